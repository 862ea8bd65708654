import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AVOID_FEEDBACK_MS, AvoidCard } from '@/components/home/avoid-card';
import { avoidCardStarts, type Matchmaker } from '@/data/home';
import { fill, siteContent } from '@/lib/content';
import { asset } from '@/lib/asset';

const text = siteContent().home.matchmakers;

const entries: Matchmaker[] = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'].map((name, i) => ({
  name: `${name} Dating`,
  logo: asset(`/art/logos/${name.toLowerCase()}.svg`),
  description: `${name} description`,
  rating: 4 + i / 10,
}));

function renderCard(start = 0, sized = true) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = render(
    <ul>
      <AvoidCard entries={entries} start={start} sized={sized} text={text} />
    </ul>,
  );
  return { user, ...view };
}

const heading = () => screen.getByRole('heading', { level: 3 });
// The card's one button, whatever its state.
const avoidButton = () => screen.getByRole('button');
const avoidedButton = () => screen.getByRole('button', { name: text.avoided });
const avoidLabel = (name: string) => fill(text.avoidLabel, { name });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('AvoidCard', () => {
  it('lays out every entry, hidden, only where it is the sized card', () => {
    const { unmount } = renderCard(1);
    const laidOut = () => screen.getByRole('listitem').querySelectorAll('h3').length;
    expect(laidOut()).toBe(entries.length);
    unmount();
    renderCard(1, false);
    expect(laidOut()).toBe(1);
    expect(heading()).toHaveTextContent('Bravo Dating');
  });

  it('starts idle on its start entry with name, description, rating and logo', () => {
    renderCard(2);
    expect(heading()).toHaveTextContent('Charlie Dating');
    expect(screen.getByText('Charlie description')).toBeInTheDocument();
    expect(screen.getByText(fill(text.rating, { rating: 4.2 }))).toBeInTheDocument();
    const logo = screen.getByRole('listitem').querySelector('img');
    expect(logo).toHaveAttribute('src', asset('/art/logos/charlie-128.webp'));
    // Below the fold on phones: it must not be preloaded ahead of the scripts.
    expect(logo).toHaveAttribute('loading', 'lazy');
    expect(avoidButton()).toHaveAccessibleName(avoidLabel('Charlie Dating'));
    // The visible word; the name above is for screen readers.
    expect(within(avoidButton()).getByText(text.avoid)).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the avoided feedback in a live region when Avoid is clicked', async () => {
    const { user } = renderCard();
    await user.click(avoidButton());

    expect(avoidedButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(text.feedback);
    expect(heading()).toHaveTextContent('Alpha Dating');
  });

  it('returns to idle on the next entry 2 s after Avoid, not before', async () => {
    const { user } = renderCard();
    await user.click(avoidButton());

    act(() => jest.advanceTimersByTime(AVOID_FEEDBACK_MS - 1));
    expect(avoidedButton()).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(heading()).toHaveTextContent('Bravo Dating');
    expect(avoidButton()).toHaveAccessibleName(avoidLabel('Bravo Dating'));
    expect(avoidButton()).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('wraps round to the first entry after the fifth', async () => {
    const { user } = renderCard(3);
    const seen = [heading().textContent];
    for (let i = 0; i < 5; i += 1) {
      await user.click(avoidButton());
      act(() => jest.advanceTimersByTime(AVOID_FEEDBACK_MS));
      seen.push(heading().textContent);
    }
    expect(seen).toEqual([
      'Delta Dating',
      'Echo Dating',
      'Alpha Dating',
      'Bravo Dating',
      'Charlie Dating',
      'Delta Dating',
    ]);
  });

  it('advances only once on a double click', async () => {
    const { user } = renderCard();
    await user.dblClick(avoidButton());
    act(() => jest.advanceTimersByTime(AVOID_FEEDBACK_MS));
    expect(heading()).toHaveTextContent('Bravo Dating');

    act(() => jest.advanceTimersByTime(AVOID_FEEDBACK_MS * 3));
    expect(heading()).toHaveTextContent('Bravo Dating');
  });

  it('ignores a second click while avoided and keeps the 2 s from the first', async () => {
    const { user } = renderCard();
    await user.click(avoidButton());
    act(() => jest.advanceTimersByTime(1500));
    await user.click(avoidedButton());
    act(() => jest.advanceTimersByTime(500));
    expect(heading()).toHaveTextContent('Bravo Dating');
  });

  it('shows the hint while an idle card is hovered, and hides it when avoided', async () => {
    const { user } = renderCard();
    expect(screen.queryByText(text.hint)).not.toBeInTheDocument();

    await user.hover(heading());
    expect(screen.getByText(text.hint)).toBeInTheDocument();

    await user.click(avoidButton());
    expect(screen.queryByText(text.hint)).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(AVOID_FEEDBACK_MS));
    expect(screen.getByText(text.hint)).toBeInTheDocument();

    await user.unhover(heading());
    act(() => avoidButton().blur());
    expect(screen.queryByText(text.hint)).not.toBeInTheDocument();
  });

  it('shows the hint while the Avoid button has keyboard focus', async () => {
    const { user } = renderCard();
    await user.tab();
    expect(avoidButton()).toHaveFocus();
    expect(screen.getByText(text.hint)).toBeInTheDocument();

    await user.tab();
    expect(screen.queryByText(text.hint)).not.toBeInTheDocument();
  });

  it('clears its timer on unmount, so nothing updates afterwards', async () => {
    const errors = jest.spyOn(console, 'error');
    const { user, unmount } = renderCard();
    await user.click(avoidButton());
    expect(jest.getTimerCount()).toBe(1);

    unmount();

    expect(jest.getTimerCount()).toBe(0);
    act(() => jest.advanceTimersByTime(AVOID_FEEDBACK_MS));
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('avoidCardStarts', () => {
  it('starts the three cards apart, spread over the entries', () => {
    expect(avoidCardStarts(5)).toEqual([0, 2, 4]);
    expect(avoidCardStarts(3)).toEqual([0, 1, 2]);
    expect(avoidCardStarts(4)).toEqual([0, 2, 3]);
    expect(avoidCardStarts(12)).toEqual([0, 4, 8]);
  });

  it('never starts two cards on one entry, nor past the list', () => {
    for (let count = 3; count <= 12; count += 1) {
      const starts = avoidCardStarts(count);
      expect(new Set(starts).size).toBe(3);
      expect(Math.max(...starts)).toBeLessThan(count);
    }
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { LivePrice } from '@/components/contract/live-price';
import { fill, siteContent } from '@/lib/content';
import { FRESH_MS } from '@/lib/market';
import { formatTime } from '@/lib/market/format';
import {
  copy,
  DEXSCREENER,
  DEXSCREENER_BONDING_CURVE,
  GECKOTERMINAL,
  queryFor,
} from '../lib/market/fixtures';
import { fakeFetch, type Answer } from '../lib/market/fake-fetch';

const { contract, lang, site } = siteContent();
const text = { ...contract.livePrice, newTab: site.newTab };
const query = queryFor('solana');
const dexOk: Answer = { status: 200, body: DEXSCREENER.solana };

function renderControl() {
  render(<LivePrice query={query} lang={lang} text={text} />);
  return screen.getByRole('button', { name: text.button });
}

/** Presses, and waits for the answer to be on screen. */
async function press(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
  });
  return screen.getByRole('status');
}

const value = (region: HTMLElement, label: string) =>
  within(region).getByText(label).nextElementSibling as HTMLElement;

beforeEach(() => sessionStorage.clear());

describe('LivePrice', () => {
  it('asks nothing before the press', () => {
    const { fetch } = fakeFetch({ dex: [], gecko: [] });
    renderControl();
    expect(screen.getByText(text.note)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows that it is busy, keeps focus on the button, and announces the answer politely', async () => {
    jest.useFakeTimers();
    try {
      fakeFetch({ dex: ['hang'], gecko: [{ status: 200, body: GECKOTERMINAL.solana }] });
      const button = renderControl();
      button.focus();
      await act(async () => {
        fireEvent.click(button);
      });
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(button).toHaveAccessibleName(text.busy);
      expect(button).toHaveFocus();
      await act(() => jest.advanceTimersByTimeAsync(8000));
      expect(button).toHaveAttribute('aria-busy', 'false');
      expect(button).toHaveFocus();
      const region = screen.getByRole('status');
      expect(region).toHaveAttribute('aria-live', 'polite');
      expect(within(region).getByRole('link', { name: /GeckoTerminal/ })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows the right pair's price, market cap, change with its arrow, liquidity, volume, time and source", async () => {
    fakeFetch({ dex: [dexOk], gecko: [] });
    const fetchedAt = Date.UTC(2026, 10, 25, 21, 45, 3);
    jest.spyOn(Date, 'now').mockReturnValue(fetchedAt);
    const region = await press(renderControl());
    const price = value(region, text.price);
    expect(within(price).getByText('$0.0₄1234')).toHaveAttribute('aria-hidden', 'true');
    expect(within(price).getByText('$0.00001234')).toHaveClass('sr-only');
    expect(value(region, text.marketCap)).toHaveTextContent('$12.3M');
    expect(value(region, text.change)).toHaveTextContent('▲ +23.4%');
    expect(value(region, text.liquidity)).toHaveTextContent('$412K');
    expect(value(region, text.volume)).toHaveTextContent('$2.35M');
    expect(region).toHaveTextContent(fill(text.fetched, { time: formatTime(fetchedAt, lang) }));
    const link = within(region).getByRole('link', {
      name: `${fill(text.source, { source: 'DEX Screener' })} ${site.newTab}`,
    });
    expect(link).toHaveAttribute(
      'href',
      `https://dexscreener.com/solana/${(DEXSCREENER.solana.at(-1) as { pairAddress: string }).pairAddress}`,
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(region).queryByText(text.bondingCurve)).toBeNull();
  });

  it('falls back to GeckoTerminal, with the FDV labelled as such where it has no market cap', async () => {
    fakeFetch({ dex: [{ status: 500 }], gecko: [{ status: 200, body: GECKOTERMINAL.solana }] });
    const region = await press(renderControl());
    expect(within(region).queryByText(text.marketCap)).toBeNull();
    expect(value(region, text.fdv)).toHaveTextContent('$12.4M');
    expect(value(region, text.change)).toHaveTextContent('▼ -12.5%');
    expect(
      within(region).getByRole('link', {
        name: new RegExp(fill(text.source, { source: 'GeckoTerminal' })),
      }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.geckoterminal\.com\/solana\/pools\//),
    );
  });

  it('says both sources failed, offers Try again, and answers it', async () => {
    fakeFetch({ dex: ['network error', dexOk], gecko: [{ status: 503 }] });
    const button = renderControl();
    const region = await press(button);
    expect(region).toHaveTextContent(text.failed);
    expect(button).toHaveAccessibleName(text.tryAgain);
    await press(button);
    expect(value(region, text.price)).toHaveTextContent('$0.0₄1234');
    expect(button).toHaveAccessibleName(text.button);
  });

  it('says "not trading yet" for a token with no pair anywhere, never $0', async () => {
    fakeFetch({ dex: [{ status: 200, body: [] }], gecko: [{ status: 404 }] });
    const region = await press(renderControl());
    expect(region).toHaveTextContent(text.notTrading);
    expect(region.textContent).not.toMatch(/\$\s?0(?![.,]\d*[1-9])/);
  });

  it('shows each value that is not a finite, sane number as unavailable, and no markup from it', async () => {
    const body = copy(DEXSCREENER.solana) as Record<string, unknown>[];
    Object.assign(body.at(-1)!, {
      priceUsd: '<img src=x onerror=alert(1)>',
      marketCap: null,
      fdv: -5,
      priceChange: { h24: 'NaN' },
      volume: { h24: 1e40 },
      liquidity: { usd: 500000, base: 'x', quote: 'y' },
    });
    fakeFetch({ dex: [{ status: 200, body }], gecko: [] });
    const region = await press(renderControl());
    for (const label of [text.price, text.marketCap, text.change, text.volume])
      expect(value(region, label)).toHaveTextContent(text.unavailable);
    expect(value(region, text.liquidity)).toHaveTextContent('$500K');
    expect(region.textContent).not.toMatch(/NaN|undefined|Infinity|null|\$0(?![.,])/);
    expect(region.querySelector('img')).toBeNull();
  });

  it('shows a token on its bonding curve, and says so', async () => {
    fakeFetch({ dex: [{ status: 200, body: DEXSCREENER_BONDING_CURVE }], gecko: [] });
    const region = await press(renderControl());
    expect(region).toHaveTextContent(text.bondingCurve);
    expect(value(region, text.price)).toHaveTextContent('$0.0₅4567');
    expect(value(region, text.liquidity)).toHaveTextContent(text.unavailable);
  });

  it(`shows the kept answer with its time for a press within ${FRESH_MS / 1000} s, asking nothing`, async () => {
    const { requests } = fakeFetch({ dex: [dexOk], gecko: [] });
    const fetchedAt = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(fetchedAt);
    const button = renderControl();
    const region = await press(button);
    jest.spyOn(Date, 'now').mockReturnValue(fetchedAt + FRESH_MS - 1);
    await press(button);
    expect(region).toHaveTextContent(fill(text.kept, { time: formatTime(fetchedAt, lang) }));
    expect(requests).toHaveLength(1);
  });
});

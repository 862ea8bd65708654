/**
 * A pre-launch build with a launch time, in a visitor's zone that is not the build's: the
 * countdown on home and /contract, on the page's clock (Jest's fake timers), the calendar links,
 * the switch to "launching now" and what the HTML says before any script runs.
 */
import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import ContractPage from '@/app/(site)/contract/page';
import HomePage from '@/app/(site)/page';
import { siteConfig } from '@/lib/brand';
import { siteContent } from '@/lib/content';
import { DEFAULT_CONTENT_FILE } from '@/lib/build/content/load';
import { sharedPage } from '@/data/pages';

for (const key of Object.keys(process.env)) {
  if (key.startsWith('NEXT_PUBLIC_')) delete process.env[key];
}
Object.assign(process.env, {
  NEXT_PUBLIC_CONTENT: DEFAULT_CONTENT_FILE,
  NEXT_PUBLIC_BRAND_NAME: 'KoalaIn',
  NEXT_PUBLIC_TICKER: '$KOALA',
  NEXT_PUBLIC_CONTRACT_ADDRESS: 'soon',
  NEXT_PUBLIC_TELEGRAM_URL: 'https://t.me/koala_example',
  NEXT_PUBLIC_SITE_URL: 'https://example.github.io/koalain',
  NEXT_PUBLIC_BASE_PATH: '/koalain',
  NEXT_PUBLIC_LAUNCH_AT: '2026-12-02T03:00+09:00',
});

const at = Date.parse('2026-12-01T18:00:00Z');
const { site, shareCards, home } = siteContent();
const text = site.launch;
const newTab = ` ${site.newTab}`;

const timerText = () => screen.getByRole('timer', { name: text.countdownLabel }).textContent;

afterEach(() => jest.useRealTimers());

/** A visitor in Tokyo: formats that name no zone take theirs, as the browser's would. */
function inTokyo() {
  const Real = Intl.DateTimeFormat;
  jest
    .spyOn(Intl, 'DateTimeFormat')
    .mockImplementation(
      (locales, options) => new Real(locales, { timeZone: 'Asia/Tokyo', ...options }),
    );
}

describe('before the launch time', () => {
  it('reads the launch in UTC, whatever offset it was announced in', () => {
    expect(siteConfig().launched).toBe(false);
    expect(siteConfig().launchAt).toBe('2026-12-01T18:00:00Z');
  });

  it('counts down in days, hours, minutes and seconds, once a second, on the page’s clock', () => {
    jest.useFakeTimers({ now: at - ((2 * 24 + 3) * 3600 + 4 * 60 + 1) * 1000 - 400 });
    render(<ContractPage />);
    expect(timerText()).toBe('2days3hours4minutes2seconds');
    act(() => jest.advanceTimersByTime(400));
    expect(timerText()).toBe('2days3hours4minutes1second');
    act(() => jest.advanceTimersByTime(999));
    expect(timerText()).toBe('2days3hours4minutes1second');
    act(() => jest.advanceTimersByTime(1));
    expect(timerText()).toBe('2days3hours4minutes0seconds');
    act(() => jest.advanceTimersByTime(1000));
    expect(timerText()).toBe('2days3hours3minutes59seconds');
  });

  it('names the time in the visitor’s own zone, in a <time> that carries the instant', () => {
    jest.useFakeTimers({ now: at - 86_400_000 });
    inTokyo();
    render(<ContractPage />);
    const time = screen.getByText(/GMT\+9/);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-12-01T18:00:00Z');
    expect(time).toHaveTextContent(/^Wed, Dec 2, 3:00\sAM GMT\+9$/);
  });

  it('holds the time in UTC in the HTML, before any script runs', () => {
    const html = renderToString(<ContractPage />);
    expect(html).toMatch(
      /<time datetime="2026-12-01T18:00:00Z"[^>]*>Dec 1, 2026, 6:00 PM UTC<\/time>/i,
    );
    expect(html).not.toContain(text.nowHeading);
  });

  it('offers the calendar file and Google Calendar, in a new tab', () => {
    jest.useFakeTimers({ now: at - 86_400_000 });
    render(<ContractPage />);
    const file = screen.getByRole('link', { name: text.calendarFile });
    expect(file).toHaveAttribute('href', '/koalain/calendar/launch.ics');
    expect(file).not.toHaveAttribute('target');
    const google = screen.getByRole('link', { name: `${text.googleCalendar}${newTab}` });
    expect(google).toHaveAttribute('target', '_blank');
    const url = new URL(google.getAttribute('href')!);
    expect(url.host).toBe('calendar.google.com');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20261201T180000Z/20261201T183000Z');
    expect(url.searchParams.get('text')).toBe(text.calendarTitle);
  });

  it('counts down once on home, on its strip, which shows at every width before launch', () => {
    jest.useFakeTimers({ now: at - 61_000 });
    render(<HomePage />);
    const strip = screen.getByRole('region', { name: `${siteConfig().ticker} contract` });
    expect(within(strip).getByRole('timer')).toHaveTextContent('0days0hours1minute1second');
    expect(strip).not.toHaveClass('md:hidden');
    expect(screen.getAllByRole('timer')).toHaveLength(1);
    const card = screen.getByRole('region', { name: `${siteConfig().ticker} links` });
    expect(within(card).getByText(home.links.comingSoon)).toBeInTheDocument();
  });

  it('says when on every share card, in UTC', () => {
    const line = shareCards.launchAt.replace('{time}', 'Dec 1, 2026, 6:00 PM UTC');
    expect(sharedPage('/contract').card.lines).toEqual([
      shareCards.contractAddress.replace('{address}', shareCards.comingSoon),
      line,
    ]);
    expect(sharedPage('/').card.lines).toEqual([shareCards.tagline, line, shareCards.disclaimer]);
    expect(sharedPage('/jobs').card.lines).toContain(line);
  });
});

describe('at the launch time, while the build has no address', () => {
  it('gives way to where the only real address comes from, without a reload', () => {
    jest.useFakeTimers({ now: at - 2_000 });
    render(<ContractPage />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(1_999));
    expect(timerText()).toBe('0days0hours0minutes1second');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('link', { name: text.calendarFile })).toBeNull();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(text.nowHeading);
    expect(status).toHaveTextContent(text.nowScam);
    expect(
      within(status).getByRole('link', { name: `${text.sourceFollow}${newTab}` }),
    ).toHaveAttribute('href', siteConfig().socialUrl);
    expect(
      within(status).getByRole('link', { name: `${text.sourceTelegram}${newTab}` }),
    ).toHaveAttribute('href', 'https://t.me/koala_example');
    expect(status.textContent).toContain(
      `${text.sourceFollow}${newTab} and ${text.sourceTelegram}`,
    );
    // No address anywhere, and nothing to copy.
    expect(screen.queryByRole('button', { name: siteContent().contract.copy })).toBeNull();
  });

  it('shows it at once to a visitor who comes after the time', () => {
    jest.useFakeTimers({ now: at + 3_600_000 });
    render(<HomePage />);
    const strip = screen.getByRole('region', { name: `${siteConfig().ticker} contract` });
    expect(within(strip).getByRole('status')).toHaveTextContent(text.nowHeading);
    expect(within(strip).queryByRole('timer')).toBeNull();
  });
});

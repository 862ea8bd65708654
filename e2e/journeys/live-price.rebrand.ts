import { routes, type Route } from '../../data/routes';
import { siteConfig } from '../../lib/brand';
import { TIMEOUT_MS } from '../../lib/market/get-json';
import { formatAmount, formatChange, formatPrice } from '../../lib/market/format';
import { DEXSCREENER } from '../../__tests__/lib/market/fixtures';
import { test, expect } from './fixtures';
import { byCss, byRole, type Query } from './engines/driver';
import type { Session } from './session';
import { openAtControl } from './contract-control';
import { content, fill } from '../support/content';
import { askedOfFake, FAILED_REQUESTS, playScenario, type Scenario } from '../support/market-fake';

// The second token's build, made with LIVE_PRICE_FAKE_ORIGIN (e2e/rebrand/check-rebrand.sh): its
// Live price asks the fake of both APIs on this machine (e2e/support/market-fake.ts), which
// answers as each test's scenario says. The fake tells the engines apart; within one engine the
// tests run one at a time (playwright.rebrand.config.ts).

const fake = process.env.LIVE_PRICE_FAKE_ORIGIN!;
const text = content.contract.livePrice;
const { lang } = content;
const section = byRole('region', text.heading);
const control = byRole('button', undefined, { within: section });
const answer = byRole('status', undefined, { within: section });
const newTab = (name: string) => `${name} ${content.site.newTab}`;
const relative = (route: Route) => (route === '/' ? './' : route.slice(1));

/** The value under a label in the answer, as a visitor sees and hears it. */
const valueOf = (session: Session, label: string) =>
  session.run(
    (heading: string, name: string) => {
      const region = [...document.querySelectorAll('section')].find(
        (s) => s.querySelector('h2')?.textContent === heading,
      );
      const dt = [...(region?.querySelectorAll('dt') ?? [])].find((d) => d.textContent === name);
      return dt?.nextElementSibling?.textContent ?? null;
    },
    text.heading,
    label,
  );

/** Opens /contract with a fresh tab's storage and the scenario set, the button focused. */
async function openWith(session: Session, scenario: Scenario) {
  await playScenario(fake, session.engine, scenario);
  await openAtControl(session);
}

async function press(session: Session, name: string) {
  await session.click(byRole('button', name, { within: section }));
}

const answerText = (session: Session) => session.text(answer);

test(
  'no page asks the price APIs before the press; from home, the footer link leads to a Live price that asks',
  { tag: '@every-engine' },
  async ({ session }) => {
    expect(siteConfig().livePrice).toMatchObject({
      dexscreener: { origin: fake },
      geckoterminal: { origin: fake },
    });
    await playScenario(fake, session.engine, 'dexscreener');
    const connectSrc = () =>
      session.run(() =>
        document
          .querySelector('meta[http-equiv="Content-Security-Policy"]')!
          .getAttribute('content')!
          .split('; ')
          .find((d) => d.startsWith('connect-src'))!,
      );
    // Every page may ask them: the shell goes to /contract without a reload, and the document keeps
    // the policy of the page it was loaded as. Every route in Blink; home in the engines driven over
    // WebDriver, where each load costs more and the page's code is the same.
    const walked = session.engine === 'blink' ? [...routes].reverse() : (['/'] as const);
    for (const route of walked) {
      await session.open(relative(route));
      expect(await connectSrc(), route).toBe(`connect-src 'self' ${fake}`);
    }
    expect(await session.count(control)).toBe(0);

    // Home to /contract by the footer's link, in the same document: the press is made under
    // home's policy, as a visitor arriving from a social link makes it.
    await session.run(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await session.click(byRole('link', content.site.footer.contract));
    await expect.poll(() => session.count(control)).toBe(1);
    expect(
      await session.run(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    expect(await askedOfFake(fake, session.engine)).toEqual([]);
    await session.run(() =>
      document.querySelector<HTMLButtonElement>('section button[aria-busy]')!.scrollIntoView({
        block: 'center',
      }),
    );
    await press(session, text.button);
    await expect
      .poll(() => askedOfFake(fake, session.engine))
      .toEqual([`/tokens/v1/solana/${siteConfig().contractAddress}`]);
    await expect
      .poll(() =>
        session.count(byRole('link', newTab(fill(text.source, { source: 'DEX Screener' })))),
      )
      .toBe(1);
  },
);

test(
  "shows the right pair's numbers from DEX Screener, linked, and the kept answer on a second press",
  { tag: '@every-engine' },
  async ({ session }) => {
    await openWith(session, 'dexscreener');
    await press(session, text.button);
    const source = byRole('link', newTab(fill(text.source, { source: 'DEX Screener' })));
    await expect.poll(() => session.count(source)).toBe(1);
    // The fixture's deepest pair where the token is the base: the one the page must show.
    const pair = DEXSCREENER.solana.at(-1) as {
      pairAddress: string;
      priceUsd: string;
      marketCap: number;
      priceChange: { h24: number };
      liquidity: { usd: number };
      volume: { h24: number };
    };
    const price = formatPrice(Number(pair.priceUsd), lang);
    expect(await valueOf(session, text.price)).toBe(`${price.text}${price.spoken}`);
    expect(await valueOf(session, text.marketCap)).toBe(formatAmount(pair.marketCap, lang));
    const change = formatChange(pair.priceChange.h24, lang);
    expect(await valueOf(session, text.change)).toBe(`${change.arrow} ${change.text}`);
    expect(await valueOf(session, text.liquidity)).toBe(formatAmount(pair.liquidity.usd, lang));
    expect(await valueOf(session, text.volume)).toBe(formatAmount(pair.volume.h24, lang));
    expect(await session.attribute(source, 'href')).toBe(
      `https://dexscreener.com/solana/${pair.pairAddress}`,
    );
    expect(await session.attribute(source, 'target')).toBe('_blank');
    const [before] = text.fetched.split('{time}');
    expect(await answerText(session)).toContain(before);
    expect(await session.focused(control)).toBe(true);

    await press(session, text.button);
    const [kept] = text.kept.split('{time}');
    await expect.poll(() => answerText(session)).toContain(kept);
    expect(await askedOfFake(fake, session.engine)).toHaveLength(1);
  },
);

test.describe('when a source fails', () => {
  test.use({ allowErrors: FAILED_REQUESTS });

  test('falls back to GeckoTerminal, with the FDV labelled where it has no market cap', async ({
    session,
  }) => {
    await openWith(session, 'fallback');
    await press(session, text.button);
    const source = byRole('link', newTab(fill(text.source, { source: 'GeckoTerminal' })));
    await expect.poll(() => session.count(source)).toBe(1);
    expect(await session.attribute(source, 'href')).toMatch(
      /^https:\/\/www\.geckoterminal\.com\/solana\/pools\/[A-Za-z0-9]+$/,
    );
    expect(await valueOf(session, text.marketCap)).toBeNull();
    expect(await valueOf(session, text.fdv)).toMatch(/\d/);
    expect((await askedOfFake(fake, session.engine)).map((path) => path.split('/')[1])).toEqual([
      'tokens',
      'api',
    ]);
  });

  test('says so in words when both fail, keeps focus, and answers Try again', async ({
    session,
  }) => {
    await openWith(session, 'failed');
    await press(session, text.button);
    await expect.poll(() => answerText(session)).toBe(text.failed);
    expect(await session.count(byRole('button', text.tryAgain, { within: section }))).toBe(1);
    expect(await session.focused(control)).toBe(true);
    await playScenario(fake, session.engine, 'dexscreener');
    await press(session, text.tryAgain);
    await expect.poll(() => valueOf(session, text.marketCap)).toMatch(/\d/);
  });

  test(`gives DEX Screener ${TIMEOUT_MS / 1000} s on the page's clock, busy meanwhile, then asks GeckoTerminal`, async ({
    session,
  }) => {
    await openWith(session, 'timeout');
    // The test holds the page's time-out and lets it run out when it has seen the wait.
    await session.run((deadline: number) => {
      const w = window as unknown as { heldTimers: (() => void)[] };
      const setTimeout = window.setTimeout.bind(window);
      w.heldTimers = [];
      window.setTimeout = ((handler: () => void, ms?: number, ...args: unknown[]) => {
        if (ms !== deadline) return setTimeout(handler, ms, ...args);
        w.heldTimers.push(handler);
        return 0;
      }) as typeof window.setTimeout;
    }, TIMEOUT_MS);
    await press(session, text.button);
    await expect.poll(() => askedOfFake(fake, session.engine)).toHaveLength(1);
    const held = () =>
      session.run(() => (window as unknown as { heldTimers: [] }).heldTimers.length);
    await expect.poll(held).toBe(1);
    expect(await session.attribute(control, 'aria-busy')).toBe('true');
    expect(await session.text(control)).toBe(text.busy);
    expect(await session.focused(control)).toBe(true);

    await session.run(() => (window as unknown as { heldTimers: (() => void)[] }).heldTimers[0]!());
    const source = byRole('link', newTab(fill(text.source, { source: 'GeckoTerminal' })));
    await expect.poll(() => session.count(source)).toBe(1);
    expect(await session.attribute(control, 'aria-busy')).toBe('false');
    expect(await session.focused(control)).toBe(true);
  });

  test('says "not trading yet" for an empty market, never $0', async ({ session }) => {
    await openWith(session, 'empty');
    await press(session, text.button);
    await expect.poll(() => answerText(session)).toBe(text.notTrading);
  });

  test('shows bad values as unavailable: no NaN, undefined, Infinity, $0 or markup', async ({
    session,
  }) => {
    await openWith(session, 'bad-data');
    await press(session, text.button);
    const source = byRole('link', newTab(fill(text.source, { source: 'DEX Screener' })));
    await expect.poll(() => session.count(source)).toBe(1);
    for (const label of [text.price, text.marketCap, text.change, text.volume])
      expect(await valueOf(session, label), label).toBe(text.unavailable);
    expect(await answerText(session)).not.toMatch(
      /NaN|undefined|Infinity|null|\$0(?![.,])|free money/,
    );
    expect(await session.count({ ...byCss('img, b, script'), within: answer } as Query)).toBe(0);
    expect(await session.attribute(source, 'href')).toBe(
      `https://dexscreener.com/solana/${siteConfig().contractAddress}`,
    );
  });
});

test('shows a token on its bonding curve, and says so', async ({ session }) => {
  await openWith(session, 'bonding-curve');
  await press(session, text.button);
  await expect.poll(() => answerText(session)).toContain(text.bondingCurve);
  expect(await valueOf(session, text.price)).toMatch(/₅/);
});

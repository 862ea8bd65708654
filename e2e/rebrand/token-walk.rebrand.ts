import { pageText, sharedPage } from '../../data/pages';
import { routes, type Route } from '../../data/routes';
import { siteConfig, siteDefaults } from '../../lib/brand';
import { CHAINS } from '../../lib/chain';
import { siteLanguages } from '../../lib/content';
import { test, expect } from '../journeys/fixtures';
import { byRole, byText, DESKTOP, PHONE } from '../journeys/engines/driver';
import type { Session } from '../journeys/session';
import { readTokenEnv, REBRAND_TOKEN } from './token';

/**
 * The third token (on Base) and the pre-launch build, walked in Blink, Gecko and WebKit through
 * every surface that shows or links the address (playwright.rebrand.config.ts, REBRAND_TOKEN).
 * The chain's words are written out here for each fixture, so a wrong word in lib/chain's table
 * fails, rather than being read back from it.
 */
const token = readTokenEnv();
const ticker = token.NEXT_PUBLIC_TICKER!;
const brand = token.NEXT_PUBLIC_BRAND_NAME!;
const address = siteConfig().contractAddress;
const tokenUrl = siteConfig().tokenUrl;

type Expected = {
  chain: string;
  venue: string;
  steps: string[];
  card: string[];
  /** Launched only: the explorer and the wallets' browse links, in each maker's form. */
  explorer?: string;
  browse?: [string, string][];
  /** Launched only: "Don't trust, verify", each check's link and its page for this token. */
  verify?: [string, string][];
  /** Launched only: the swap links first in How to buy, in each maker's documented form. */
  swap?: [string, string][];
};

const encode = encodeURIComponent;
const EXPECTED: Record<string, Expected> = {
  base: {
    chain: 'Base',
    venue: 'Uniswap',
    steps: [
      'Get a Base wallet.',
      'Fund it with ETH on Base.',
      `Open ${ticker} on Uniswap and swap ETH for ${ticker}.`,
      'Check the address.',
    ],
    card: ['Base · 0xba5E…0000FF', 'Newly launched on Uniswap'],
    explorer: 'Basescan',
    verify: address
      ? [
          ['GoPlus', `https://gopluslabs.io/token-security/8453/${address}`],
          ['honeypot.is', `https://honeypot.is/base?address=${address}`],
          ['Bubblemaps', `https://v2.bubblemaps.io/map?address=${address}&chain=base`],
          ['Holders on Basescan', `https://basescan.org/token/${address}#balances`],
        ]
      : [],
    swap: address
      ? [
          ['MetaMask', `https://link.metamask.io/swap?to=eip155%3A8453%2Ferc20%3A${address}`],
          ['Trust Wallet', `https://link.trustwallet.com/swap?from=c8453&to=c8453_t${address}`],
          [
            'Phantom',
            `https://phantom.app/ul/v1/swap?buy=eip155%3A8453%2Faddress%3A${address}&sell=`,
          ],
          [
            'Uniswap',
            `https://app.uniswap.org/swap?chain=base&inputCurrency=NATIVE&outputCurrency=${address}`,
          ],
        ]
      : [],
    browse: tokenUrl
      ? [
          ['MetaMask', `https://link.metamask.io/dapp/${tokenUrl.replace('https://', '')}`],
          ['Coinbase Wallet', `https://go.cb-w.com/dapp?cb_url=${encode(tokenUrl)}`],
          [
            'Trust Wallet',
            `https://link.trustwallet.com/open_url?coin_id=8453&url=${encode(tokenUrl)}`,
          ],
          [
            'Phantom',
            `https://phantom.app/ul/browse/${encode(tokenUrl)}?ref=${encode(siteConfig().siteUrl)}`,
          ],
        ]
      : [],
  },
  prelaunch: {
    chain: 'Solana',
    venue: 'pump.fun',
    steps: [
      'Get a Solana wallet.',
      'Fund it with SOL.',
      `Follow ${brand} for launch day.`,
      'Check the address.',
    ],
    card: ['Solana · coming soon', 'Launching soon on pump.fun: Dec 1, 2026, 6:00 PM UTC'],
  },
};
const expected = EXPECTED[REBRAND_TOKEN]!;
const launched = expected.explorer !== undefined;
const relative = (route: Route) => (route === '/' ? './' : route.slice(1));
const hrefs = (session: Session) =>
  session.run(() => [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!));

test('the build is the one the fixture describes', () => {
  expect(siteConfig().brandName).toBe(brand);
  expect(siteConfig().chain.name).toBe(expected.chain);
  expect(siteConfig().tokenVenue.name).toBe(expected.venue);
  expect(siteConfig().launched).toBe(launched);
  if (launched) expect(address).toBe(token.NEXT_PUBLIC_CONTRACT_ADDRESS);
});

test('every page says the chain and the launch as they are, and links only real token pages', async ({
  session,
}) => {
  // Before launch no page may link a token page: not the venue's, nor an explorer's, nor a chart.
  const tokenPageHosts = [
    new URL(token.NEXT_PUBLIC_TOKEN_URL ?? siteDefaults.tokenUrl).host,
    ...Object.values(CHAINS).map(({ explorer }) => new URL(explorer.tokenUrl).host),
    'dexscreener.com',
  ];
  for (const route of routes) {
    await session.open(relative(route));
    const text = await session.run(() => document.body.innerText);
    if (siteConfig().chain.family === 'evm') {
      expect(text, route).not.toMatch(/Solana|\bSOL\b|Solscan|Solflare|Backpack/);
    }
    expect(text, route).not.toContain(siteDefaults.contractAddress);
    const description = await session.run(() =>
      document.querySelector('meta[property="og:description"]')!.getAttribute('content'),
    );
    expect(description, route).toBe(pageText(route).description);
    expect(description, route).not.toMatch(launched ? /launching soon/ : /newly launched/);
    for (const href of await hrefs(session)) {
      // No template left unfilled, no token page made of the pre-launch word.
      expect(href, route).not.toMatch(/\{address\}|\/soon\b|=soon\b/i);
      if (launched && href.toLowerCase().includes(address!.toLowerCase())) {
        // A link that carries the address is the token page, its explorer page, its chart, a
        // wallet's browse link to the token page, a swap link or an independent check of it.
        const browse = expected.browse!.map(([, link]) => link);
        const checks = (expected.verify ?? []).map(([, link]) => link);
        const swaps = (expected.swap ?? []).map(([, link]) => link);
        expect(
          [
            tokenUrl,
            siteConfig().explorerUrl,
            siteConfig().chartUrl,
            ...browse,
            ...swaps,
            ...checks,
          ],
          route,
        ).toContain(href);
      }
      if (!launched && href.startsWith('https://')) {
        expect(tokenPageHosts, `${route} links ${href}`).not.toContain(new URL(href).host);
      }
    }
  }
  expect(pageText('/contract').description).toContain(`on ${expected.chain}, `);
});

test("/contract: the address, its explorer page, Copy, QR and the chain's steps", async ({
  session,
}) => {
  await session.open('contract');
  expect(await session.visible(byText(`${expected.chain} token address`))).toBe(true);
  const steps = byRole('region', `How to buy ${ticker}`);
  const titles = await session.run(() =>
    [...document.querySelectorAll('#how-to-buy ol > li')].map(
      (step) => step.querySelector('p')!.textContent,
    ),
  );
  expect(titles).toEqual(expected.steps);
  expect(await session.visible(steps)).toBe(true);
  const copy = byRole('button', 'Copy address');
  const qr = byRole('img', `QR code: open the ${ticker} token page`);
  const browse = byRole('link', /^Open in /, { hidden: true });
  if (launched) {
    const link = byRole('link', address!);
    expect(await session.attribute(link, 'href')).toBe(tokenUrl);
    const explorer = byRole('link', `View on ${expected.explorer} (opens in a new tab)`);
    expect(await session.attribute(explorer, 'href')).toBe(siteConfig().explorerUrl);
    expect(await session.attribute(explorer, 'target')).toBe('_blank');
    expect(siteConfig().explorerUrl).toContain(address!);
    expect(await session.count(qr)).toBe(1);
    // The wallets' browse links, each in its maker's form; hidden on this computer's pointer.
    for (const [wallet, href] of expected.browse!) {
      const open = byRole('link', `Open in ${wallet}`, { hidden: true });
      expect(await session.attribute(open, 'href'), wallet).toBe(href);
      expect(await session.visible(open), wallet).toBe(false);
    }
    expect(await session.count(browse)).toBe(expected.browse!.length);
    expect(await session.visible(byText(/^On a computer\? Wallet apps live on phones/))).toBe(true);
    // The swap links, first in How to buy, each in its maker's documented form: the wallets' in
    // the app, the web's in a new tab.
    const swapLinks = await session.run(() =>
      [...document.querySelectorAll('#buy-in-wallet-heading ~ * a')].map((a) => [
        a.textContent,
        a.getAttribute('href'),
        a.getAttribute('target'),
      ]),
    );
    expect(swapLinks).toEqual(
      expected.swap!.map(([name, href]) =>
        href.includes('link.') || href.includes('phantom.app')
          ? [name, href, null]
          : [`${name} (opens in a new tab)`, href, '_blank'],
      ),
    );
    // Don't trust, verify: the chain's checks of this token, under the address, each in a new tab.
    const checks = byRole('region', 'Don’t trust, verify');
    expect(await session.visible(checks)).toBe(true);
    const checkLinks = await session.run(() =>
      [...document.querySelectorAll('#verify-heading ~ ul a')].map((a) => [
        a.textContent,
        a.getAttribute('href'),
        a.getAttribute('target'),
      ]),
    );
    expect(checkLinks).toEqual(
      expected.verify!.map(([name, href]) => [`${name} (opens in a new tab)`, href, '_blank']),
    );
    // Copy copies the address as shown (checksummed): here through the fallback every engine has.
    await session.run(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException('refused', 'NotAllowedError'));
    });
    await session.click(copy);
    await expect.poll(() => session.visible(byText(/address is selected/))).toBe(true);
    expect(await session.run(() => window.getSelection()?.toString())).toBe(address);
  } else {
    expect(await session.visible(byText(`Coming soon on ${expected.venue}`))).toBe(true);
    expect(await session.count(copy)).toBe(0);
    expect(await session.count(qr)).toBe(0);
    expect(await session.count(browse)).toBe(0);
    expect(await session.count(byRole('link', /^View on /))).toBe(0);
    expect(await session.count(byRole('button', /live chart/i))).toBe(0);
    expect(await session.count(byRole('region', 'Don’t trust, verify'))).toBe(0);
    const social = byRole('link', `${brand} on X (opens in a new tab)`, { within: steps });
    expect(await session.attribute(social, 'href')).toBe(siteConfig().socialUrl);
    expect(
      await session.visible(byText(new RegExp(`is launching soon on ${expected.venue}\\.`))),
    ).toBe(true);
    const policy = await session.run(() =>
      document
        .querySelector('meta[http-equiv="Content-Security-Policy"]')!
        .getAttribute('content')!,
    );
    expect(policy).toContain("frame-src 'none'");
  }
});

test('home: the strip on a phone, then the links card, skills and hero on a computer', async ({
  session,
}) => {
  await session.open('./', PHONE);
  const strip = byRole('region', `${ticker} contract`);
  const stripCopy = byRole('button', 'Copy address', { within: strip });
  if (launched) {
    expect(await session.visible(byText(`${address!.slice(0, 6)}…${address!.slice(-6)}`))).toBe(
      true,
    );
    expect(await session.visible(stripCopy)).toBe(true);
  } else {
    expect(
      await session.visible(byText(`Coming soon on ${expected.venue}`, { within: strip })),
    ).toBe(true);
    expect(await session.count(stripCopy)).toBe(0);
  }
  await session.click(byRole('link', 'How to buy', { within: strip }));
  await expect.poll(() => session.path()).toMatch(/\/contract$/);
  expect(await session.run(() => location.hash)).toBe('#how-to-buy');

  await session.open('./', DESKTOP);
  const card = byRole('region', `${ticker} links`);
  const skills = byRole('link', undefined, {
    within: byRole('region', 'Trending Waifu Skills'),
  });
  if (launched) {
    expect(
      await session.attribute(byRole('link', new RegExp(address!), { within: card }), 'href'),
    ).toBe(tokenUrl);
    const explorer = byRole('link', `View on ${expected.explorer} (opens in a new tab)`, {
      within: card,
    });
    expect(await session.attribute(explorer, 'href')).toBe(siteConfig().explorerUrl);
    expect(await session.count(skills)).toBe(6);
    expect(await session.attribute(skills, 'href')).toBe(tokenUrl);
    const hero = byRole('link', `See ${ticker} on ${expected.venue} (opens in a new tab)`);
    expect(await session.attribute(hero, 'href')).toBe(tokenUrl);
  } else {
    expect(
      await session.visible(byText(`Coming soon on ${expected.venue}`, { within: card })),
    ).toBe(true);
    expect(await session.count(byRole('link', /^View on /, { within: card }))).toBe(0);
    expect(await session.count(skills)).toBe(0);
    const hero = byRole(
      'link',
      `Follow ${ticker}: launching soon on ${expected.venue} (opens in a new tab)`,
    );
    expect(await session.attribute(hero, 'href')).toBe(siteConfig().socialUrl);
  }
});

test("the share cards and lines: the contract card's words, every page's card served", async ({
  session,
}) => {
  // The card is drawn from these lines at build time (lib/build/brand/images.tsx).
  const [base] = siteLanguages();
  expect(sharedPage('/contract').card).toEqual({
    title: `${ticker} contract`,
    lines: expected.card,
    lang: base!.tag,
    dir: base!.dir,
  });
  await session.open('contract');
  const served = await session.run(
    async (images: string[]) => {
      const answers = await Promise.all(images.map((image) => fetch(image.slice(1))));
      return answers.map((answer) => `${answer.status} ${answer.headers.get('content-type')}`);
    },
    routes.map((route) => sharedPage(route).image),
  );
  expect(served).toEqual(routes.map(() => '200 image/png'));
  const shareText = await session.run(() =>
    [...document.querySelectorAll('footer a[href^="https://x.com/intent"]')].map(
      (a) => new URL(a.getAttribute('href')!).searchParams.get('text') ?? '',
    ),
  );
  for (const text of shareText) expect(text).toContain(ticker);
});

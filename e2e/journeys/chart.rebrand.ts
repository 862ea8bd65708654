import { routes, type Route } from '../../data/routes';
import { siteConfig } from '../../lib/brand';
import { test, expect } from './fixtures';
import { byCss, byRole, DESKTOP, PHONE, type Viewport } from './engines/driver';
import type { Session } from './session';
import { content, fill } from '../support/content';
import { FRAME_ANCESTORS } from '../../scripts/lib/csp';

// The second token's build (playwright.rebrand.config.ts) embeds a DexScreener chart on request.
// No machine here reaches dexscreener.com: the adapters that can intercept requests (Playwright,
// puppeteer over BiDi) answer its origin with this page, which tells the parent it has loaded.
// Classic WebDriver cannot, so in WebKit the journey proves everything up to the frame's content.

const embed = siteConfig().chartEmbed!;
const STAND_IN = [
  '<!DOCTYPE html><html lang="en"><title>Stand-in chart</title>',
  `<body style="margin:0;background:#123;color:#fff">Stand-in for ${embed.host}`,
  "<script>parent.postMessage({ standIn: location.href }, '*')</script></body></html>",
].join('');
const relative = (route: Route) => (route === '/' ? './' : route.slice(1));
const button = byRole('button', fill(content.contract.chartButton, { host: embed.host }));
const frame = byCss('[data-testid="chart-box"] iframe');

/** Requests to the provider the page itself has seen (every engine has Resource Timing). */
const providerEntries = (session: Session) =>
  session.run(
    (origin: string) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.startsWith(origin)),
    embed.origin,
  );

test('the build embeds a DexScreener chart', () => {
  expect(embed).toMatchObject({ host: 'dexscreener.com', origin: 'https://dexscreener.com' });
});

test('no page asks the chart provider for anything before the button is pressed', async ({
  session,
}) => {
  const standIn = await session.driver.standIn(embed.origin, STAND_IN);
  for (const route of routes) {
    await session.open(relative(route));
    expect(await session.count(byCss('iframe')), route).toBe(0);
    expect(await providerEntries(session), route).toEqual([]);
  }
  await session.open('contract', PHONE);
  expect(await session.visible(button)).toBe(true);
  expect(await providerEntries(session)).toEqual([]);
  expect(standIn?.requests() ?? []).toEqual([]);
});

/** Where the box, and the note after it, sit in the document; and the document's height. */
const layout = (session: Session) =>
  session.run((launched: string) => {
    const place = (element: Element) => {
      const { top, left, width, height } = element.getBoundingClientRect();
      return [top + scrollY, left, width, height].map(Math.round);
    };
    const box = document.querySelector('[data-testid="chart-box"]')!;
    const note = [...document.querySelectorAll('main p')].find(
      (p) => p.textContent?.trim() === launched,
    )!;
    return { box: place(box), note: place(note), height: document.documentElement.scrollHeight };
  }, content.contract.launched);

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as [string, Viewport][]) {
  test(`on a ${name}, one click loads the embed into the reserved box, in the page's scheme, moving nothing`, async ({
    session,
  }) => {
    const standIn = await session.driver.standIn(embed.origin, STAND_IN);
    await session.open('contract', viewport);
    const policy = await session.run(() =>
      document
        .querySelector('meta[http-equiv="Content-Security-Policy"]')!
        .getAttribute('content')!,
    );
    expect(policy).toContain(`frame-src ${embed.origin};`);
    // The header carries only what a meta cannot: who may frame the site.
    const header = await session.run(async () =>
      (await fetch(location.href)).headers.get('content-security-policy'),
    );
    expect(header).toBe(FRAME_ANCESTORS);
    // Home's policy frames the chart too: the shell goes to /contract without a reload, and the
    // document keeps the policy of the page it was loaded as.
    const home = await session.run(async () => {
      const response = await fetch(new URL('.', location.href));
      const html = new DOMParser().parseFromString(await response.text(), 'text/html');
      return (
        html.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ??
        ''
      );
    });
    expect(home).toContain(`frame-src ${embed.origin};`);
    await session.run((origin: string) => {
      const w = window as unknown as { standIns: string[] };
      w.standIns = [];
      addEventListener('message', (event) => {
        if (event.origin === origin) w.standIns.push(event.data.standIn);
      });
    }, embed.origin);
    // Clear of the phone's fixed bottom nav, which WebDriver's scroll-into-view leaves it under.
    await session.run(() =>
      document.querySelector('[data-testid="chart-box"]')!.scrollIntoView({ block: 'center' }),
    );
    const before = await layout(session);

    await session.click(button);
    await expect.poll(() => session.count(frame)).toBe(1);
    const dark = await session.run(() => matchMedia('(prefers-color-scheme: dark)').matches);
    const src = dark ? embed.dark : embed.light;
    expect(await session.attribute(frame, 'src')).toBe(src);
    expect(await session.count(button)).toBe(0);

    if (standIn) {
      await expect
        .poll(() => session.run(() => (window as unknown as { standIns: string[] }).standIns))
        .toEqual([src]);
      expect(standIn.requests()).toEqual([src]);
    }
    // The frame fills the box that was there from the first paint, and nothing around it moved.
    const fills = await session.run(() => {
      const box = document.querySelector('[data-testid="chart-box"]')!;
      const { width, height } = document
        .querySelector('[data-testid="chart-box"] iframe')!
        .getBoundingClientRect();
      return [Math.round(width), Math.round(height), box.clientWidth, box.clientHeight];
    });
    expect(fills.slice(0, 2)).toEqual(fills.slice(2));
    expect(await layout(session)).toEqual(before);
  });
}

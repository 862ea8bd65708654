import { routes } from '../data/routes';
import { siteConfig } from '../lib/brand';
import { connectOrigins } from '../lib/connect-origins';
import { test, expect, openPage } from './fixtures';
import { scaled } from './harness/machine';

/** mulberry32: a tiny seeded PRNG, so a failing run can be replayed with MONKEY_SEED. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ACTIONS = Number(process.env.MONKEY_ACTIONS ?? 300);
const KEYS = ['Tab', 'Shift+Tab', 'Enter', 'Space', 'Escape', 'ArrowDown', 'ArrowUp', 'Backspace'];
const TEXT = ['uwu', '<b>senpai</b>', '🎌', '-5', '1e9', '   ', 'שלום', '42', 'x'.repeat(300)];
const TARGETS =
  'a[href]:not([target="_blank"]), button, input, label, [role="button"], h1, h2, p, img';

// The monkey may press /contract's Live price and Check the token, whose requests its abort of the
// internet fails: the origins the page's connect-src allows, as the build lists them.
const apis = connectOrigins(siteConfig()).map((origin) =>
  origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'),
);
test.use({
  allowConsole: new RegExp(`Could not play the UwU sound|net::ERR_FAILED (${apis.join('|')})/`),
});

test('a seeded monkey clicks, types and navigates everywhere without an error', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(360_000));
  const seed = Number(process.env.MONKEY_SEED ?? Math.floor(Math.random() * 2 ** 31));
  testInfo.annotations.push({ type: 'seed', description: String(seed) });
  console.log(`monkey seed: ${seed} (replay with MONKEY_SEED=${seed})`);
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;

  // External links would leave the site; the monkey never follows them.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  await openPage(page, pick(routes));

  const log: string[] = [];
  try {
    for (let i = 0; i < ACTIONS; i += 1) {
      const roll = next();
      if (roll < 0.05) {
        const route = pick(routes);
        log.push(`goto ${route}`);
        await openPage(page, route);
      } else if (roll < 0.6) {
        // Pick and mark the target inside the page, so a navigation in between cannot stall the test.
        const picked = await page
          .evaluate(
            ({ selector, r }) => {
              document.querySelector('[data-monkey]')?.removeAttribute('data-monkey');
              const visible = [...document.querySelectorAll<HTMLElement>(selector)].filter(
                (el) => el.offsetWidth > 0 && el.offsetHeight > 0,
              );
              const el = visible[Math.floor(r * visible.length)];
              el?.setAttribute('data-monkey', '');
              return el?.outerHTML.slice(0, 80) ?? null;
            },
            { selector: TARGETS, r: next() },
          )
          .catch(() => null);
        if (!picked) continue;
        log.push(`click ${picked}`);
        await page
          .locator('[data-monkey]')
          .click({ timeout: 1_000 })
          .catch(() => {});
      } else if (roll < 0.85) {
        const key = pick(KEYS);
        log.push(`press ${key}`);
        await page.keyboard.press(key);
      } else {
        const text = pick(TEXT);
        log.push(`type ${text.slice(0, 20)}`);
        await page.keyboard.type(text, { delay: 0 }).catch(() => {});
      }
      // Keep the monkey on this site, whatever it pressed.
      if (!page.url().startsWith(testInfo.project.use.baseURL ?? 'http://127.0.0.1')) {
        await page.goto('/');
      }
    }
    await expect(page.locator('body')).toBeVisible();
  } catch (error) {
    console.log(`monkey failed with seed ${seed}; last actions:\n${log.slice(-15).join('\n')}`);
    throw error;
  }
});

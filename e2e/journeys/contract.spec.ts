import { siteConfig } from '../../lib/brand';
import { FRAME_ANCESTORS } from '../../scripts/lib/csp';
import { test, expect, WAIT } from './fixtures';
import { DESKTOP, PHONE, byCss, byRole, byText } from './engines/driver';
import { content, fill, startsWith } from '../support/content';

const config = siteConfig();

// The journeys to the token, in every engine (see journeys.spec.ts): copying the address on
// /contract, and the way to buy from home's strip to the wallets' links and the chart's frame.

test.describe('/contract', () => {
  const copy = byRole('button', content.contract.copy);
  const copied = byText(content.contract.copied);

  test('copies the address and says it was copied, for 2 s', async ({ session }) => {
    await session.open('/contract');
    // Recorded on the way through: the site's Permissions-Policy forbids reading it back. The
    // message's changes are timed in the page, as the visitor sees them (these drivers have no
    // clock the test could hold): it may not clear before 2 s after the write is done (the site's
    // 2 s start then), and it must be clear once a 2 s timer of the test's own has fired, set as
    // the message shows (after the site's timer): timers of one delay fire in the order they were
    // set, and the render the site's timer queued runs before two later message hops. Order, not
    // elapsed time, bounds it, so a busy machine cannot decide the result.
    await session.run(() => {
      const w = window as unknown as {
        copied: string;
        written?: number;
        shown: [number, string, boolean][];
        atTwoSeconds?: string;
      };
      const hop = () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        });
      const write = navigator.clipboard.writeText.bind(navigator.clipboard);
      navigator.clipboard.writeText = (value: string) => {
        w.copied = value;
        return write(value).then(() => void (w.written = performance.now()));
      };
      w.shown = [];
      const live = document.querySelector('main p[aria-live]')!;
      new MutationObserver(() => {
        const box = live.getBoundingClientRect();
        const visible =
          box.width > 0 &&
          box.height > 0 &&
          live.checkVisibility({ visibilityProperty: true, opacityProperty: false });
        w.shown.push([performance.now(), live.textContent ?? '', visible]);
        if (w.shown.length > 1) return;
        void hop().then(() =>
          setTimeout(async () => {
            await hop();
            await hop();
            w.atTwoSeconds = live.textContent ?? '';
          }, 2_000),
        );
      }).observe(live, { subtree: true, childList: true, characterData: true });
    });
    await session.click(copy);
    type Copy = { shown: [number, string, boolean][]; written: number; atTwoSeconds: string };
    const timed = () => session.run(() => 'atTwoSeconds' in window);
    await expect.poll(timed, WAIT).toBe(true);
    expect(await session.run(() => (window as unknown as { copied: string }).copied)).toBe(
      config.contractAddress,
    );
    expect(await session.count(copied)).toBe(0);
    const { shown, written, atTwoSeconds } = await session.run(() => {
      const { shown, written, atTwoSeconds } = window as unknown as Copy;
      return { shown, written, atTwoSeconds };
    });
    // Shown (and visible as it showed), then cleared.
    expect(shown.map(([, message]) => message)).toEqual([content.contract.copied, '']);
    expect(shown[0]![2]).toBe(true);
    const [, [clearedAt]] = shown as [[number, string, boolean], [number, string, boolean]];
    // Not cleared before 2 s (50 ms for the engines' coarsened clocks), and clear at 2 s.
    expect(clearedAt - written).toBeGreaterThanOrEqual(1_950);
    expect(atTwoSeconds).toBe('');
  });

  test('selects the address and says how to copy it when the clipboard is refused', async ({
    session,
  }) => {
    await session.open('/contract');
    await session.run(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException('refused', 'NotAllowedError'));
    });
    await session.click(copy);
    await expect.poll(() => session.visible(byText(/address is selected/))).toBe(true);
    expect(await session.count(copied)).toBe(0);
    expect(await session.run(() => window.getSelection()?.toString())).toBe(config.contractAddress);
  });
});

test.describe('the way to buy', () => {
  const encode = encodeURIComponent;

  test('on a phone, home shows the address and How to buy first, which leads to the steps', async ({
    session,
  }) => {
    await session.open('/', PHONE);
    const strip = byRole('region', content.home.contractStrip.heading);
    const copy = byRole('button', content.contract.copy, { within: strip });
    expect(await session.visible(copy)).toBe(true);
    const bottom = await session.run(
      () =>
        document.querySelector('section[aria-labelledby="strip-heading"]')!.getBoundingClientRect()
          .bottom,
    );
    expect(bottom).toBeLessThanOrEqual(PHONE.height);
    await session.click(byRole('link', content.home.contractStrip.howToBuy, { within: strip }));
    await expect.poll(() => session.path()).toBe('/contract');
    expect(await session.run(() => location.hash)).toBe('#how-to-buy');
    await expect
      .poll(() => session.visible(byRole('heading', content.contract.howToBuy.heading)))
      .toBe(true);
    // The desktop's columns keep the links card; the strip is for phones only.
    await session.open('/', DESKTOP);
    expect(await session.visible(strip)).toBe(false);
  });

  test('the wallet and share links carry the encoded token page and canonical URL', async ({
    session,
  }) => {
    await session.open('/contract');
    const ref = encode(config.siteUrl);
    const token = encode(config.tokenUrl!);
    // A computer's pointer is fine: the wallet links are there for touch screens only.
    const phantom = byRole('link', fill(content.contract.howToBuy.openIn, { wallet: 'Phantom' }), {
      hidden: true,
    });
    expect(await session.attribute(phantom, 'href')).toBe(
      `https://phantom.app/ul/browse/${token}?ref=${ref}`,
    );
    expect(
      await session.attribute(
        byRole('link', fill(content.contract.howToBuy.openIn, { wallet: 'Solflare' }), {
          hidden: true,
        }),
        'href',
      ),
    ).toBe(`https://solflare.com/ul/v1/browse/${token}?ref=${ref}`);
    expect(await session.visible(phantom)).toBe(false);
    expect(await session.visible(byText(content.contract.howToBuy.onComputer))).toBe(true);

    const footer = byRole('contentinfo');
    if (await session.run(() => typeof navigator.share === 'function')) {
      expect(
        await session.visible(
          byRole('button', content.site.footer.shareThisPage, { within: footer }),
        ),
      ).toBe(true);
    } else {
      const href = (network: string) =>
        session.attribute(
          byRole('link', startsWith(fill(content.site.footer.shareOn, { network })), {
            within: footer,
          }),
          'href',
        );
      const url = encode(`${config.siteUrl}/contract`);
      expect(await href('X')).toMatch(
        new RegExp(
          `^https://x\\.com/intent/post\\?text=[^&]*${encode(config.ticker)}[^&]*&url=${url}$`,
        ),
      );
      expect(await href('Telegram')).toMatch(
        new RegExp(`^https://t\\.me/share/url\\?url=${url}&text=[^&]*${encode(config.ticker)}`),
      );
    }
  });

  // The default build embeds no chart; a build with one (chart.rebrand.ts presses its button) may
  // frame its provider alone, and only after that press.
  const embed = config.chartEmbed;
  test('the page frames nothing until asked, and its policy names no frame but the chart', async ({
    session,
  }) => {
    await session.open('/contract');
    expect(
      await session.count(
        byRole('button', startsWith(content.contract.chartButton.split('{host}')[0]!)),
      ),
    ).toBe(embed ? 1 : 0);
    expect(await session.count(byCss('iframe'))).toBe(0);
    const [policy, header] = await session.run(async () => [
      document
        .querySelector('meta[http-equiv="Content-Security-Policy"]')!
        .getAttribute('content')!,
      (await fetch(location.href)).headers.get('content-security-policy') ?? '',
    ]);
    expect(policy!.match(/frame-src [^;]*/g)).toEqual([
      `frame-src ${embed ? embed.origin : "'none'"}`,
    ]);
    // The header carries only who may frame the site, which a meta cannot say.
    expect(header).toBe(FRAME_ANCESTORS);
  });
});

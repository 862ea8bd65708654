import type { Page } from '@playwright/test';
import { brandHex, DARK_CANVAS, DARK_SURFACE, LIGHT_CANVAS, siteConfig } from '../lib/brand';
import { test, expect, openPage } from './fixtures';
import { content, fill, navLink } from './support/content';
import { launchHash, telegramApp } from './support/telegram';

const config = siteConfig();

const storyButton = (page: Page) =>
  page.getByRole('button', { name: content.site.footer.shareToStory });

test.describe('in Telegram’s apps (TelegramWebviewProxy)', () => {
  test('launch: ready once drawn, expanded, Telegram painted in the page’s colours by its scheme', async ({
    page,
  }) => {
    const telegram = await telegramApp(page);
    await openPage(page, `/${launchHash()}`);
    await expect.poll(() => telegram.of('web_app_ready')).toHaveLength(1);
    expect(telegram.of('web_app_expand')).toHaveLength(1);
    expect(telegram.of('web_app_set_header_color')).toEqual([{ color: DARK_SURFACE }]);
    expect(telegram.of('web_app_set_background_color')).toEqual([{ color: DARK_CANVAS }]);

    await telegram.receive('theme_changed', { theme_params: { bg_color: '#ffffff' } });
    expect(telegram.of('web_app_set_header_color').at(-1)).toEqual({ color: brandHex() });
    expect(telegram.of('web_app_set_background_color').at(-1)).toEqual({ color: LIGHT_CANVAS });
  });

  test('the back button past the opened page, across the shell’s navigations', async ({ page }) => {
    const telegram = await telegramApp(page);
    await openPage(page, `/${launchHash()}`);
    const back = () => telegram.of('web_app_setup_back_button').at(-1);
    await expect.poll(back).toEqual({ is_visible: false });
    await navLink(page, content.site.nav.jobs).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect.poll(back).toEqual({ is_visible: true });
    // A new document on the tab (a reload) still knows it is in Telegram, and where it began.
    await page.reload();
    await expect.poll(() => telegram.of('web_app_ready')).toHaveLength(2);
    await expect.poll(back).toEqual({ is_visible: true });
    await telegram.receive('back_button_pressed');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(back).toEqual({ is_visible: false });
  });

  test('outside links open through Telegram, and the page stays', async ({ page, context }) => {
    const telegram = await telegramApp(page);
    await openPage(page, `/contract${launchHash()}`);
    await expect.poll(() => telegram.of('web_app_ready')).toHaveLength(1);
    let opened = 0;
    context.on('page', () => (opened += 1));
    await page.getByRole('banner').getByRole('link', { name: content.site.follow }).click();
    await expect.poll(() => telegram.of('web_app_open_link')).toEqual([{ url: config.socialUrl }]);
    expect(opened).toBe(0);
    await expect(page).toHaveURL(/\/contract/);
  });

  for (const route of ['/', '/profile', '/contract'] as const) {
    test(`${route}: Share to story sends the page’s own card, which the export has`, async ({
      page,
      request,
    }) => {
      const telegram = await telegramApp(page);
      await openPage(page, `${route}${launchHash('7.8')}`);
      await storyButton(page).click();
      const [story] = telegram.of('web_app_share_to_story') as {
        media_url: string;
        text: string;
      }[];
      const card = new URL(story!.media_url);
      expect(`${card.origin}${card.pathname}`).toMatch(new RegExp(`^${config.siteUrl}/`));
      expect(card.pathname).toMatch(/\.png$/);
      const text = route === '/' ? content.site.share.home : content.site.share.page;
      if (route === '/') expect(story!.text).toBe(text);
      else
        expect(story!.text).toBe(
          fill(text, { title: content.pages[route.slice(1) as 'profile'].title }),
        );
      const file = await request.get(card.pathname.slice(config.basePath.length));
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('image/png');
    });
  }

  test('a Telegram too old for stories shows no story control and sets no header colour', async ({
    page,
  }) => {
    const telegram = await telegramApp(page);
    await openPage(page, `/${launchHash('6.2')}`);
    await expect.poll(() => telegram.of('web_app_ready')).toHaveLength(1);
    await expect(storyButton(page)).toHaveCount(0);
    expect(telegram.of('web_app_set_header_color')).toEqual([]);
  });
});

test('outside Telegram nothing is posted, and the bridge never loads', async ({ page }) => {
  // The scripts a load fetches until `settled`: outside Telegram, until the network is idle; in
  // it, until the bridge has said ready (it may be asked for after an idle half-second on a busy
  // machine, so idleness alone would miss it).
  const scripts = async (hash: string, settled: () => Promise<void>) => {
    const loaded = new Set<string>();
    const listen = (response: { url(): string }) => {
      if (response.url().endsWith('.js')) loaded.add(new URL(response.url()).pathname);
    };
    page.on('response', listen);
    await openPage(page, `/${hash}`);
    await page.waitForLoadState('networkidle');
    await settled();
    page.off('response', listen);
    return loaded;
  };
  const telegram = await telegramApp(page);
  const outside = await scripts('', async () => {});
  expect(telegram.posted).toEqual([]);
  await expect(storyButton(page)).toHaveCount(0);
  // The same page in Telegram: the scripts it loads beyond those are the bridge's.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('about:blank');
  const inside = await scripts(launchHash(), () =>
    expect.poll(() => telegram.of('web_app_ready')).toHaveLength(1),
  );
  const bridge = [...inside].filter((script) => !outside.has(script));
  expect(bridge.length).toBeGreaterThan(0);
});

test.describe('in Telegram Web (a frame)', () => {
  // Telegram Web, faked at its own origin: a page that frames the site with the launch parameters
  // and records what the site posts to it, as https://web.telegram.org/k/ runs a Mini App.
  const TELEGRAM_WEB = 'https://web.telegram.org/k/';

  test('the site shows in the frame, says ready to its parent and opens outside links through it', async ({
    page,
    context,
    baseURL,
  }) => {
    // The test's site is on this machine, which Chromium keeps a public page from framing unless
    // the visitor allows it; the real site is public, as Telegram Web is.
    await context.grantPermissions(['local-network-access']);
    const src = `${baseURL}/contract${launchHash('8.0', 'weba')}`;
    await page.route(TELEGRAM_WEB, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Telegram Web</title>
          <script>
            window.posted = [];
            addEventListener('message', (event) => posted.push(JSON.parse(event.data)));
          </script>
          <iframe src="${src}" title="Mini App" width="420" height="800"></iframe>`,
      }),
    );
    await page.goto(TELEGRAM_WEB);
    const posted = (type: string) =>
      page.evaluate(
        (t) =>
          (window as unknown as { posted: { eventType: string; eventData: unknown }[] }).posted
            .filter((event) => event.eventType === t)
            .map((event) => event.eventData),
        type,
      );
    const app = page.frameLocator('iframe');
    await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => posted('web_app_ready')).toHaveLength(1);
    expect(await posted('web_app_set_header_color')).toEqual([{ color: DARK_SURFACE }]);

    // Telegram Web tells the frame of a new theme by posting to it.
    await page.evaluate(() =>
      document.querySelector('iframe')!.contentWindow!.postMessage(
        JSON.stringify({
          eventType: 'theme_changed',
          eventData: { theme_params: { bg_color: '#ffffff' } },
        }),
        '*',
      ),
    );
    await expect
      .poll(async () => (await posted('web_app_set_header_color')).at(-1))
      .toEqual({
        color: brandHex(),
      });

    await app.getByRole('banner').getByRole('link', { name: content.site.follow }).click();
    await expect.poll(() => posted('web_app_open_link')).toEqual([{ url: config.socialUrl }]);
    await app.getByRole('button', { name: content.site.footer.shareToStory }).click();
    await expect.poll(() => posted('web_app_share_to_story')).toHaveLength(1);
  });
});

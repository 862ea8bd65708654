/**
 * Telegram's apps, faked for the browser tests that open the site as a Mini App
 * (e2e/telegram.spec.ts, e2e/buy-in-wallet.spec.ts).
 */
import type { Page } from '@playwright/test';

type Posted = { type: string; data: unknown };

/** Telegram's launch parameters, as Telegram opens a Mini App (its dark theme unless told). */
export const launchHash = (version = '8.0', platform = 'android', bg = '#17212b') =>
  `#tgWebAppData=${encodeURIComponent('query_id=AA1&user=%7B%22id%22%3A1%7D&auth_date=1&hash=x')}` +
  `&tgWebAppVersion=${version}&tgWebAppPlatform=${platform}` +
  `&tgWebAppThemeParams=${encodeURIComponent(JSON.stringify({ bg_color: bg }))}`;

/**
 * Telegram's apps, faked: the `TelegramWebviewProxy` global they give a Mini App, whose postEvent
 * the test records (across the page's navigations), and their way in: `receiveEvent`.
 */
export async function telegramApp(page: Page) {
  const posted: Posted[] = [];
  await page.exposeFunction('recordTelegramEvent', (type: string, data: string) =>
    posted.push({ type, data: data ? JSON.parse(data) : null }),
  );
  await page.addInitScript(() => {
    const w = window as unknown as { recordTelegramEvent(t: string, d: string): void };
    Object.assign(window, {
      TelegramWebviewProxy: { postEvent: (t: string, d: string) => w.recordTelegramEvent(t, d) },
    });
  });
  const of = (type: string) => posted.filter((event) => event.type === type).map((e) => e.data);
  const receive = (type: string, data?: unknown) =>
    page.evaluate(
      ([t, d]) =>
        (
          window as unknown as {
            Telegram: { WebView: { receiveEvent(t: unknown, d: unknown): void } };
          }
        ).Telegram.WebView.receiveEvent(t, d),
      [type, data] as const,
    );
  return { posted, of, receive };
}

/**
 * Telegram's launch parameters, when the page was opened as a Mini App: Telegram puts them in the
 * address's hash (`#tgWebAppData=…&tgWebAppVersion=…&tgWebAppPlatform=…`). The shell's navigations
 * drop the hash, so they are kept for the tab, as Telegram's own script keeps them, with the page
 * the visitor opened. Every page ships this: the bridge loads only once they are found.
 */
export type TelegramLaunch = { params: URLSearchParams; opened: string };

const KEY = 'tgWebAppLaunch';

/**
 * Marks a link of the site's own that a Mini App opens in the phone's browser, not in Telegram:
 * the way out for a picture that nothing in Telegram can keep (lib/picture-exit.ts).
 */
export const OPEN_IN_BROWSER = 'data-open-in-browser';

export function telegramLaunch(): TelegramLaunch | null {
  const hash = location.hash.slice(1);
  const fresh = /(^|&)tgWebAppPlatform=/.test(hash)
    ? JSON.stringify({ params: hash, opened: location.pathname })
    : null;
  let kept = fresh;
  try {
    if (fresh) sessionStorage.setItem(KEY, fresh);
    else kept = sessionStorage.getItem(KEY);
  } catch {
    // Storage refused (a sandboxed frame): the hash alone tells.
  }
  if (!kept) return null;
  const { params, opened } = JSON.parse(kept) as { params: string; opened: string };
  return { params: new URLSearchParams(params), opened };
}

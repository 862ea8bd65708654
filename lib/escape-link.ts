/**
 * The page in the phone's browser, out of an app's: the way out the pictures offer
 * (lib/picture-exit.ts) and "Buy in your wallet" too (components/contract/wallet-first.tsx), in a
 * module of its own so a page that needs only the link loads none of inapp-spy's list of apps.
 * Android: an intent with no browser_fallback_url (with one, Telegram opens the fallback inside
 * itself). iOS 17 and later: Safari's own scheme. Elsewhere there is none. (A Telegram Mini App
 * needs none: Telegram opens the page itself, `pictureExits`.)
 */
export function escapeLink(url: string, ua: string): string | null {
  const { host, pathname, search } = new URL(url);
  if (/\bAndroid\b/i.test(ua))
    return `intent://${host}${pathname}${search}#Intent;scheme=https;end`;
  const ios = /\b(?:iPhone|iPad|iPod)\b.*? OS (\d+)_/.exec(ua);
  if (ios && Number(ios[1]) >= 17) return `x-safari-https://${host}${pathname}${search}`;
  return null;
}

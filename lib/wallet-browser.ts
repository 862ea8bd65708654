/**
 * Where the page is open, as "Buy in your wallet" needs to know it: inside a wallet's own browser,
 * or inside an app's browser where app links often do nothing. Read in the browser after the page
 * is drawn (components/contract/wallet-first.tsx); kept to a few globals and one user-agent test,
 * because it ships with /contract's first load.
 */
export type InjectedWallet = 'phantom' | 'trust' | 'metamask';

type Provider = { isPhantom?: boolean; isTrust?: boolean; isMetaMask?: boolean } | undefined;

type WalletGlobals = {
  phantom?: { solana?: Provider; ethereum?: Provider };
  trustwallet?: unknown;
  ethereum?: Provider;
};

/**
 * The wallet whose browser this is, by the provider it injects: Phantom's `window.phantom`
 * (Phantom's docs, "Detecting the provider"), Trust's `ethereum.isTrust` or `window.trustwallet`
 * (trust-web3-provider), MetaMask's `ethereum.isMetaMask`. In that order: the others set
 * `isMetaMask` too, for sites that only know MetaMask.
 */
export function injectedWallet(scope: object): InjectedWallet | null {
  const globals = scope as WalletGlobals;
  const { phantom, ethereum } = globals;
  if (phantom?.solana?.isPhantom || phantom?.ethereum?.isPhantom || ethereum?.isPhantom)
    return 'phantom';
  if (ethereum?.isTrust || globals.trustwallet) return 'trust';
  if (ethereum?.isMetaMask) return 'metamask';
  return null;
}

/**
 * Telegram's or X's in-app browser, where a tap on a wallet's app link often does nothing (an
 * open Telegram iOS bug; X blocks them). Telegram by the globals its browsers add, X by "Twitter"
 * in its user agent: inapp-spy's rules for the two, without the rest of its list. Not a Telegram
 * Mini App: there Telegram opens the links itself (lib/telegram/mini-app.ts).
 */
export function appLinksMayFail(scope: object, ua: string, miniApp: boolean): boolean {
  if (miniApp) return false;
  return telegramBrowser(scope) || /\bTwitter/i.test(ua);
}

/** Telegram's in-app browser, by the globals it adds (inapp-spy's rule). */
const telegramBrowser = (scope: object) =>
  ['TelegramWebview', 'TelegramWebviewProxy', 'TelegramWebviewProxyProto'].some(
    (name) => name in scope,
  );

/**
 * Inside Telegram: a Mini App, or Telegram's in-app browser. There a bot's t.me link opens the bot
 * in Telegram itself, so the trading bots come first (components/contract/telegram-first.tsx).
 */
export function insideTelegram(scope: object, miniApp: boolean): boolean {
  return miniApp || telegramBrowser(scope);
}

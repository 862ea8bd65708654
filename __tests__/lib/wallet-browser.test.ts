import { appLinksMayFail, injectedWallet } from '@/lib/wallet-browser';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const X_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Twitter for iPhone/10.49';

describe('injectedWallet', () => {
  it('names the wallet by the provider its browser injects', () => {
    expect(injectedWallet({ phantom: { solana: { isPhantom: true } } })).toBe('phantom');
    expect(injectedWallet({ ethereum: { isTrust: true } })).toBe('trust');
    expect(injectedWallet({ trustwallet: {} })).toBe('trust');
    expect(injectedWallet({ ethereum: { isMetaMask: true } })).toBe('metamask');
    expect(injectedWallet({})).toBeNull();
  });

  it('is not fooled by the isMetaMask that Phantom and Trust also set', () => {
    expect(
      injectedWallet({
        phantom: { ethereum: { isPhantom: true } },
        ethereum: { isPhantom: true, isMetaMask: true },
      }),
    ).toBe('phantom');
    expect(injectedWallet({ ethereum: { isTrust: true, isMetaMask: true } })).toBe('trust');
  });
});

describe('appLinksMayFail', () => {
  it("is so in Telegram's browser, by the globals it adds, and in X's, by its user agent", () => {
    for (const name of ['TelegramWebview', 'TelegramWebviewProxy', 'TelegramWebviewProxyProto']) {
      expect(appLinksMayFail({ [name]: {} }, ANDROID_CHROME, false)).toBe(true);
    }
    expect(appLinksMayFail({}, X_IPHONE, false)).toBe(true);
  });

  it('is not so in a plain browser, nor in a Telegram Mini App, where Telegram opens the links', () => {
    expect(appLinksMayFail({}, ANDROID_CHROME, false)).toBe(false);
    expect(appLinksMayFail({ TelegramWebviewProxy: {} }, ANDROID_CHROME, true)).toBe(false);
  });
});

import { escapeLink, pictureExits, remakeUrl } from '@/lib/picture-exit';
import { arrivedWith } from '@/lib/picture-return';
import { UA } from './user-agents';

const page = 'https://lewdin.example/ja?picture=meme&template=2&top=GM%20%26%20GN';

/** Telegram's own globals: the Android browser's interface, or a Mini App's proxy. */
function asTelegram(name: 'TelegramWebview' | 'TelegramWebviewProxy') {
  Object.defineProperty(window, name, { value: {}, configurable: true });
}

afterEach(() => {
  delete (window as { TelegramWebview?: unknown }).TelegramWebview;
  delete (window as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
});

describe('pictureExits', () => {
  it.each([
    ['Instagram on Android', UA.instagramAndroid],
    ['Facebook on Android', UA.facebookAndroid],
    ['TikTok on Android', UA.tiktokAndroid],
  ])('in %s, with no share sheet, offers no download and the intent out', (_app, ua) => {
    const exits = pictureExits({ ua, shareable: false, url: page });
    expect(exits).toEqual({
      download: false,
      stuck: true,
      escape:
        'intent://lewdin.example/ja?picture=meme&template=2&top=GM%20%26%20GN#Intent;scheme=https;end',
      throughTelegram: false,
    });
  });

  it('in Instagram on iOS 17 opens Safari by its own scheme', () => {
    expect(pictureExits({ ua: UA.instagramIos, shareable: false, url: page })).toEqual({
      download: false,
      stuck: true,
      escape: 'x-safari-https://lewdin.example/ja?picture=meme&template=2&top=GM%20%26%20GN',
      throughTelegram: false,
    });
  });

  it('in TikTok on iOS 16, which has no such scheme, says the visitor is stuck with no link', () => {
    expect(pictureExits({ ua: UA.tiktokIos16, shareable: false, url: page })).toEqual({
      download: false,
      stuck: true,
      escape: null,
      throughTelegram: false,
    });
  });

  it('in Telegram’s Android browser, known by its globals, shares but offers no download', () => {
    asTelegram('TelegramWebview');
    expect(pictureExits({ ua: UA.telegramAndroid, shareable: true, url: page })).toEqual({
      download: false,
      stuck: false,
      escape: null,
      throughTelegram: false,
    });
  });

  it('in a Telegram Mini App on Android, with no share sheet, has Telegram open the page outside', () => {
    asTelegram('TelegramWebviewProxy');
    expect(
      pictureExits({ ua: UA.chromeAndroid, shareable: false, url: page, miniApp: true }),
    ).toEqual({ download: false, stuck: true, escape: page, throughTelegram: true });
  });

  it('in Telegram’s proxy with no launch parameters (not a Mini App), takes the intent out', () => {
    asTelegram('TelegramWebviewProxy');
    expect(pictureExits({ ua: UA.chromeAndroid, shareable: false, url: page })).toMatchObject({
      stuck: true,
      escape: expect.stringMatching(/^intent:\/\/lewdin\.example\/ja\?/),
      throughTelegram: false,
    });
  });

  it.each([
    ['Chrome on Android', UA.chromeAndroid, true],
    ['Safari on iOS', UA.safariIos, true],
    ['Firefox on a computer', UA.firefoxDesktop, false],
  ])('in %s downloads and nothing more', (_browser, ua, shareable) => {
    expect(pictureExits({ ua, shareable, url: page })).toEqual({
      download: true,
      stuck: false,
      escape: null,
      throughTelegram: false,
    });
  });
});

describe('escapeLink', () => {
  it('keeps the host’s port and the query, drops the fragment, and names no fallback', () => {
    const link = escapeLink('https://127.0.0.1:4501/profile?picture=frame#top', UA.tiktokAndroid);
    expect(link).toBe('intent://127.0.0.1:4501/profile?picture=frame#Intent;scheme=https;end');
    expect(link).not.toContain('browser_fallback_url');
  });

  it('has none on a computer', () => {
    expect(escapeLink(page, UA.firefoxDesktop)).toBeNull();
  });
});

describe('the way back', () => {
  it('carries the picture’s fields, whatever they hold, and the page reads them on arrival', () => {
    const fields = { template: '1', top: 'GM & GN #wagmi', bottom: 'ワイフ?=/', corner: 'topLeft' };
    const url = remakeUrl('meme', fields, 'http://localhost/ja?utm=x&picture=frame#feed');
    expect(url.startsWith('http://localhost/ja?picture=meme&')).toBe(true);
    expect(url).not.toContain('#');

    history.replaceState(null, '', url);
    const arrived = arrivedWith('meme');
    expect(Object.fromEntries(arrived!)).toEqual({ picture: 'meme', ...fields });
    expect(arrivedWith('moment')).toBeNull();
  });
});

import { OPEN_IN_BROWSER, telegramLaunch } from '@/lib/telegram/launch';
import { schemeOf, startMiniApp, type MiniApp } from '@/lib/telegram/mini-app';

const colours = {
  light: { header: '#b0124f', background: '#f4f2ee' },
  dark: { header: '#1b1f23', background: '#0f1113' },
};
const launchHash = (version: string, theme = { bg_color: '#17212b' }) =>
  `#tgWebAppData=query_id%3D1&tgWebAppVersion=${version}&tgWebAppPlatform=android` +
  `&tgWebAppThemeParams=${encodeURIComponent(JSON.stringify(theme))}`;

type Posted = [string, unknown];
let posted: Posted[];
let app: MiniApp | undefined;

/** What Telegram's apps give a Mini App: a proxy whose postEvent takes the event and its JSON. */
beforeEach(() => {
  posted = [];
  sessionStorage.clear();
  (window as unknown as { TelegramWebviewProxy: unknown }).TelegramWebviewProxy = {
    postEvent: (type: string, data: string) => posted.push([type, JSON.parse(data || 'null')]),
  };
});
afterEach(() => {
  app?.stop();
  app = undefined;
  history.replaceState(null, '', '/');
});

/** Telegram's apps deliver an event by calling this global. */
const receive = (type: string, data?: unknown) =>
  (
    window as unknown as { Telegram: { WebView: { receiveEvent(t: string, d?: unknown): void } } }
  ).Telegram.WebView.receiveEvent(type, data);

function start(version = '8.0', path = '/') {
  history.replaceState(null, '', path + launchHash(version));
  const launch = telegramLaunch();
  if (!launch) throw new Error('no launch parameters');
  app = startMiniApp(launch, colours);
  return app;
}

const events = (type: string) => posted.filter(([name]) => name === type).map(([, data]) => data);

describe('telegramLaunch', () => {
  it('is null outside Telegram', () => {
    history.replaceState(null, '', '/#main');
    expect(telegramLaunch()).toBeNull();
  });

  it('keeps the launch parameters and the opened page for the tab, past a navigation', () => {
    history.replaceState(null, '', `/contract${launchHash('7.10')}`);
    expect(telegramLaunch()?.params.get('tgWebAppVersion')).toBe('7.10');
    history.pushState(null, '', '/jobs');
    const kept = telegramLaunch();
    expect(kept?.params.get('tgWebAppPlatform')).toBe('android');
    expect(kept?.opened).toBe('/contract');
  });
});

describe('startMiniApp', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('expands, paints Telegram in the page’s colours for its scheme, then says ready once drawn', () => {
    start();
    expect(events('web_app_expand')).toHaveLength(1);
    expect(events('web_app_set_header_color')).toEqual([{ color: colours.dark.header }]);
    expect(events('web_app_set_background_color')).toEqual([{ color: colours.dark.background }]);
    expect(events('web_app_ready')).toHaveLength(0);
    jest.runAllTimers();
    expect(events('web_app_ready')).toHaveLength(1);
  });

  it('follows the scheme Telegram reports', () => {
    start();
    receive('theme_changed', { theme_params: { bg_color: '#ffffff' } });
    expect(events('web_app_set_header_color').at(-1)).toEqual({ color: colours.light.header });
    expect(events('web_app_set_background_color').at(-1)).toEqual({
      color: colours.light.background,
    });
  });

  it('reads a scheme from Telegram’s background as Telegram’s own script does', () => {
    expect(schemeOf({ bg_color: '#17212b' })).toBe('dark');
    expect(schemeOf({ bg_color: '#ffffff' })).toBe('light');
    expect(schemeOf({ bg_color: 'not a colour' })).toBe('light');
    expect(schemeOf({})).toBe('light');
  });

  it('shows Telegram’s back button past the opened page, and goes back on its press', () => {
    const back = jest.spyOn(history, 'back').mockImplementation(() => {});
    const miniApp = start('8.0', '/contract');
    miniApp.route('/contract');
    miniApp.route('/jobs');
    miniApp.route('/contract.html');
    expect(events('web_app_setup_back_button')).toEqual([
      { is_visible: false },
      { is_visible: true },
      { is_visible: false },
    ]);
    receive('back_button_pressed');
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });

  it('opens outside links through Telegram, t.me links in Telegram itself, and leaves its own', () => {
    start();
    const click = (href: string) => {
      const link = document.createElement('a');
      link.href = href;
      link.innerHTML = '<span>go</span>';
      document.body.append(link);
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      link.querySelector('span')!.dispatchEvent(event);
      link.remove();
      return event.defaultPrevented;
    };
    expect(click('https://x.com/lewdin')).toBe(true);
    expect(click('https://t.me/lewdin_chat?start=hi')).toBe(true);
    expect(click('/jobs')).toBe(false);
    expect(click('phantom://browse')).toBe(false);
    expect(events('web_app_open_link')).toEqual([{ url: 'https://x.com/lewdin' }]);
    expect(events('web_app_open_tg_link')).toEqual([{ path_full: '/lewdin_chat?start=hi' }]);
  });

  it('opens a picture’s way out (a link of the site’s own) in the phone’s browser, as it can', () => {
    const out = () => {
      const link = document.createElement('a');
      link.href = '/ja?picture=meme&template=2';
      link.setAttribute(OPEN_IN_BROWSER, '');
      document.body.append(link);
      link.click();
      link.remove();
    };
    start('8.0');
    out();
    app?.stop();
    start('7.0');
    out();
    expect(events('web_app_open_link')).toEqual([
      { url: 'http://localhost/ja?picture=meme&template=2', try_browser: 'chrome' },
      { url: 'http://localhost/ja?picture=meme&template=2' },
    ]);
  });

  it('shares a story where Telegram’s version has them, its line cut to Telegram’s 200', () => {
    const story = { mediaUrl: 'https://lewdin.example/og.png', text: 'あ'.repeat(250) };
    start('7.8').shareToStory?.(story);
    expect(events('web_app_share_to_story')).toEqual([
      { media_url: story.mediaUrl, text: 'あ'.repeat(200) },
    ]);
  });

  it('offers no story, and no header colour, where Telegram’s version is too old', () => {
    const miniApp = start('6.1');
    expect(miniApp.shareToStory).toBeNull();
    expect(events('web_app_set_header_color')).toEqual([]);
    expect(events('web_app_set_background_color')).toHaveLength(1);
  });
});

/**
 * The site as a Telegram Mini App, through Telegram's bridge (@tma.js/bridge:
 * `TelegramWebviewProxy.postEvent` in the apps, `postMessage` to the parent in Telegram Web).
 * Loaded only when the page has Telegram's launch parameters (./launch.ts).
 */
import { on, postEvent, supports } from '@tma.js/bridge';
import { OPEN_IN_BROWSER, type TelegramLaunch } from './launch';

/** Telegram's header and background, in the page's own colours, for each scheme. */
export type MiniAppColours = Record<Scheme, { header: string; background: string }>;
type Scheme = 'light' | 'dark';

/** What "Share to story" sends: the page's share card (an https PNG) and its line. */
export type Story = { mediaUrl: string; text: string };

export type MiniApp = {
  /** Telegram's back button while the visitor is past the page they opened. */
  route(pathname: string): void;
  /** Null where Telegram's version has no stories. */
  shareToStory: ((story: Story) => void) | null;
  stop(): void;
};

type Method = Parameters<typeof supports>[0];

// Telegram caps a story's caption at 200 characters for most accounts.
const STORY_TEXT_MAX = 200;

/** A page's address without the forms the same page may take (`/contract.html`, `/contract/`). */
const pageOf = (pathname: string) => pathname.replace(/(\.html|\/)$/, '') || '/';

/** Telegram's scheme, as its own script tells it: from its background colour's lightness. */
export function schemeOf(themeParams: Record<string, unknown>): Scheme {
  const match = /^#?([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(
    String(themeParams.bg_color ?? ''),
  );
  if (!match) return 'light';
  const [r, g, b] = match.slice(1).map((channel) => parseInt(channel, 16));
  return Math.sqrt(0.299 * r! ** 2 + 0.587 * g! ** 2 + 0.114 * b! ** 2) < 120 ? 'dark' : 'light';
}

function parseTheme(json: string | null): Record<string, unknown> {
  try {
    return JSON.parse(json ?? '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

export function startMiniApp({ params, opened }: TelegramLaunch, colours: MiniAppColours): MiniApp {
  const version = params.get('tgWebAppVersion') ?? '6.0';
  const can = (method: Method) => supports(method, version);
  const post = ((...args: unknown[]) => {
    try {
      (postEvent as (...args: unknown[]) => void)(...args);
    } catch {
      // Telegram went away (the frame's parent closed): nothing to tell.
    }
  }) as typeof postEvent;

  const paint = (scheme: Scheme) => {
    if (supports('web_app_set_header_color', 'color', version))
      post('web_app_set_header_color', { color: colours[scheme].header as `#${string}` });
    if (can('web_app_set_background_color'))
      post('web_app_set_background_color', { color: colours[scheme].background as `#${string}` });
  };

  /** Outside links open through Telegram, which keeps the Mini App; t.me links in Telegram itself. */
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const url = new URL(link.href, location.href);
    const toBrowser = link.hasAttribute(OPEN_IN_BROWSER);
    if (!/^https?:$/.test(url.protocol) || (url.origin === location.origin && !toBrowser)) return;
    event.preventDefault();
    if (url.hostname === 't.me' && can('web_app_open_tg_link'))
      post('web_app_open_tg_link', { path_full: url.pathname + url.search });
    else if (toBrowser && supports('web_app_open_link', 'try_browser', version))
      post('web_app_open_link', { url: url.href, try_browser: 'chrome' });
    else post('web_app_open_link', { url: url.href });
  };
  document.addEventListener('click', onClick, true);

  const stopTheme = on('theme_changed', ({ theme_params }) =>
    paint(schemeOf(theme_params as Record<string, unknown>)),
  );
  const stopBack = on('back_button_pressed', () => history.back());

  paint(schemeOf(parseTheme(params.get('tgWebAppThemeParams'))));
  post('web_app_expand');
  // Ready once the page is drawn, so Telegram lifts its placeholder onto the page, not a blank.
  requestAnimationFrame(() => setTimeout(() => post('web_app_ready')));

  return {
    route(pathname) {
      if (can('web_app_setup_back_button'))
        post('web_app_setup_back_button', { is_visible: pageOf(pathname) !== pageOf(opened) });
    },
    shareToStory: can('web_app_share_to_story')
      ? ({ mediaUrl, text }) =>
          post('web_app_share_to_story', {
            media_url: mediaUrl,
            text: Array.from(text).slice(0, STORY_TEXT_MAX).join(''),
          })
      : null,
    stop() {
      document.removeEventListener('click', onClick, true);
      stopTheme();
      stopBack();
    },
  };
}

/**
 * Which ways out a made picture has where the visitor is. Part of the picture share's chunk: it
 * loads with the picture, never with the page.
 */
import InAppSpy from 'inapp-spy';
import { escapeLink } from './escape-link';
import { PICTURE_PARAM, type PictureKind } from './picture-return';

export { escapeLink };

export type PictureExits = {
  /** A download link saves the file here. */
  download: boolean;
  /** Neither the share sheet nor a download can keep the picture here. */
  stuck: boolean;
  /** The link out to the phone's own browser, when this phone has one. */
  escape: string | null;
  /** In a Telegram Mini App, Telegram opens `escape` in the phone's browser. */
  throughTelegram: boolean;
};

type Where = {
  ua: string;
  /** The share sheet takes the file (navigator.canShare, asked after the tap). */
  shareable: boolean;
  /** The page to open outside, with what makes the picture again (lib/picture-return.ts). */
  url: string;
  /** Opened as a Telegram Mini App (lib/telegram/launch.ts). */
  miniApp?: boolean;
};

/**
 * In an app's browser (inapp-spy: Instagram, Facebook, TikTok… by their user agents, Telegram by
 * its own globals) a `blob:` download does nothing on Android and opens without saving on iOS, so
 * Download is not offered there; where the share sheet is missing too, the visitor is stuck and
 * gets the link out.
 */
export function pictureExits({ ua, shareable, url, miniApp = false }: Where): PictureExits {
  const { isInApp } = InAppSpy({ ua });
  const stuck = isInApp && !shareable;
  const throughTelegram = stuck && miniApp;
  const escape = stuck ? (throughTelegram ? url : escapeLink(url, ua)) : null;
  return { download: !isInApp, stuck, escape, throughTelegram };
}

/** This page's address with the picture's fields, and nothing else of the visit's query or fragment. */
export function remakeUrl(
  kind: PictureKind,
  fields: Readonly<Record<string, string>>,
  href: string,
): string {
  const url = new URL(href);
  url.hash = '';
  url.search = new URLSearchParams({ [PICTURE_PARAM]: kind, ...fields }).toString();
  return url.href;
}

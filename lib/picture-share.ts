/**
 * Pure helpers of the picture share (components/share/picture-share/): the X link and the
 * downloaded file's name. The page ships them, so nothing here imports build code.
 */
import { fill } from '@/lib/fill';

/** X's post page with the line as the post's text; X loads nothing until the visitor follows it. */
export function xIntentUrl(line: string): string {
  return `https://x.com/intent/post?text=${encodeURIComponent(line)}`;
}

const SLUG_MAX = 40;

/**
 * A part of a file name: letters and digits of any script (marks kept with their letters), every
 * run of anything else one hyphen, at most SLUG_MAX characters; `fallback` when nothing is left.
 */
export function slug(value: string, fallback: string): string {
  const cleaned = value
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const cut = Array.from(cleaned).slice(0, SLUG_MAX).join('').replace(/-+$/, '');
  return cut || fallback;
}

/**
 * A picture's file name: the content's template with each value made file-name safe, and `.png`;
 * `fallback` (slugged) when nothing is left.
 */
export function pngName(
  template: string,
  values: Readonly<Record<string, string | undefined>>,
  fallback: string,
): string {
  const safe = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, slug(value ?? '', key)]),
  );
  // The template's own characters are the team's; only the ones no file system takes go.
  const name = fill(template, safe)
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-')
    .replace(/^[.\s-]+|[.\s-]+$/g, '');
  return `${name || slug(fallback, 'picture')}.png`;
}

/** The file's name for its type: a picture over the size rule is a JPEG (lib/canvas/fit.ts). */
export function pictureName(name: string, type: string): string {
  return type === 'image/jpeg' ? name.replace(/\.png$/, '.jpg') : name;
}

/** Every word the picture share shows or announces, from the content file, filled in already. */
export type PictureShareText = {
  /** Announced while the picture is made. */
  drawing: string;
  /** Announced when it is shown. */
  ready: string;
  share: string;
  download: string;
  postOnX: string;
  /** After a link that opens a new tab, for screen readers. */
  newTab: string;
  /** Under "Post on X": X takes the line, the visitor attaches the picture. */
  attachNote: string;
  /** On touch screens (in-app browsers block downloads): a long press on the picture saves it. */
  touchHint: string;
  /** In an app's browser that can neither share nor save the picture. */
  stuck: string;
  /** The link out of it to the phone's own browser, with what makes the picture again. */
  openInBrowser: string;
  /** The drawing code did not load (offline, or the site was updated since the page loaded). */
  loadError: string;
  drawError: string;
  /** The share sheet failed (a cancelled sheet is not a failure and says nothing). */
  shareError: string;
  retry: string;
  reload: string;
};

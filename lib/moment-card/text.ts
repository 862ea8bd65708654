/**
 * The words of a moment's Share control, its dialog and its picture, and the pure helpers that fill
 * them in. The page ships these (they run before the card's own chunk is fetched), so nothing here
 * imports the brand's build code: the server passes the brand's values in as `MomentCardBrand`.
 */

import { fill as fillTemplate } from '@/lib/fill';
import { pngName, slug, type PictureShareText } from '@/lib/picture-share';

/**
 * Every word the Share feature shows, announces, draws or writes. Run-time placeholders:
 * `{author}` (the moment's author), `{brand}`, `{ticker}`, `{site}` (the site's address as the
 * card shows it, "lewdin.example") and `{url}` (home's canonical URL).
 */
export type MomentShareText = PictureShareText & {
  /** The visible label of the control on each moment. */
  control: string;
  /** Its accessible name, which starts with `control`: "Share {author}'s moment as a picture". */
  controlLabel: string;
  /** The dialog's heading, which names it for screen readers. */
  dialogTitle: string;
  /** The close button. */
  close: string;
  /** The picture's alt text. */
  imageAlt: string;
  /** The line shared with the picture and posted on X; carries `{ticker}` and `{url}`. */
  line: string;
  /** A small line drawn on the picture. */
  cardNote: string;
  /** The downloaded file's name without `.png`; each placeholder is made file-name safe. */
  fileName: string;
};

/** The brand as the card draws it, worked out on the server (lib/moment-card/site.ts). */
export type MomentCardBrand = {
  name: string;
  mark: string;
  ticker: string;
  /** The site's address as the card shows it: "lewdin.example", "user.github.io/repo". */
  address: string;
  /** Home's canonical URL, which the share line carries. */
  url: string;
  /** The loading screen's mascot as the build made it (a URL on this site). */
  mascot: string;
  /** The page's language (BCP 47) and direction: a right-to-left card is mirrored. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** The manifest of the page's script's face (lib/canvas/picture-font.ts), or null. */
  pictureFont?: string | null;
  /** #rrggbb, the light scheme's: the card is one picture for every screen. */
  colors: {
    brand: string;
    accent: string;
    onBrand: string;
    /** The post's panel, text and avatar, as the feed draws them. */
    surface: string;
    ink: string;
    avatar: string;
    avatarInk: string;
  };
};

export type MomentShareProps = { text: MomentShareText; brand: MomentCardBrand };

/** What the card says about one moment. */
export type CardMoment = { author: string; text: string };

export type TemplateValues = Partial<
  Record<'author' | 'brand' | 'ticker' | 'site' | 'url', string>
>;

/**
 * The template with each known `{name}` replaced by its value; an unknown one stays as written.
 * One pass (lib/fill.ts), so a value that itself contains "{url}" is never filled in again.
 */
export function fill(template: string, values: TemplateValues): string {
  const known = Object.entries(values).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return fillTemplate(template, Object.fromEntries(known));
}

/** The brand's placeholders, plus the author's when a moment is named. */
export function brandValues(brand: MomentCardBrand, author?: string): TemplateValues {
  const values: TemplateValues = {
    brand: brand.name,
    ticker: brand.ticker,
    site: brand.address,
    url: brand.url,
  };
  if (author !== undefined) values.author = author;
  return values;
}

/** The avatar's letter, as the feed shows it beside the moment. */
export function initialOf(author: string): string {
  return Array.from(author)[0]?.toUpperCase() ?? '?';
}

/** The line that goes with the picture: to the share sheet, and as the text of X's post. */
export function shareLine(text: MomentShareText, brand: MomentCardBrand): string {
  return fill(text.line, brandValues(brand));
}

/** The downloaded picture's name: the template with file-name-safe values, and `.png`. */
export function downloadName(
  text: MomentShareText,
  brand: MomentCardBrand,
  author: string,
): string {
  return pngName(text.fileName, brandValues(brand, author), slug(brand.name, 'moment'));
}

/**
 * The checks of a single value of the site config, each naming its variable when the value is
 * wrong (SiteConfigError), so a bad value fails the build. `npm run setup` asks with the same
 * checks. The values that depend on the token's chain are checked in ./chain-config.ts.
 */
import { isHexColor, textContrastProblem } from './colors';
import { LaunchAtError, parseLaunchAt } from '../launch/launch-at';

export const MASCOT_TYPES = ['png', 'webp', 'jpg', 'jpeg', 'svg'] as const;
const MAX_MARK_LENGTH = 3;

export class SiteConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid site config: ${variable} ${problem}`);
    this.name = 'SiteConfigError';
  }
}

export function checkHttps(variable: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SiteConfigError(variable, `must be an absolute https:// URL (got "${value}").`);
  }
  if (url.protocol !== 'https:') {
    throw new SiteConfigError(variable, `must use https:// (got "${value}").`);
  }
  return value.replace(/\/+$/, '');
}

// BotFather's direct link to a Mini App: a bot's username (5-32 characters, ending in "bot"), the
// app's short name (3-30), and optionally the start parameter Telegram hands the app.
const TELEGRAM_APP_LINK =
  /^https:\/\/t\.me\/[A-Za-z][A-Za-z0-9_]{1,28}bot\/[A-Za-z0-9_]{3,30}(\?startapp=[A-Za-z0-9_-]{1,512})?$/i;

/** A Mini App's direct link, or null when none is set. */
export function checkTelegramApp(variable: string, value: string): string | null {
  if (!value) return null;
  if (!TELEGRAM_APP_LINK.test(value)) {
    throw new SiteConfigError(
      variable,
      `must be the Mini App's direct link from BotFather, https://t.me/<bot>/<app> (got "${value}").`,
    );
  }
  return value;
}

/** A sound is a path on this site (the base path is added) or an https URL. */
export function checkSound(variable: string, value: string, basePath: string): string {
  if (value.startsWith('/') && !value.startsWith('//')) return `${basePath}${value}`;
  return checkHttps(variable, value);
}

export function checkColor(variable: string, value: string): string {
  if (!isHexColor(value)) {
    throw new SiteConfigError(
      variable,
      `must be a colour written #rgb or #rrggbb (got "${value}").`,
    );
  }
  const problem = textContrastProblem(value);
  if (problem) throw new SiteConfigError(variable, `"${value}" cannot carry text: ${problem}.`);
  return value.toLowerCase();
}

/**
 * Visible characters: grapheme clusters, so an emoji with modifiers counts once, leaving out
 * spaces and invisible format characters (a zero-width space is no mark).
 */
export function visibleLength(value: string): number {
  return [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(value)].filter(
    ({ segment }) => !/^[\s\p{Cf}\p{Cc}]+$/u.test(segment),
  ).length;
}

/** "LewdIn" -> "Lw", "PepeIn" -> "Pp": the first letter and the next consonant. */
export function deriveMark(brandName: string): string {
  const [first, ...rest] = [...brandName.replace(/[^\p{L}\p{N}]/gu, '')];
  if (first === undefined) return '';
  const next = rest.find((c) => /\p{L}/u.test(c) && !/[aeiouy]/i.test(c));
  return `${first.toUpperCase()}${(next ?? rest[0] ?? '').toLowerCase()}`;
}

export function checkMark(value: string): string {
  const length = visibleLength(value);
  if (length === 0 || length > MAX_MARK_LENGTH) {
    throw new SiteConfigError(
      'NEXT_PUBLIC_BRAND_MARK',
      `must be 1–${MAX_MARK_LENGTH} visible characters (got "${value}", ${length}).`,
    );
  }
  return value;
}

/** Only the file's name is checked here; ./mascot.ts reads its header before the build. */
export function checkMascotPath(value: string | null): string | null {
  if (value === null) return null;
  const extension = value.split('.').pop()?.toLowerCase() ?? '';
  if (value.startsWith('/') || value.split(/[\\/]/).includes('..')) {
    throw new SiteConfigError(
      'NEXT_PUBLIC_MASCOT',
      `must be a path inside the project, such as brand/mascot.png (got "${value}").`,
    );
  }
  if (!(MASCOT_TYPES as readonly string[]).includes(extension)) {
    throw new SiteConfigError(
      'NEXT_PUBLIC_MASCOT',
      `must be a PNG, WebP, JPEG or SVG file (got "${value}").`,
    );
  }
  return value;
}

/** The launch instant in UTC (`2026-12-01T18:00:00Z`), or null when none is announced. */
export function readLaunchAt(value: string): string | null {
  if (!value) return null;
  try {
    return parseLaunchAt(value);
  } catch (error) {
    if (error instanceof LaunchAtError)
      throw new SiteConfigError('NEXT_PUBLIC_LAUNCH_AT', error.message);
    throw error;
  }
}

/**
 * The brand's colour maths: every shade the UI uses, in the light and the dark scheme, derived from
 * the two configured colours. Pure, so the build, the share images and the tests share it.
 * Contrast follows WCAG 2.x (relative luminance of sRGB channels).
 */

import { DARK_CANVAS, DARK_SURFACE, LIGHT_CANVAS, neutrals, type Neutrals } from './neutrals';

export type Rgb = readonly [number, number, number];

/** AA for body-size text. */
const MIN_TEXT_CONTRAST = 4.5;

const WHITE = '#ffffff';

/** Brand text in the dark scheme aims higher than AA, so its tints stay readable under it. */
const DARK_TEXT_CONTRAST = 6.5;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: string): boolean {
  return HEX.test(value);
}

/** `#rgb` or `#rrggbb` to channels; throws on anything else (check with isHexColor first). */
export function parseHex(value: string): Rgb {
  if (!isHexColor(value)) throw new Error(`not a #rgb or #rrggbb colour: "${value}"`);
  const digits = value.slice(1);
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((d) => d + d)
          .join('')
      : digits;
  const channel = (i: number) => parseInt(full.slice(i, i + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Channels as CSS wants them for `rgb(var(--x) / alpha)`: "176 18 79". */
export function toChannels([r, g, b]: Rgb): string {
  return `${r} ${g} ${b}`;
}

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `amount` of `to` over `from` (0 = from, 1 = to), rounded to whole channels. */
export function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  const channel = (i: 0 | 1 | 2) => Math.round(from[i] + (to[i] - from[i]) * amount);
  return [channel(0), channel(1), channel(2)];
}

/**
 * The first mix of `from` towards `to`, in steps of 2%, that reaches `ratio` against `against`
 * (`to` itself if none does; callers pick a `to` that always does).
 */
function mixUntil(from: Rgb, to: Rgb, against: Rgb, ratio: number, start = 0): Rgb {
  for (let step = Math.round(start * 50); step <= 50; step += 1) {
    const candidate = mix(from, to, step / 50);
    if (contrastRatio(candidate, against) >= ratio) return candidate;
  }
  return to;
}

const white = parseHex(WHITE);
const black: Rgb = [0, 0, 0];

/** The brand and accent families, one set per colour scheme. */
export type BrandTokens = {
  brand: Rgb;
  /** Hover and pressed shade of a filled brand surface; a gradient's first stop. */
  brandDark: Rgb;
  /** A tinted background that brand text still reads on. */
  brandSoft: Rgb;
  accent: Rgb;
  accentSoft: Rgb;
  /** Text on a filled brand surface (and on the brand gradient). */
  onBrand: Rgb;
  /** Text on a filled accent surface. */
  onAccent: Rgb;
};

export type BrandPalette = { light: BrandTokens; dark: BrandTokens };

/** A tint of `color` towards `base` on which `color` as text still reaches AA. */
function soft(color: Rgb, base: Rgb, start: number): Rgb {
  // Moving the tint towards the base raises the contrast with the colour.
  return mixUntil(color, base, color, MIN_TEXT_CONTRAST, start);
}

function lightTokens(brand: Rgb, accent: Rgb): BrandTokens {
  return {
    brand,
    brandDark: mix(brand, black, 0.25),
    brandSoft: soft(brand, white, 0.9),
    accent,
    accentSoft: soft(accent, white, 0.88),
    // The build refuses a brand or accent colour that white text does not read on.
    onBrand: white,
    onAccent: white,
  };
}

function darkTokens(brand: Rgb, accent: Rgb): BrandTokens {
  const surface = parseHex(DARK_SURFACE);
  const canvas = parseHex(DARK_CANVAS);
  // Lightened until it reads as text on the lighter of the two dark surfaces (so on both), with
  // room to spare so that its soft tint can still be told from the card.
  const darkBrand = mixUntil(brand, white, surface, DARK_TEXT_CONTRAST);
  const darkAccent = mixUntil(accent, white, surface, DARK_TEXT_CONTRAST);
  return {
    brand: darkBrand,
    // Lighter still: a hover that stands out on a dark page and keeps the dark text readable.
    brandDark: mix(darkBrand, white, 0.2),
    brandSoft: soft(darkBrand, surface, 0.75),
    accent: darkAccent,
    accentSoft: soft(darkAccent, surface, 0.75),
    // The fills are light here: the dark page colour reads on them (it is darker than the card
    // they reach 4.5:1 against).
    onBrand: canvas,
    onAccent: canvas,
  };
}

export function brandPalette(brandColor: string, accentColor: string): BrandPalette {
  const brand = parseHex(brandColor);
  const accent = parseHex(accentColor);
  return { light: lightTokens(brand, accent), dark: darkTokens(brand, accent) };
}

const BRAND_VARIABLES: Record<keyof BrandTokens, string> = {
  brand: '--brand',
  brandDark: '--brand-dark',
  brandSoft: '--brand-soft',
  accent: '--accent',
  accentSoft: '--accent-soft',
  onBrand: '--on-brand',
  onAccent: '--on-accent',
};

const NEUTRAL_VARIABLES: Record<keyof Neutrals, string> = {
  canvas: '--canvas',
  surface: '--surface',
  ink: '--ink',
  muted: '--muted',
  line: '--line',
  field: '--field',
  success: '--success',
  onSuccess: '--on-success',
  warning: '--warning',
};

function declarations(tokens: BrandTokens, page: Neutrals): string {
  const neutral = (Object.keys(NEUTRAL_VARIABLES) as (keyof Neutrals)[]).map(
    (key) => `${NEUTRAL_VARIABLES[key]}:${toChannels(parseHex(page[key]))}`,
  );
  const brand = (Object.keys(BRAND_VARIABLES) as (keyof BrandTokens)[]).map(
    (key) => `${BRAND_VARIABLES[key]}:${toChannels(tokens[key])}`,
  );
  return [...neutral, ...brand].join(';');
}

/**
 * Every colour token as `:root` blocks (light, then dark), as RGB channels for tailwind.config.ts:
 * the neutrals, then the brand and accent families.
 */
export function tokensCss(palette: BrandPalette): string {
  return `:root{${declarations(palette.light, neutrals.light)}}@media (prefers-color-scheme:dark){:root{${declarations(palette.dark, neutrals.dark)}}}`;
}

/**
 * Why a colour cannot carry text, or null if it can: white text on it (which is also it on the
 * white cards), and it as link text on the page behind the cards.
 */
export function textContrastProblem(color: string): string | null {
  const rgb = parseHex(color);
  const checks: [string, number][] = [
    ['white text on it', contrastRatio(white, rgb)],
    [`as text on the page surface ${LIGHT_CANVAS}`, contrastRatio(rgb, parseHex(LIGHT_CANVAS))],
  ];
  const failing = checks.find(([, ratio]) => ratio < MIN_TEXT_CONTRAST);
  if (!failing) return null;
  const [what, ratio] = failing;
  return `${what} has a contrast ratio of ${formatRatio(ratio)}, under the ${MIN_TEXT_CONTRAST}:1 WCAG AA needs`;
}

/** Rounded down, so 4.49 never prints as a passing 4.5. */
export function formatRatio(ratio: number): string {
  return `${Math.floor(ratio * 100) / 100}:1`;
}

function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, l];
  const s = d / (1 - Math.abs(2 * l - 1));
  const h =
    max === rn ? ((gn - bn) / d + 6) % 6 : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h * 60, s, l];
}

function fromHsl([h, s, l]: [number, number, number]): Rgb {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return [r, g, b].map((v) => Math.round((v + m) * 255)) as unknown as Rgb;
}

/** How far round the colour wheel the accent sits from the brand colour (LewdIn: crimson, violet). */
const ACCENT_TURN = -75;

/**
 * An accent for a brand colour: its hue turned by ACCENT_TURN, same saturation and lightness,
 * darkened until it carries text as the build requires (textContrastProblem).
 */
export function accentFor(brandColor: string): string {
  const [h, s, l] = toHsl(parseHex(brandColor));
  const turned = fromHsl([(h + ACCENT_TURN + 360) % 360, s, l]);
  for (let step = 0; step <= 50; step += 1) {
    const candidate = toHex(mix(turned, black, step / 50));
    if (!textContrastProblem(candidate)) return candidate;
  }
  return toHex(black);
}

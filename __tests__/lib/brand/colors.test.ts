import {
  brandPalette,
  contrastRatio,
  formatRatio,
  isHexColor,
  mix,
  parseHex,
  relativeLuminance,
  textContrastProblem,
  toChannels,
  toHex,
  tokensCss,
  type BrandTokens,
} from '@/lib/brand/colors';
import {
  DARK_CANVAS,
  DARK_SURFACE,
  LIGHT_CANVAS,
  LIGHT_SURFACE,
  neutrals,
} from '@/lib/brand/neutrals';

describe('colour parsing', () => {
  it.each([
    ['#b0124f', [176, 18, 79]],
    ['#B0124F', [176, 18, 79]],
    ['#fff', [255, 255, 255]],
    ['#0a3', [0, 170, 51]],
  ])('reads %s', (value, rgb) => {
    expect(isHexColor(value)).toBe(true);
    expect(parseHex(value)).toEqual(rgb);
  });

  it.each(['b0124f', '#b0124', '#b0124f0', '#ggg', 'red', 'rgb(1,2,3)', '', '#b0124f '])(
    'refuses %p',
    (value) => {
      expect(isHexColor(value)).toBe(false);
      expect(() => parseHex(value)).toThrow();
    },
  );

  it('writes hex and CSS channels back', () => {
    expect(toHex([176, 18, 79])).toBe('#b0124f');
    expect(toHex([0, 10, 255])).toBe('#000aff');
    expect(toChannels([176, 18, 79])).toBe('176 18 79');
  });
});

describe('WCAG 2.x contrast', () => {
  it('has the reference luminances and ratios', () => {
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 5);
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5);
    // #767676 on white is the well-known 4.54:1 grey.
    expect(contrastRatio(parseHex('#767676'), parseHex('#fff'))).toBeCloseTo(4.54, 2);
    // Pure blue on white: 8.59:1.
    expect(contrastRatio(parseHex('#00f'), parseHex('#fff'))).toBeCloseTo(8.59, 2);
  });

  it('mixes channel by channel', () => {
    expect(mix([0, 0, 0], [255, 255, 255], 0.5)).toEqual([128, 128, 128]);
    expect(mix([10, 20, 30], [10, 20, 30], 0.7)).toEqual([10, 20, 30]);
  });

  it('rounds ratios down when it prints them', () => {
    expect(formatRatio(4.499)).toBe('4.49:1');
    expect(formatRatio(7)).toBe('7:1');
  });
});

describe('textContrastProblem', () => {
  it.each(['#b0124f', '#5b21b6', '#0f6b3a', '#000'])('accepts %s', (color) => {
    expect(textContrastProblem(color)).toBeNull();
  });

  it('names white text and the ratio when white does not read on the colour', () => {
    expect(textContrastProblem('#ff8fb1')).toMatch(
      /^white text on it has a contrast ratio of 2\.\d+:1/,
    );
  });

  it('catches a colour that passes on white but not as text on the page surface', () => {
    // #767676: 4.54:1 with white, but 4.1:1 on the #f4f2ee page.
    expect(textContrastProblem('#767676')).toMatch(
      new RegExp(`as text on the page surface ${LIGHT_CANVAS} has a contrast ratio of 4\\.\\d+:1`),
    );
  });
});

const samples: [string, string][] = [
  ['#b0124f', '#5b21b6'],
  ['#1d6b2f', '#0b5394'],
  ['#000000', '#6b3a00'],
  ['#2b2bd9', '#a3154d'],
  ['#6d28d9', '#0e7490'],
];

const ratio = (a: readonly number[], b: string) =>
  contrastRatio(a as [number, number, number], parseHex(b));
const pair = (a: readonly number[], b: readonly number[]) =>
  contrastRatio(a as [number, number, number], b as [number, number, number]);

describe.each(samples)('palette for brand %s and accent %s', (brand, accent) => {
  const palette = brandPalette(brand, accent);

  it('keeps the configured colours in the light scheme, with white text on them', () => {
    expect(toHex(palette.light.brand)).toBe(brand);
    expect(toHex(palette.light.accent)).toBe(accent);
    expect(toHex(palette.light.onBrand)).toBe('#ffffff');
  });

  it.each([
    ['light', [LIGHT_SURFACE, LIGHT_CANVAS]],
    ['dark', [DARK_SURFACE, DARK_CANVAS]],
  ] as const)('reads as text in the %s scheme', (scheme, surfaces) => {
    const tokens: BrandTokens = palette[scheme];
    for (const surface of surfaces) {
      expect(ratio(tokens.brand, surface)).toBeGreaterThanOrEqual(4.5);
      expect(ratio(tokens.accent, surface)).toBeGreaterThanOrEqual(4.5);
    }
    // Filled surfaces, the hover shade and every stop of the brand gradient carry on-brand text.
    for (const fill of [tokens.brand, tokens.brandDark, tokens.accent]) {
      expect(pair(tokens.onBrand, fill)).toBeGreaterThanOrEqual(4.5);
    }
    expect(pair(tokens.onAccent, tokens.accent)).toBeGreaterThanOrEqual(4.5);
    // Brand text on its soft tint (pills, badges, active nav).
    expect(pair(tokens.brand, tokens.brandSoft)).toBeGreaterThanOrEqual(4.5);
    expect(pair(tokens.accent, tokens.accentSoft)).toBeGreaterThanOrEqual(4.5);
  });

  it('tints the soft shades towards the surface of their scheme', () => {
    expect(relativeLuminance(palette.light.brandSoft)).toBeGreaterThan(0.7);
    expect(relativeLuminance(palette.dark.brandSoft)).toBeLessThan(0.1);
    // Still told apart from the dark card it sits on.
    expect(ratio(palette.dark.brandSoft, DARK_SURFACE)).toBeGreaterThan(1.2);
    expect(ratio(palette.dark.accentSoft, DARK_SURFACE)).toBeGreaterThan(1.2);
  });
});

describe('tokensCss', () => {
  const css = tokensCss(brandPalette('#b0124f', '#5b21b6'));
  const [light = '', dark = ''] = css.split('@media (prefers-color-scheme:dark)');
  const channels = (hex: string) => toChannels(parseHex(hex));

  it('writes every token for the light scheme and again for the dark one', () => {
    expect(light).toMatch(/^:root\{--canvas:/);
    for (const block of [light, dark]) {
      for (const name of [
        'canvas',
        'surface',
        'ink',
        'muted',
        'line',
        'field',
        'success',
        'on-success',
        'warning',
        'brand',
        'brand-dark',
        'brand-soft',
        'accent',
        'accent-soft',
        'on-brand',
        'on-accent',
      ]) {
        expect(block).toMatch(new RegExp(`--${name}:\\d+ \\d+ \\d+[;}]`));
      }
    }
    expect(light).toContain('--brand:176 18 79;');
    expect(dark).not.toContain('--brand:176 18 79;');
  });

  it('gives the stylesheet the very surfaces the contrast checks read', () => {
    expect(light).toContain(
      `--canvas:${channels(LIGHT_CANVAS)};--surface:${channels(LIGHT_SURFACE)};`,
    );
    expect(dark).toContain(
      `--canvas:${channels(DARK_CANVAS)};--surface:${channels(DARK_SURFACE)};`,
    );
  });
});

describe('the warning colour', () => {
  // A contradicted claim and a source's danger are written in it, on the cards and the page.
  it.each([
    ['light', neutrals.light.warning, LIGHT_SURFACE, LIGHT_CANVAS],
    ['dark', neutrals.dark.warning, DARK_SURFACE, DARK_CANVAS],
  ])(
    'reads as text on both surfaces of the %s scheme (WCAG AA)',
    (_scheme, warning, ...grounds) => {
      for (const ground of grounds) {
        expect(contrastRatio(parseHex(warning), parseHex(ground))).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});

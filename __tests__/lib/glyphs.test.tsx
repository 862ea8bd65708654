/**
 * @jest-environment node
 */
import { isValidElement, type ReactElement } from 'react';
import opentype from 'opentype.js';
import { siteDefaults } from '@/lib/brand/config';
import { checkDrawable } from '@/lib/build/brand/drawable';
import { SiteConfigError } from '@/lib/brand/checks';
import { readSiteConfig } from '@/lib/brand/env';
import { glyphsFor, glyphText, type Glyphs } from '@/lib/build/glyphs';

// Reads and cuts real font files with WebAssembly: slow on a busy CI machine.
jest.setTimeout(30_000);

function fontWith(glyphs: Glyphs, character: string, weight: number): opentype.Font {
  const found = (glyphs.fonts ?? [])
    .filter((font) => font.weight === weight && font.name !== 'geist')
    .map(({ data }) =>
      opentype.parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength)),
    )
    .find((font) => font.charToGlyphIndex(character) > 0);
  if (!found) throw new Error(`no ${weight} font draws ${character}`);
  return found;
}

describe('glyphsFor', () => {
  it('leaves Latin text to next/og’s own font', async () => {
    const glyphs = await glyphsFor('LewdIn $LEWD Where waifus network professionally™ · …');
    expect(glyphs).toEqual({ fonts: undefined, emoji: new Map(), missing: [] });
  });

  it.each([
    ['kanji', '猫'],
    ['kana', 'ネコ'],
    ['hanzi only the Chinese font has', '喵'],
    ['hangul', '냥이'],
    ['Greek', 'ψυχή'],
    ['Georgian', 'ქართული'],
    ['Armenian', 'Հայերեն'],
    ['Ethiopic', 'አማርኛ'],
  ])('draws %s with a font cut to those characters, at both weights', async (_label, text) => {
    const glyphs = await glyphsFor(text);
    expect(glyphs.missing).toEqual([]);
    expect(glyphs.fonts?.[0]?.name).toBe('geist');
    for (const character of text.normalize('NFC')) {
      if (/\p{M}/u.test(character)) continue;
      for (const weight of [400, 700]) {
        const font = fontWith(glyphs, character, weight);
        const outline = font.charToGlyph(character).getPath(0, 0, 72);
        expect(outline.commands.length).toBeGreaterThan(4);
      }
    }
    const bytes = (glyphs.fonts ?? []).slice(1).reduce((sum, font) => sum + font.data.length, 0);
    expect(bytes).toBeLessThan(20_000);
  });

  it.each([
    ['Arabic with its comma, question mark and harakat', 'قطٌّ، لماذا؟'],
    ['Hebrew with niqqud', 'שָׁלוֹם'],
    ['Persian and Urdu letters', 'پ چ ژ گ ک ی ے ٹ ڈ ڑ ں ہ'],
    ['Hindi with a reordered vowel sign and conjuncts', 'हिन्दी क्ष स्त्री'],
    ['Bengali', 'বাংলা'],
    ['Tamil with a two-part vowel', 'தமிழ் கொ'],
    ['Thai with stacked marks', 'ที่นี่'],
    ['Khmer with subscript consonants', 'ខ្មែរ'],
    ['Myanmar', 'မြန်မာ'],
  ])('shapes %s itself: nothing missing, no font for next/og', async (_label, text) => {
    expect(await glyphsFor(text)).toEqual({ fonts: undefined, emoji: new Map(), missing: [] });
  });

  it('cuts the two weights from the variable font at different outlines', async () => {
    const glyphs = await glyphsFor('猫');
    const outline = (weight: number) =>
      fontWith(glyphs, '猫', weight).charToGlyph('猫').getPath(0, 0, 100).toPathData(1);
    expect(outline(700)).not.toEqual(outline(400));
  });

  it.each([
    ['an emoji', '🐸'],
    ['a red heart with its variation selector', '❤️'],
    ['a heart without it, which no font has', '❤'],
    ['a joined sequence with a skin tone', '👩🏽‍💻'],
    ['a flag', '🇯🇵'],
    ['a keycap', '1️⃣'],
  ])('draws %s as a Twemoji image', async (_label, text) => {
    const glyphs = await glyphsFor(text);
    expect(glyphs.missing).toEqual([]);
    expect(glyphs.emoji.get(text)).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(glyphs.emoji.get(text)!.split(',')[1]!, 'base64').toString();
    expect(svg).toContain('<svg');
  });

  it.each([
    ['Egyptian hieroglyphs', '𓀀', ['𓀀']],
    ['a rare ideograph', '𠀀', ['𠀀']],
    ['Syriac, which no bundled font draws', 'ܐ', ['ܐ']],
    ['Arabic Extended-C, which Noto Sans Arabic lacks', '𐻂', ['𐻂']],
    ['Tibetan, which no family here shapes', 'ཀི', ['ཀི']],
    ['Oriya, likewise', 'ଓ', ['ଓ']],
    ['an emoji newer than Twemoji', '🫩', ['🫩']],
  ])('reports %s as missing', async (_label, text, missing) => {
    expect((await glyphsFor(text)).missing).toEqual(missing);
  });
});

describe('checkDrawable', () => {
  // A renamed brand needs an address of its own (lib/brand/env.ts): "soon" is one.
  const config = (env: Record<string, string>) =>
    readSiteConfig({ NEXT_PUBLIC_CONTRACT_ADDRESS: 'soon', ...env }, siteDefaults);

  it('passes the default brand and a brand in kanji, hangul and emoji', async () => {
    await expect(checkDrawable(config({}))).resolves.toBeUndefined();
    await expect(
      checkDrawable(
        config({
          NEXT_PUBLIC_BRAND_MARK: '猫',
          NEXT_PUBLIC_BRAND_NAME: '냥이🐸',
          NEXT_PUBLIC_TICKER: '$ネコ',
        }),
      ),
    ).resolves.toBeUndefined();
  });

  it('names the variable, its value and each character nothing can draw', async () => {
    const check = checkDrawable(config({ NEXT_PUBLIC_BRAND_MARK: '𓀀' }));
    await expect(check).rejects.toThrow(SiteConfigError);
    await expect(check).rejects.toThrow(
      'Invalid site config: NEXT_PUBLIC_BRAND_MARK "𓀀" has characters the share cards and icons cannot draw: 𓀀 (U+13000).',
    );
  });

  it('passes a brand in Arabic and Hebrew', async () => {
    await expect(
      checkDrawable(config({ NEXT_PUBLIC_BRAND_NAME: 'قطة', NEXT_PUBLIC_TICKER: '$חתול' })),
    ).resolves.toBeUndefined();
  });

  it.each([
    ['NEXT_PUBLIC_BRAND_NAME', 'Cat ܐ', 'ܐ (U+0710)'],
    ['NEXT_PUBLIC_TICKER', '$𠀀', '𠀀 (U+20000)'],
    ['NEXT_PUBLIC_TAGLINE', 'Tired 🫩', '🫩 (U+1FAE9)'],
  ])('checks %s too', async (variable, value, characters) => {
    await expect(checkDrawable(config({ [variable]: value }))).rejects.toThrow(
      `${variable} "${value}" has characters the share cards and icons cannot draw: ${characters}.`,
    );
  });
});

describe('glyphText', () => {
  it('passes text without emoji through as it is', async () => {
    expect(glyphText('猫', 60, await glyphsFor('猫'))).toBe('猫');
  });

  it('puts each emoji in a row as an image the size of the font', async () => {
    const text = 'Pepe 🐸 In';
    const row = glyphText(text, 64, await glyphsFor(text)) as ReactElement<{
      children: unknown[];
    }>;
    expect(isValidElement(row)).toBe(true);
    const [before, image, after] = row.props.children as [string, ReactElement, string];
    expect([before, after]).toEqual(['Pepe ', ' In']);
    expect(image.props).toMatchObject({ width: 64, height: 64, alt: '' });
  });
});

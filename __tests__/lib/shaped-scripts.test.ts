/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { glyphsFor, layoutShaped, type ShapedStyle } from '@/lib/build/glyphs';
import { parsedFont, shapedFamily, shapedFont, type ShapedFamily } from '@/lib/build/glyphs/fonts';
import { shapedSvg, type ShapedLayout } from '@/lib/build/glyphs/shaped-text';

// Cuts real font files, shapes with WebAssembly and runs HarfBuzz's own wrapper in a child process.
jest.setTimeout(30_000);

const style: ShapedStyle = { fontSize: 72, weight: 700, lineHeight: 90, maxWidth: 2000 };

/** One word per script the cards shape, its family, and what a reader expects of it. */
const WORDS = [
  { script: 'Hindi', word: 'हिन्दी', family: 'noto-sans-devanagari' },
  { script: 'Marathi', word: 'मराठी', family: 'noto-sans-devanagari' },
  { script: 'Nepali', word: 'नेपाली', family: 'noto-sans-devanagari' },
  { script: 'Bengali', word: 'কিক্ষ', family: 'noto-sans-bengali' },
  { script: 'Gurmukhi', word: 'ਪੰਜਾਬੀ', family: 'noto-sans-gurmukhi' },
  { script: 'Gujarati', word: 'ગુજરાતી', family: 'noto-sans-gujarati' },
  { script: 'Tamil', word: 'கொ', family: 'noto-sans-tamil' },
  { script: 'Telugu', word: 'తెలుగు', family: 'noto-sans-telugu' },
  { script: 'Kannada', word: 'ಕನ್ನಡ', family: 'noto-sans-kannada' },
  { script: 'Malayalam', word: 'മലയാളം', family: 'noto-sans-malayalam' },
  { script: 'Sinhala', word: 'සිංහල', family: 'noto-sans-sinhala' },
  { script: 'Thai', word: 'ที่นี่', family: 'noto-sans-thai' },
  { script: 'Lao', word: 'ພາສາລາວ', family: 'noto-sans-lao' },
  { script: 'Khmer', word: 'ខ្មែរ', family: 'noto-sans-khmer' },
  { script: 'Myanmar', word: 'မြန်မာ', family: 'noto-sans-myanmar' },
  { script: 'Persian', word: 'پژوهشگر', family: 'noto-sans-arabic' },
  { script: 'Urdu', word: 'ٹھنڈےگاؤں', family: 'noto-sans-arabic' },
] as const satisfies readonly { script: string; word: string; family: ShapedFamily }[];

const tmp = path.join(os.tmpdir(), 'lewdin-shaped-scripts');

async function layout(text: string): Promise<ShapedLayout> {
  return layoutShaped(text, style, await glyphsFor(text));
}

/** The glyphs of a one-line layout, left to right. */
const glyphIds = ({ lines }: ShapedLayout) => lines[0]!.glyphs.map((g) => g.glyph);

/** The cut font the card path shapes `word` with (the same bytes: cut once per process). */
const fontFor = (family: ShapedFamily, word: string) => shapedFont(family, [...word], 700);

/** Its glyph for a character, as its character map has it. */
const cmap = async (family: ShapedFamily, word: string, character: string) =>
  parsedFont(await fontFor(family, word)).charToGlyphIndex(character);

/**
 * HarfBuzz's own answer, through harfbuzzjs's published JavaScript API (an ES module, so in a child
 * Node process) rather than the build's calls into its C API: each word's glyphs, in visual order.
 */
function harfbuzzOwn(jobs: { font: string; text: string }[]): number[][] {
  const script = `
    import * as hb from 'harfbuzzjs';
    import { readFileSync } from 'node:fs';
    const jobs = JSON.parse(readFileSync(0, 'utf8'));
    const out = jobs.map(({ font, text }) => {
      const face = new hb.Face(new hb.Blob(readFileSync(font)));
      const buffer = new hb.Buffer();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(new hb.Font(face), buffer);
      return buffer.getGlyphInfos().map((info) => info.codepoint);
    });
    process.stdout.write(JSON.stringify(out));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    input: JSON.stringify(jobs),
    cwd: process.cwd(),
  });
  return JSON.parse(output.toString()) as number[][];
}

let own: number[][];

beforeAll(async () => {
  mkdirSync(tmp, { recursive: true });
  const jobs = await Promise.all(
    WORDS.map(async ({ script, word, family }) => {
      const font = path.join(tmp, `${script}.ttf`);
      writeFileSync(font, await fontFor(family, word));
      return { font, text: word };
    }),
  );
  own = harfbuzzOwn(jobs);
});

describe('the share cards’ shaping of each script', () => {
  it.each(WORDS.map((entry, index) => ({ ...entry, index })))(
    'draws $script "$word" with the glyphs HarfBuzz itself gives, in its order',
    async ({ word, family, index }) => {
      expect([...word].every((c) => shapedFamily(c) === family)).toBe(true);
      const drawn = await layout(word);
      expect(drawn.lines).toHaveLength(1);
      expect(glyphIds(drawn)).toEqual(own[index]);
      expect(glyphIds(drawn)).not.toContain(0);
    },
  );

  it('puts Hindi’s i-matra first, before the consonant it follows, and joins न्द', async () => {
    const word = 'हिन्दी';
    const family = 'noto-sans-devanagari';
    const ids = glyphIds(await layout(word));
    const ha = await cmap(family, word, 'ह');
    // The i-matra (ि, typed after ह) is drawn first; the font picks its width for what it spans.
    expect(ids.indexOf(ha)).toBe(1);
    expect(ids[0]).not.toBe(ha);
    // The half na: no visible virama, and न's full form is not drawn.
    expect(ids).not.toContain(await cmap(family, word, '्'));
    expect(ids).not.toContain(await cmap(family, word, 'न'));
    expect(ids).toHaveLength(5);
  });

  it.each([
    ['Bengali', 'কি', 'noto-sans-bengali', 'ি', 'ক'],
    ['Gurmukhi', 'ਕਿ', 'noto-sans-gurmukhi', 'ਿ', 'ਕ'],
    ['Gujarati', 'કિ', 'noto-sans-gujarati', 'િ', 'ક'],
    ['Malayalam', 'കെ', 'noto-sans-malayalam', 'െ', 'ക'],
    ['Sinhala', 'කෙ', 'noto-sans-sinhala', 'ෙ', 'ක'],
    ['Khmer', 'ខ្មែរ', 'noto-sans-khmer', 'ែ', 'ខ'],
    ['Myanmar', 'မြန်', 'noto-sans-myanmar', 'ြ', 'မ'],
  ] as const)(
    'puts %s’s pre-base sign of "%s" before its consonant',
    async (_script, word, family, sign, consonant) => {
      const ids = glyphIds(await layout(word));
      const mapped = await Promise.all([...word].map((c) => cmap(family, word, c)));
      // The sign's own glyph, or a form of it the font picks for its width (no character's own).
      const signFirst = ids[0] === (await cmap(family, word, sign)) || !mapped.includes(ids[0]!);
      expect(signFirst).toBe(true);
      expect(ids.indexOf(await cmap(family, word, consonant))).toBeGreaterThan(0);
    },
  );

  it('splits Tamil’s two-part vowel ொ around its consonant', async () => {
    const word = 'கொ';
    const family = 'noto-sans-tamil';
    const ids = glyphIds(await layout(word));
    expect(ids).toEqual([
      await cmap(family, word, '\u0bc6'),
      await cmap(family, word, 'க'),
      await cmap(family, word, '\u0bbe'),
    ]);
  });

  it.each([
    ['Devanagari क्ष', 'क्ष', 'noto-sans-devanagari', '्'],
    ['Devanagari स्त', 'स्त', 'noto-sans-devanagari', '्'],
    ['Bengali ক্ষ', 'ক্ষ', 'noto-sans-bengali', '্'],
    ['Telugu క్ష', 'క్ష', 'noto-sans-telugu', '్'],
    ['Kannada ಕ್ಷ', 'ಕ್ಷ', 'noto-sans-kannada', '್'],
  ] as const)(
    'joins %s into a conjunct, no virama showing',
    async (_label, word, family, virama) => {
      const ids = glyphIds(await layout(word));
      expect(ids).not.toContain(await cmap(family, word, virama));
      expect(ids.length).toBeLessThanOrEqual(2);
    },
  );

  it('stacks Thai’s tone mark over its upper vowel, not into it', async () => {
    const { lines } = await layout('ที่');
    const [, vowel, tone] = lines[0]!.glyphs;
    const box = (g: typeof vowel) => parsedFont(g!.face.data).glyphs.get(g!.glyph).getBoundingBox();
    // Font units, y up: the tone mark's ink starts where the vowel's ends, or above.
    expect(box(tone).y1 - (tone!.y - vowel!.y) / tone!.face.scale).toBeGreaterThanOrEqual(
      box(vowel).y2 - 10,
    );
  });

  it('draws a Devanagari sentence left to right, its words in order', async () => {
    const text = 'काम पर बिल्लियाँ';
    const { direction, lines } = await layout(text);
    expect(direction).toBe('ltr');
    const xs = (from: number, to: number) =>
      lines[0]!.glyphs.filter((g) => g.cluster >= from && g.cluster < to).map((g) => g.x);
    expect(Math.max(...xs(0, 3))).toBeLessThan(Math.min(...xs(4, 6)));
    expect(Math.max(...xs(4, 6))).toBeLessThan(Math.min(...xs(7, text.length)));
  });

  it('keeps a Hindi danda with its words’ font, and breaks Thai between words', async () => {
    const hindi = await layout('नमस्ते।');
    expect(new Set(hindi.lines[0]!.glyphs.map((g) => g.face))).toHaveProperty('size', 1);
    const thai = 'ภาษาไทยง่ายมาก';
    const { lines } = await layoutShaped(thai, { ...style, maxWidth: 300 }, await glyphsFor(thai));
    expect(lines.length).toBeGreaterThan(1);
    // The first line ends at a word: ภาษา (language) or ภาษาไทย (Thai).
    const firstEnd = Math.max(...lines[0]!.glyphs.map((g) => g.cluster));
    expect([3, 6]).toContain(firstEnd);
  });

  it('writes each word as the card draws it, to look at', async () => {
    for (const { script, word } of WORDS) {
      const drawn = await layout(word);
      const svg = shapedSvg(drawn, '#000', style.fontSize);
      const file = path.join(tmp, `${script}.png`);
      await sharp(Buffer.from(svg)).flatten({ background: '#fff' }).png().toFile(file);
      const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
      const inked = data.filter((value, i) => i % info.channels === 0 && value < 128).length;
      expect(inked).toBeGreaterThan(100);
    }
  });
});

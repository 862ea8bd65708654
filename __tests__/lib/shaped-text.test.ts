/**
 * @jest-environment node
 */
import { glyphsFor, layoutShaped, paragraphDirection, type ShapedStyle } from '@/lib/build/glyphs';
import type { ShapedLayout } from '@/lib/build/glyphs/shaped-text';

// Cuts real font files and shapes with WebAssembly: slow on a busy CI machine.
jest.setTimeout(30_000);

const style: ShapedStyle = { fontSize: 40, weight: 700, lineHeight: 50, maxWidth: 2000 };

async function layout(text: string, more: Partial<ShapedStyle> = {}): Promise<ShapedLayout> {
  return layoutShaped(text, { ...style, ...more }, await glyphsFor(text));
}

/** The left edge of the ink of the characters from `from` to `to` (UTF-16 indices) on a line. */
function leftOf(line: ShapedLayout['lines'][number], from: number, to: number): number {
  const xs = [
    ...line.glyphs.filter((g) => g.cluster >= from && g.cluster < to).map((g) => g.x),
    ...line.images.filter((i) => i.cluster >= from && i.cluster < to).map((i) => i.x),
  ];
  if (xs.length === 0) throw new Error(`nothing drawn for ${from}–${to}`);
  return Math.min(...xs);
}

/** The glyphs of the characters from `from` to `to`, left to right. */
function glyphIds(line: ShapedLayout['lines'][number], from: number, to: number): number[] {
  return line.glyphs
    .filter((g) => g.cluster >= from && g.cluster < to)
    .sort((a, b) => a.x - b.x)
    .map((g) => g.glyph);
}

describe('the share cards’ glyph plan for right-to-left text', () => {
  it('puts an Arabic paragraph’s first word at the right and its letters right to left', async () => {
    const text = 'قطة لطيفة';
    const { direction, lines } = await layout(text);
    expect(direction).toBe('rtl');
    const [line] = lines;
    expect(leftOf(line!, 0, 3)).toBeGreaterThan(leftOf(line!, 4, 9));
    // Within a word, the logical first letter's ink starts right of the last one's.
    expect(leftOf(line!, 0, 1)).toBeGreaterThan(leftOf(line!, 2, 3));
  });

  it('joins Arabic letters: a letter inside a word is not drawn in its isolated form', async () => {
    const alone = await layout('ط');
    const joined = await layout('قطة');
    const isolated = glyphIds(alone.lines[0]!, 0, 1);
    expect(glyphIds(joined.lines[0]!, 1, 2)).not.toEqual(isolated);
    expect(glyphIds(joined.lines[0]!, 1, 2).length).toBeGreaterThan(0);
  });

  it('puts Hebrew right to left', async () => {
    const text = 'שלום עולם';
    const { direction, lines } = await layout(text);
    expect(direction).toBe('rtl');
    expect(leftOf(lines[0]!, 0, 4)).toBeGreaterThan(leftOf(lines[0]!, 5, 9));
    expect(leftOf(lines[0]!, 0, 1)).toBeGreaterThan(leftOf(lines[0]!, 3, 4));
  });

  it('keeps a Latin word left to right inside Arabic, and the emoji after it at its left', async () => {
    const text = 'اشتر LEWD 🐸';
    const { lines } = await layout(text);
    const line = lines[0]!;
    expect(leftOf(line, 0, 4)).toBeGreaterThan(leftOf(line, 5, 9));
    expect(leftOf(line, 5, 6)).toBeLessThan(leftOf(line, 8, 9));
    expect(leftOf(line, 10, 12)).toBeLessThan(leftOf(line, 5, 9));
  });

  it('puts Hebrew inside an English sentence in its place, its letters right to left', async () => {
    const text = 'Hello עולם world';
    const { direction, lines } = await layout(text);
    expect(direction).toBe('ltr');
    const line = lines[0]!;
    expect(leftOf(line, 0, 5)).toBeLessThan(leftOf(line, 6, 10));
    expect(leftOf(line, 6, 10)).toBeLessThan(leftOf(line, 11, 16));
    expect(leftOf(line, 6, 7)).toBeGreaterThan(leftOf(line, 9, 10));
  });

  it('breaks lines at spaces, the first words on the first line, each right-aligned', async () => {
    const text = 'قطة لطيفة تبحث عن عمل في المكتب الكبير';
    const { lines, width } = await layout(text, { maxWidth: 300 });
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(300);
    expect(lines[0]!.glyphs.some((g) => g.cluster === 0)).toBe(true);
    // Aligned to the paragraph's start: every line's ink ends at the block's right edge.
    for (const line of lines) {
      const right = Math.max(...line.glyphs.map((g) => g.x));
      expect(width - right).toBeLessThan(40);
    }
  });

  it('takes a paragraph’s direction from its first strong character', () => {
    expect(paragraphDirection('2024 $ قطة LEWD')).toBe('rtl');
    expect(paragraphDirection('LewdIn قطة')).toBe('ltr');
    expect(paragraphDirection('שלום')).toBe('rtl');
  });
});

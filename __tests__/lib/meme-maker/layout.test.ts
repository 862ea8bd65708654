import {
  captionFrame,
  captionSizes,
  fitCaption,
  MAX_LINES,
  outputSize,
} from '@/lib/meme-maker/layout';

// A stand-in for measureText: every character is half the font size wide.
const measureAt = (size: number) => (text: string) => Array.from(text).length * size * 0.5;

const frame = captionFrame({ width: 1200, height: 1200 });

describe('outputSize', () => {
  it("keeps the template's aspect ratio with the longest side 1200", () => {
    expect(outputSize({ width: 600, height: 400 })).toEqual({ width: 1200, height: 800 });
    expect(outputSize({ width: 3000, height: 4000 })).toEqual({ width: 900, height: 1200 });
    expect(outputSize({ width: 980, height: 980 })).toEqual({ width: 1200, height: 1200 });
  });

  it('never makes a side under one pixel', () => {
    expect(outputSize({ width: 10_000, height: 1 })).toEqual({ width: 1200, height: 1 });
  });
});

describe('captionSizes', () => {
  it('runs from the largest down to the smallest size', () => {
    const sizes = captionSizes(144, 60);
    expect(sizes[0]).toBe(144);
    expect(sizes.at(-1)).toBe(60);
    for (let i = 1; i < sizes.length; i += 1) expect(sizes[i]).toBeLessThan(sizes[i - 1]!);
  });
});

describe('fitCaption', () => {
  it('draws a short caption in capitals on one line at the largest size', () => {
    const layout = fitCaption('one does not', frame, measureAt);
    expect(layout).toMatchObject({ lines: ['ONE DOES NOT'], size: frame.maxSize, clamped: false });
  });

  it('wraps a longer caption to at most three lines, each within the width', () => {
    const text = 'when the dev says the liquidity is locked but the lock is a sticky note';
    const layout = fitCaption(text, frame, measureAt);
    expect(layout.lines.length).toBeGreaterThan(1);
    expect(layout.lines.length).toBeLessThanOrEqual(MAX_LINES);
    expect(layout.clamped).toBe(false);
    for (const line of layout.lines) {
      expect(measureAt(layout.size)(line)).toBeLessThanOrEqual(frame.width);
    }
    expect(layout.lines.join(' ')).toBe(text.toUpperCase());
    expect(layout.lines.length * layout.lineHeight).toBeLessThanOrEqual(frame.maxHeight);
  });

  it('shrinks a caption that needs more than three lines at the largest size', () => {
    const text = 'word '.repeat(15);
    const layout = fitCaption(text, frame, measureAt);
    expect(layout.size).toBeLessThan(frame.maxSize);
    expect(layout.size).toBeGreaterThanOrEqual(frame.minSize);
    expect(layout.clamped).toBe(false);
    expect(layout.lines.length).toBeLessThanOrEqual(MAX_LINES);
  });

  it('shrinks rather than breaking a long word', () => {
    const layout = fitCaption('supercalifragilisticexpialidocious', frame, measureAt);
    expect(layout.lines).toEqual(['SUPERCALIFRAGILISTICEXPIALIDOCIOUS']);
    expect(layout.size).toBeLessThan(frame.maxSize);
  });

  it('clamps a caption too long even at the smallest size with an ellipsis', () => {
    const layout = fitCaption('much wow '.repeat(80), frame, measureAt);
    expect(layout.size).toBe(frame.minSize);
    expect(layout.clamped).toBe(true);
    expect(layout.lines).toHaveLength(MAX_LINES);
    expect(layout.lines.at(-1)).toMatch(/…$/);
    for (const line of layout.lines) {
      expect(measureAt(layout.size)(line)).toBeLessThanOrEqual(frame.width);
    }
  });

  it('keeps a wide, short picture to the lines its band holds', () => {
    const wide = captionFrame({ width: 1200, height: 300 });
    const layout = fitCaption('much wow '.repeat(80), wide, measureAt);
    expect(layout.lines.length * layout.lineHeight).toBeLessThanOrEqual(wide.maxHeight);
    expect(layout.lines.at(-1)).toMatch(/…$/);
  });

  it('draws nothing for a blank caption', () => {
    expect(fitCaption('  \n ', frame, measureAt).lines).toEqual([]);
  });
});

import {
  CARD_HEIGHT,
  CARD_LAYOUT,
  CARD_WIDTH,
  clampLine,
  ELLIPSIS,
  layoutSentence,
  normalise,
  withEllipsis,
  wrapLines,
  type Box,
} from '@/lib/moment-card/layout';
import { graphemes } from '@/lib/graphemes';

/** A stand-in for measureText: every user-perceived character is 10 px wide. */
const measure = (text: string) => graphemes(text).length * 10;
/** The same at a font size: `size / 4` px a character. */
const measureAt = (size: number) => (text: string) => (graphemes(text).length * size) / 4;

/** The longest text a measure stand-in was asked about. */
const longestMeasured = (calls: jest.Mock<number, [string]>) =>
  Math.max(...calls.mock.calls.map(([text]) => text.length));

const fitsWidth = (lines: string[], width: number) => lines.every((line) => measure(line) <= width);

describe('graphemes and normalise', () => {
  it('keeps an emoji sequence and a letter with its combining marks in one piece', () => {
    expect(graphemes('👩‍💻🏳️‍🌈')).toEqual(['👩‍💻', '🏳️‍🌈']);
    expect(graphemes('Z̴̡̪a')).toEqual(['Z̴̡̪', 'a']);
  });

  it('turns runs of white space and control characters into one space and trims', () => {
    expect(normalise('  Mei\t\n Kawaii\u0000\u0007 ')).toBe('Mei Kawaii');
  });
});

describe('clampLine and withEllipsis', () => {
  it('leaves a line that fits alone', () => {
    expect(clampLine('Mei Kawaii', 100, measure)).toBe('Mei Kawaii');
  });

  it('cuts a line that does not fit and ends it with an ellipsis, within the width', () => {
    const line = clampLine('Mei Kawaii the Magnificent', 100, measure);
    expect(line).toBe(`Mei Kawai${ELLIPSIS}`);
    expect(measure(line)).toBeLessThanOrEqual(100);
  });

  it('drops the space before the ellipsis', () => {
    expect(withEllipsis('Mei Kawaii', 50, measure)).toBe(`Mei${ELLIPSIS}`);
  });

  it('never cuts an emoji or a combining mark in half', () => {
    const line = clampLine('👩‍💻👩‍💻👩‍💻👩‍💻 Z̴̡̪a̷̛l̶̢g̸̨o̵̧', 60, measure);
    expect(line).toBe(`👩‍💻👩‍💻👩‍💻👩‍💻${ELLIPSIS}`);
    expect(clampLine('Z̴̡̪a̷̛l̶̢g̸̨o̵̧', 30, measure)).toBe(`Z̴̡̪a̷̛${ELLIPSIS}`);
  });

  it('clamps a 10,000-character name measuring only a line of it', () => {
    const calls = jest.fn(measure);
    const line = clampLine('w'.repeat(10_000), 300, calls);
    expect(line).toBe(`${'w'.repeat(29)}${ELLIPSIS}`);
    expect(longestMeasured(calls)).toBeLessThanOrEqual(31);
  });

  it('keeps at least the ellipsis when nothing else fits', () => {
    expect(withEllipsis('Mei', 5, measure)).toBe(ELLIPSIS);
  });
});

describe('wrapLines', () => {
  it('wraps at spaces, each line within the width', () => {
    const { lines, clamped } = wrapLines('one two three four five', 100, 5, measure);
    expect(lines).toEqual(['one two', 'three four', 'five']);
    expect(clamped).toBe(false);
    expect(fitsWidth(lines, 100)).toBe(true);
  });

  it('clamps to the lines that fit, the last ending in an ellipsis', () => {
    const { lines, clamped } = wrapLines('one two three four five six seven', 100, 2, measure);
    expect(clamped).toBe(true);
    expect(lines).toEqual(['one two', `three fou${ELLIPSIS}`]);
    expect(fitsWidth(lines, 100)).toBe(true);
  });

  it('breaks a word wider than a line between its characters', () => {
    const { lines, clamped } = wrapLines('w'.repeat(25), 100, 5, measure);
    expect(lines).toEqual(['w'.repeat(10), 'w'.repeat(10), 'w'.repeat(5)]);
    expect(clamped).toBe(false);
  });

  it('clamps 10,000 characters without spaces to the box, measuring only a few lines', () => {
    const calls = jest.fn(measure);
    const { lines, clamped } = wrapLines('w'.repeat(10_000), 100, 3, calls);
    expect(clamped).toBe(true);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe(`${'w'.repeat(9)}${ELLIPSIS}`);
    expect(fitsWidth(lines, 100)).toBe(true);
    expect(longestMeasured(calls)).toBeLessThanOrEqual(11);
  });

  it('keeps markup as the characters it is made of', () => {
    const { lines } = wrapLines('<img src=x onerror="alert(1)">', 1000, 1, measure);
    expect(lines).toEqual(['<img src=x onerror="alert(1)">']);
  });

  it('puts a very long word on lines of its own, never measuring it whole', () => {
    const calls = jest.fn(measure);
    const { lines } = wrapLines(`hi ${'w'.repeat(5_000)} there`, 100, 3, calls);
    expect(lines).toEqual(['hi', 'w'.repeat(10), `${'w'.repeat(9)}${ELLIPSIS}`]);
    expect(longestMeasured(calls)).toBeLessThanOrEqual(11);
  });

  it('wraps right-to-left text and emoji like any other', () => {
    const { lines } = wrapLines('مرحبا بالعالم שלום עולם 👩‍💻🧑🏽‍🎤', 80, 4, measure);
    expect(lines).toEqual(['مرحبا', 'بالعالم', 'שלום', 'עולם 👩‍💻🧑🏽‍🎤']);
    expect(fitsWidth(lines, 80)).toBe(true);
  });

  it('gives no lines for no text', () => {
    expect(wrapLines('   ', 100, 3, measure)).toEqual({ lines: [], clamped: false });
  });
});

describe('layoutSentence', () => {
  const box = { width: 400, height: 200 };

  it('uses the largest size at which the whole sentence fits', () => {
    const layout = layoutSentence('a short moment', box, measureAt, [48, 32, 24]);
    expect(layout.size).toBe(48);
    expect(layout.clamped).toBe(false);
    expect(layout.lines).toEqual(['a short moment']);
  });

  it('steps down for a longer sentence', () => {
    const text = 'word '.repeat(60).trim();
    const layout = layoutSentence(text, box, measureAt, [48, 32, 24]);
    expect(layout.size).toBe(24);
    expect(layout.clamped).toBe(false);
    expect(layout.lines.join(' ')).toBe(text);
  });

  it('clamps at the smallest size, with no more lines than the box holds', () => {
    const layout = layoutSentence('w'.repeat(10_000), box, measureAt, [48, 32, 24]);
    expect(layout.size).toBe(24);
    expect(layout.clamped).toBe(true);
    expect(layout.lines.length * layout.lineHeight).toBeLessThanOrEqual(box.height);
    expect(layout.lines.at(-1)?.endsWith(ELLIPSIS)).toBe(true);
    for (const line of layout.lines) expect(measureAt(24)(line)).toBeLessThanOrEqual(box.width);
  });
});

describe('the card layout', () => {
  const inside = (box: Box, outer: Box) =>
    box.x >= outer.x &&
    box.y >= outer.y &&
    box.x + box.width <= outer.x + outer.width &&
    box.y + box.height <= outer.y + outer.height;
  const card = { x: 0, y: 0, width: CARD_WIDTH, height: CARD_HEIGHT };

  it('is 1200×675, and every region is on it', () => {
    expect([CARD_WIDTH, CARD_HEIGHT]).toEqual([1200, 675]);
    for (const [name, box] of Object.entries(CARD_LAYOUT)) {
      if ('width' in box) expect([name, inside(box, card)]).toEqual([name, true]);
    }
  });

  it('keeps the avatar, name and sentence inside the post', () => {
    const { panel, avatar, author, sentence } = CARD_LAYOUT;
    for (const box of [avatar, author, sentence]) expect(inside(box, panel)).toBe(true);
  });

  it('reads the brand colour where nothing is drawn over it', () => {
    const { brandPoint, mark, panel, mascot } = CARD_LAYOUT;
    for (const box of [mark, panel, mascot]) {
      expect(inside({ ...brandPoint, width: 1, height: 1 }, box)).toBe(false);
    }
  });
});

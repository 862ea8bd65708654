/**
 * @jest-environment node
 */
import {
  arcLength,
  arcLetters,
  bandAlpha,
  fitsArc,
  RING,
  ringUnits,
  TEXT_RADIUS,
  TEXT_SWEEP,
} from '@/lib/frame-maker/ring';
import { checkFrameText, estimatedWidths } from '@/lib/build/content/frame-text';
import { siteContent, siteLanguages } from '@/lib/content';

describe('the ring’s text along the arc', () => {
  it('centres the letters on the bottom of the circle, left to right, spaced by their widths', () => {
    const widths = [0.04, 0.02, 0.04];
    const letters = arcLetters(widths);
    // The middle letter sits straight down, standing upright.
    expect(letters[1]!.x).toBeCloseTo(0);
    expect(letters[1]!.y).toBeCloseTo(TEXT_RADIUS);
    expect(letters[1]!.angle).toBeCloseTo(0);
    // Left to right, each on the circle, with the arc between middles = half widths + tracking.
    expect(letters[0]!.x).toBeLessThan(0);
    expect(letters[2]!.x).toBeGreaterThan(0);
    for (const letter of letters) expect(Math.hypot(letter.x, letter.y)).toBeCloseTo(TEXT_RADIUS);
    const between = (a: number, b: number) => (letters[a]!.angle - letters[b]!.angle) * TEXT_RADIUS;
    expect(between(0, 1)).toBeCloseTo(0.02 + 0.01 + RING.tracking);
    // Turned to face the centre: the left letter leans clockwise, the right one the other way.
    expect(letters[0]!.angle).toBeGreaterThan(0);
    expect(letters[2]!.angle).toBeCloseTo(-letters[0]!.angle);
  });

  it('keeps every letter of a long text upright (never turned past a quarter)', () => {
    const widths = Array.from({ length: 20 }, () => 0.05);
    for (const { angle } of arcLetters(widths)) expect(Math.abs(angle)).toBeLessThan(Math.PI / 2);
  });

  it('fits text up to the solid part of the band, not longer', () => {
    const room = TEXT_RADIUS * TEXT_SWEEP;
    const n = 10;
    const fitting = (room - RING.tracking * (n - 1)) / n;
    expect(arcLength(Array(n).fill(fitting))).toBeCloseTo(room);
    expect(fitsArc(Array(n).fill(fitting * 0.999))).toBe(true);
    expect(fitsArc(Array(n).fill(fitting * 1.01))).toBe(false);
  });

  it('fades the band at its ends and not in its middle', () => {
    expect(bandAlpha(RING.centre)).toBe(1);
    expect(bandAlpha(RING.centre + RING.sweep / 2 - RING.fade / 2)).toBeCloseTo(0.5);
    expect(bandAlpha(RING.centre - RING.sweep / 2 - 0.01)).toBe(0);
    expect(bandAlpha(RING.centre + Math.PI)).toBe(0);
  });
});

describe('the build’s check of the ring text', () => {
  it('passes the ring text of the content file and of each translation', async () => {
    for (const { file, tag } of siteLanguages()) {
      const text = siteContent(tag).profile.frame.ringText;
      await expect(checkFrameText(file, text)).resolves.toBeUndefined();
    }
  });

  it('estimates wider letters wider', async () => {
    const [i, w] = await estimatedWidths('iW');
    expect(w!).toBeGreaterThan(i!);
  });

  it('measures an Arabic word whole, as shaped, not as a full em a letter', async () => {
    const word = 'مفتوحون';
    const [width] = await estimatedWidths(word);
    expect(await estimatedWidths(word)).toHaveLength(1);
    expect(width!).toBeGreaterThan(0.5 * RING.fontSize);
    expect(width!).toBeLessThan([...word].length * 0.8 * RING.fontSize);
    await expect(
      checkFrameText('content/lewdin.yaml', `#مفتوحون_لـ $LEWD`),
    ).resolves.toBeUndefined();
  });

  it('refuses a text too long for the arc, naming the field', async () => {
    const long = `${siteContent().profile.frame.ringText} IS HIRING NOW, APPLY TODAY`;
    await expect(checkFrameText('content/lewdin.yaml', long)).rejects.toThrow(
      /content\/lewdin\.yaml {2}profile\.frame\.ringText: ".+" is too long for the frame's ring/,
    );
  });
});

describe('the ring’s text, piece by piece', () => {
  const texts = (units: ReturnType<typeof ringUnits>) => units.map((unit) => unit.text);

  it('places Latin letter by letter, left to right', () => {
    expect(ringUnits('#OPENTO$LEWD')).toEqual(
      [...'#OPENTO$LEWD'].map((text) => ({ text, dir: 'ltr' })),
    );
  });

  it('keeps each Arabic word in one piece, so its letters stay joined, and orders them right to left', () => {
    const units = ringUnits('مفتوح لـ قطط', 'rtl');
    // Read from the left: the last word first; every letter of a word in one piece.
    expect(texts(units)).toEqual(['قطط', ' ', 'لـ', ' ', 'مفتوح']);
    expect(units.every((unit) => unit.dir === 'rtl')).toBe(true);
  });

  it('keeps a Hindi or Khmer word whole, so its conjuncts and reordered signs are shaped', () => {
    const units = ringUnits('#खुला क्षत्रिय ខ្មែរ');
    expect(texts(units)).toEqual(['#', 'खुला', ' ', 'क्षत्रिय', ' ', 'ខ្មែរ']);
    expect(units.every((unit) => unit.dir === 'ltr')).toBe(true);
  });

  it('keeps an Arabic word with its harakat whole', () => {
    expect(texts(ringUnits('قِطَّة', 'rtl'))).toEqual(['قِطَّة']);
  });

  it('keeps a ticker left to right inside Arabic, its letters in order, at the left', () => {
    const units = ringUnits('#مفتوح_لـ $LEWD', 'rtl');
    expect(texts(units)).toEqual(['L', 'E', 'W', 'D', '$', ' ', 'لـ', '_', 'مفتوح', '#']);
    expect(units.slice(0, 4).every((unit) => unit.dir === 'ltr')).toBe(true);
  });

  it('draws Hebrew letter by letter (it does not join), right to left', () => {
    expect(texts(ringUnits('פתוח', 'rtl'))).toEqual(['ח', 'ו', 'ת', 'פ']);
  });

  it('reverses an Arabic word inside a left-to-right ring in place', () => {
    expect(texts(ringUnits('#OPEN قطة', 'ltr'))).toEqual(['#', 'O', 'P', 'E', 'N', ' ', 'قطة']);
  });
});

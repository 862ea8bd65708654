/**
 * @jest-environment node
 */
import type { PictureFontManifest } from '@/lib/canvas/picture-font';
import { makePictureFont, pictureFontFile, pictureScript } from '@/lib/build/glyphs/picture-fonts';

// Cuts real font files with WebAssembly: slow on a busy CI machine.
jest.setTimeout(60_000);

const manifestOf = (files: { name: string; bytes: Buffer }[]) =>
  JSON.parse(files.find((f) => f.name.endsWith('.json'))!.bytes.toString()) as PictureFontManifest;

/** Does a CSS unicode-range list include the character? */
const covers = (ranges: string, character: string) =>
  ranges.split(',').some((range) => {
    const [from = '', to] = range.replace(/^U\+/i, '').split('-');
    const point = character.codePointAt(0)!;
    return point >= parseInt(from, 16) && point <= parseInt(to ?? from, 16);
  });

describe('the pictures’ face for a page’s language', () => {
  it.each([
    ['ja', 'Jpan'],
    ['zh-Hans', 'Hans'],
    ['zh', 'Hans'],
    ['ko', 'Kore'],
    ['th', 'Thai'],
    ['ar', 'Arab'],
    ['he', 'Hebr'],
    ['fa', 'Arab'],
    ['ur', 'Arab'],
    ['hi', 'Deva'],
    ['mr', 'Deva'],
    ['ne', 'Deva'],
    ['bn', 'Beng'],
    ['ta', 'Taml'],
    ['te', 'Telu'],
    ['gu', 'Gujr'],
    ['pa', 'Guru'],
    ['kn', 'Knda'],
    ['ml', 'Mlym'],
    ['si', 'Sinh'],
    ['my', 'Mymr'],
    ['km', 'Khmr'],
    ['lo', 'Laoo'],
    ['ka', 'Geor'],
    ['hy', 'Armn'],
    ['am', 'Ethi'],
    ['vi', null],
    ['bo', null],
    ['en', null],
    ['pt-BR', null],
    ['ru', null],
  ])('picks %s’s script: %s', (lang, script) => {
    expect(pictureScript(lang)).toBe(script);
  });

  it('names the manifest under art/fonts/, none for a language the system’s faces draw', () => {
    expect(pictureFontFile('ar')).toBe('art/fonts/arab.json');
    expect(pictureFontFile('en')).toBeNull();
  });

  it('cuts Arabic at the two weights drawn, without the presentation forms nobody types', async () => {
    const files = await makePictureFont('Arab');
    const { family, faces } = manifestOf(files);
    expect(family).toBe('Picture Arab');
    expect(faces.map((face) => face.weight)).toEqual(['400', '700']);
    for (const face of faces) {
      expect(covers(face.unicodeRange, 'ق')).toBe(true);
      expect(covers(face.unicodeRange, '\ufefb')).toBe(false);
      expect(covers(face.unicodeRange, 'a')).toBe(false);
      const file = files.find((f) => f.name === `art/fonts/${face.src}`)!;
      expect(file.bytes.subarray(0, 4).toString()).toBe('wOF2');
      expect(file.bytes.length).toBeLessThan(40_000);
    }
  });

  it('cuts Devanagari at the two weights drawn, its signs and conjuncts with it, not its Latin', async () => {
    const files = await makePictureFont('Deva');
    const { family, faces } = manifestOf(files);
    expect(family).toBe('Picture Deva');
    expect(faces.map((face) => face.weight)).toEqual(['400', '700']);
    for (const face of faces) {
      for (const character of ['ह', 'ि', '्', '।']) {
        expect(covers(face.unicodeRange, character)).toBe(true);
      }
      expect(covers(face.unicodeRange, 'a')).toBe(false);
      const file = files.find((f) => f.name === `art/fonts/${face.src}`)!;
      expect(file.bytes.length).toBeLessThan(80_000);
    }
  });

  it('ships Japanese as Fontsource’s variable slices, each with its range, not its Latin ones', async () => {
    const files = await makePictureFont('Jpan');
    const { faces } = manifestOf(files);
    expect(faces.length).toBeGreaterThan(100);
    expect(faces.every((face) => face.weight === '100 900')).toBe(true);
    const withCat = faces.filter((face) => covers(face.unicodeRange, '猫'));
    expect(withCat).toHaveLength(1);
    expect(faces.some((face) => /latin|cyrillic|vietnamese/.test(face.src))).toBe(false);
  });
});

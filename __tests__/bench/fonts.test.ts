import { fontconfigLanguage, fontLine } from '../../bench/src/fonts';

describe('fontconfigLanguage', () => {
  it.each([
    ['ja', 'ja'],
    ['pt-BR', 'pt'],
    ['zh-Hans', 'zh-cn'],
    ['zh-Hant', 'zh-tw'],
    ['zh-HK', 'zh-tw'],
    ['ar', 'ar'],
  ])('names %s as fontconfig does: %s', (tag, expected) => {
    expect(fontconfigLanguage(tag)).toBe(expected);
  });
});

describe('fontLine', () => {
  it('names each language with no font', () => {
    expect(fontLine({ en: 40, ja: 0, ko: 0 })).toMatch(/^Fonts: none installed for ja, ko, so /);
  });

  it('says so when every language has one', () => {
    expect(fontLine({ en: 40, ja: 3 })).toBe('Fonts: every language has a font (en, ja).');
  });

  it('says when fontconfig could not be asked', () => {
    expect(fontLine(null)).toMatch(/not known/);
  });
});

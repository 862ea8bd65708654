import { siteContent } from '@/lib/content';

const momentShareText = { ...siteContent().home.momentShare, newTab: siteContent().site.newTab };
import {
  brandValues,
  downloadName,
  fill,
  initialOf,
  shareLine,
  type MomentShareText,
} from '@/lib/moment-card/text';
import { slug, xIntentUrl } from '@/lib/picture-share';
import { testBrand } from '../../home/share-props';

describe('fill', () => {
  it('replaces each known placeholder and leaves an unknown one as written', () => {
    expect(fill('{brand} {ticker} {nope}', { brand: 'LewdIn', ticker: '$LEWD' })).toBe(
      'LewdIn $LEWD {nope}',
    );
  });

  it('fills once: a value that looks like a placeholder stays as typed', () => {
    expect(fill('{author} on {brand}', { author: '{brand}', brand: 'LewdIn' })).toBe(
      '{brand} on LewdIn',
    );
  });

  it('does not take a placeholder from the object prototype', () => {
    expect(fill('{constructor}', {})).toBe('{constructor}');
  });
});

describe('the share line', () => {
  it('carries the ticker and home’s canonical URL, as the content file words it', () => {
    const line = shareLine(momentShareText, testBrand);
    expect(line).toBe(fill(momentShareText.line, brandValues(testBrand)));
    expect(line).toContain(testBrand.ticker);
    expect(line).toContain(testBrand.url);
    expect(line).not.toMatch(/\{\w+\}/);
  });

  it('goes to X as the intent’s text, encoded', () => {
    const line = 'A moment & more #LEWD $LEWD https://lewdin.example/';
    const href = xIntentUrl(line);
    expect(href.startsWith('https://x.com/intent/post?text=')).toBe(true);
    expect(new URL(href).searchParams.get('text')).toBe(line);
    expect(href).not.toContain('#');
  });
});

describe('the download’s name', () => {
  const text: MomentShareText = { ...momentShareText, fileName: '{brand}-{author}-moment' };
  // A fixed brand: these cases are about making any name file-safe, not about the build's brand.
  const brand = { ...testBrand, name: 'LewdIn' };

  it('names the brand and the moment’s author, as a PNG', () => {
    expect(downloadName(text, brand, 'Mei Kawaii')).toBe('lewdin-mei-kawaii-moment.png');
  });

  it('keeps letters of any script and drops what no file system takes', () => {
    expect(downloadName(text, brand, 'شلوم / Yuki: "chan" <3')).toBe(
      'lewdin-شلوم-yuki-chan-3-moment.png',
    );
    expect(downloadName(text, brand, '<img src=x onerror="x()">')).toBe(
      'lewdin-img-src-x-onerror-x-moment.png',
    );
  });

  it('is short whatever the name, and never empty', () => {
    expect(downloadName(text, brand, 'w'.repeat(10_000))).toBe(
      `lewdin-${'w'.repeat(40)}-moment.png`,
    );
    expect(downloadName(text, brand, '👩‍💻 ✨')).toBe('lewdin-author-moment.png');
    // A path in the team's template goes too.
    expect(downloadName({ ...text, fileName: '../{nope}/..' }, testBrand, 'Mei')).toBe(
      '{nope}.png',
    );
  });

  it('slugs to letters, digits and single hyphens', () => {
    expect(slug('  Z̴̡̪a̷̛l̶̢g̸̨o̵̧  W A I F U ', 'x')).toBe('z̴̡̪a̷̛l̶̢g̸̨o̵̧-w-a-i-f-u');
    expect(slug('---', 'fallback')).toBe('fallback');
  });
});

describe('the avatar', () => {
  it('is the first character of the name, as the feed shows it', () => {
    expect(initialOf('mei')).toBe('M');
    expect(initialOf('👩‍💻 dev')).toBe('👩');
    expect(initialOf('')).toBe('?');
  });
});

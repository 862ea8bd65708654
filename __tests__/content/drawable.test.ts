/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { siteContent } from '@/lib/content';
import { checkContentDrawable } from '@/lib/build/content/drawable';
import { contentFile } from '@/lib/build/content/load';

// Cuts real font files and shapes with WebAssembly: slow on a busy CI machine.
jest.setTimeout(30_000);

const file = contentFile();
const withTitle = (title: string) => {
  const content = siteContent();
  return { ...content, pages: { ...content.pages, home: { ...content.pages.home, title } } };
};

describe('checkContentDrawable', () => {
  it('passes the content file, and a home title in Arabic or Hebrew', async () => {
    await expect(checkContentDrawable(file, siteContent())).resolves.toBeUndefined();
    await expect(checkContentDrawable(file, withTitle('قطط في العمل'))).resolves.toBeUndefined();
    await expect(checkContentDrawable(file, withTitle('חתולים בעבודה'))).resolves.toBeUndefined();
  });

  it('passes a home title in Hindi, Tamil, Khmer, Georgian or Vietnamese', async () => {
    for (const title of [
      'काम पर बिल्लियाँ',
      'வேலையில் பூனைகள்',
      'ឆ្មានៅកន្លែងធ្វើការ',
      'კატები სამსახურში',
      'Mèo đang làm việc',
    ]) {
      await expect(checkContentDrawable(file, withTitle(title))).resolves.toBeUndefined();
    }
  });

  it('names the file, the line and the path of a text the cards cannot draw', async () => {
    const lines = readFileSync(file, 'utf8').split('\n');
    const pages = lines.findIndex((line) => /^pages:/.test(line));
    const home = lines.findIndex((line, i) => i > pages && /^ {2}home:/.test(line));
    const title = lines.findIndex((line, i) => i > home && /^ {4}title:/.test(line)) + 1;
    await expect(checkContentDrawable(file, withTitle('Frogs ܐ at work'))).rejects.toThrow(
      `${file}:${title}  pages.home.title: "Frogs ܐ at work" has characters the share cards cannot draw: ܐ (U+0710)`,
    );
    await expect(checkContentDrawable(file, withTitle('Frogs བོད at work'))).rejects.toThrow(
      /pages\.home\.title: "Frogs བོད at work" has characters the share cards cannot draw: བོ \(U\+0F56 U\+0F7C\), ད \(U\+0F51\); use characters of a script the cards draw \(Latin.*Devanagari.*\) or emoji/,
    );
  });
});

/**
 * @jest-environment node
 */
import { artRequests } from '@/data/art';
import { artRequest, artUrl, pictureFile } from '@/lib/art';
import { readContent } from '@/lib/build/content/load';
import { asset } from '@/lib/asset';
import { siteLanguages } from '@/lib/content';
import { memeMakerFile, memeMakerOpenerProps, memeMakerProps } from '@/lib/meme-maker/site';

// The maker's words as the site's last language has them (LewdIn's Japanese, a team's Arabic):
// its names are written in another script than the base file's.
jest.mock('@/lib/content', () => {
  const actual = jest.requireActual('@/lib/content');
  const last: string = actual.siteLanguages().at(-1).tag;
  return { ...actual, siteContent: (tag?: string) => actual.siteContent(tag ?? last) };
});

describe('the meme maker’s templates', () => {
  it('are pictures the build draws, in every language', () => {
    const drawn = new Set(artRequests().map(artUrl));
    const { memes, portraits } = readContent().home.hero;
    // The last template is the mascot; the others, the team's memes or else the portraits.
    const templates = memeMakerProps().templates.slice(0, -1);
    expect(templates).toHaveLength(memes ? memes.length : portraits.length);
    if (memes) return;
    // The maker draws the SVG; its button shows the WebP the build makes beside it.
    for (const { src, thumb } of templates) {
      expect(drawn).toContain(src);
      expect(thumb).toBe(pictureFile(src, 128));
    }
  });
});

describe('a generated picture’s file', () => {
  it('is named from a Latin name, and from a hash of a name in another script', () => {
    expect(artRequest('portrait', 'Sakura Synergy').file).toBe('art/portraits/sakura-synergy.svg');
    const names = ['サクラ・シナジー', 'メイ・カワイイ', 'سارة'];
    const files = names.map((name) => artRequest('portrait', name).file);
    for (const file of files) expect(file).toMatch(/^art\/portraits\/u-[0-9a-f]{8}\.svg$/);
    expect(new Set(files).size).toBe(names.length);
  });
});

describe('what home’s page carries for the maker', () => {
  it('is its button’s words and where its press finds the rest, in one file per language', () => {
    const opener = memeMakerOpenerProps();
    const maker = memeMakerProps();
    expect(opener.text.open).toBe(maker.text.open);
    expect(opener).toMatchObject({ font: maker.font, first: maker.templates[0]!.src });
    expect(JSON.stringify(opener)).not.toContain(maker.text.topPlaceholder);
    const files = siteLanguages().map(({ tag }) => memeMakerFile(tag));
    expect(new Set(files).size).toBe(files.length);
    expect(files.map((file) => asset(`/meme-maker/${file}`))).toContain(opener.data);
  });
});

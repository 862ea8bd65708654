/** @jest-environment node */
import {
  chunkName,
  findMakerChunks,
  loaderLists,
  makerSizes,
  makersInFirstLoads,
  reachableLists,
} from '@/bench/src/maker-chunks';
import { contentString, contentStringsNamed } from '@/bench/src/makers';

/** A chunk's source with Turbopack's loader for a dynamic import of `chunks`. */
const loader = (...chunks: string[]) =>
  `e.v(t=>Promise.all([${chunks.map((c) => JSON.stringify(c)).join(',')}].map(t=>e.l(t))).then(()=>t(52260)))`;

const c = (name: string) => `static/chunks/${name}.js`;

describe("Turbopack's dynamic-import loaders", () => {
  it('reads the chunk list of each loader in a source', () => {
    const source = `x=1;${loader(c('a'))};y=[1,2];${loader(c('b'), c('shared'), 'static/chunks/s.css')}`;
    expect(loaderLists(source)).toEqual([[c('a')], [c('b'), c('shared'), 'static/chunks/s.css']]);
  });

  it('names a script the HTML loads as the loaders do, whatever the base path', () => {
    expect(chunkName('/_next/static/chunks/x.js')).toBe(c('x'));
    expect(chunkName('/repo/_next/static/chunks/x.js')).toBe(c('x'));
  });

  it('follows lists through the chunks they fetch, once each', () => {
    const sources = new Map([
      [c('main'), `${loader(c('a'))}${loader(c('a'))}`],
      [c('a'), loader(c('b'))],
      [c('b'), loader(c('a'))],
    ]);
    expect(reachableLists([c('main')], sources)).toEqual([[c('a')], [c('b')]]);
  });
});

describe("a maker's chunks", () => {
  const first = [c('main'), c('page')];

  it('is "not built" while no chunk carries its marks', () => {
    const sources = new Map([
      [c('main'), ''],
      [c('page'), `${loader(c('card'))}performance.mark("maker:frame:preview")`],
      [c('card'), 'drawMomentCard'],
    ]);
    expect(findMakerChunks('meme', first, sources)).toEqual({ status: 'not built' });
  });

  it("counts the press's chunks and what they fetch in turn, less the first load", () => {
    const sources = new Map([
      [c('main'), ''],
      [
        c('page'),
        `performance.mark("maker:meme:open");${loader(c('meme'), c('share'), c('main'))}`,
      ],
      [c('meme'), `performance.mark("maker:meme:preview");${loader(c('font'))}`],
      [c('share'), 'picture share'],
      [c('font'), 'caption font'],
      [c('other'), 'never loaded'],
    ]);
    expect(findMakerChunks('meme', first, sources)).toEqual({
      status: 'found',
      chunks: [c('font'), c('meme'), c('share')],
    });
  });

  it('misses when its drawing code is in the first load', () => {
    const sources = new Map([
      [c('main'), ''],
      [
        c('page'),
        'performance.mark("maker:meme:open");performance.mark("maker:meme:export-start")',
      ],
    ]);
    expect(findMakerChunks('meme', first, sources)).toEqual({
      status: 'miss',
      reason: `its drawing code is in the first load (${c('page')} carries its marks)`,
    });
  });

  it('misses when the route opens it but nothing it loads on demand draws', () => {
    const sources = new Map([
      [c('main'), ''],
      [c('page'), 'performance.mark("maker:frame:open")'],
    ]);
    expect(findMakerChunks('frame', first, sources)).toMatchObject({ status: 'miss' });
  });

  it("finds any route whose first load carries a maker's drawing code", () => {
    const sources = new Map([
      [c('shell'), 'performance.mark("maker:frame:open")'],
      [c('jobs'), 'performance.mark("maker:frame:preview")'],
    ]);
    const firstLoads = new Map([
      ['/profile', [c('shell')]],
      ['/jobs', [c('shell'), c('jobs')]],
    ]);
    expect(makersInFirstLoads(firstLoads, sources)).toEqual([
      { route: '/jobs', name: 'frame', chunk: c('jobs') },
    ]);
  });

  it('adds up both makers, a chunk they share counted once', () => {
    const sources = new Map([
      [c('home'), loader(c('meme'), c('share'))],
      [c('profile'), loader(c('frame'), c('share'))],
      [c('meme'), 'maker:meme:preview'],
      [c('frame'), 'maker:frame:preview'],
      [c('share'), 'x'.repeat(2000)],
    ]);
    const { makers, total } = makerSizes(
      new Map([
        ['/', [c('home')]],
        ['/profile', [c('profile')]],
      ]),
      sources,
    );
    const [frame, meme] = makers;
    expect(frame?.found.status).toBe('found');
    expect(meme?.found.status).toBe('found');
    expect(total).toBeLessThan(frame!.bytes + meme!.bytes);
    expect(total).toBeGreaterThan(Math.max(frame!.bytes, meme!.bytes));
  });
});

describe('the content the bench reads for the makers', () => {
  const content = { home: { memeMaker: { open: 'Make a meme', download: 'Save' } }, profile: {} };

  it('reads a string at a dotted path, null where a maker has not landed', () => {
    expect(contentString(content, 'home.memeMaker.open')).toBe('Make a meme');
    expect(contentString(content, 'profile.frame.open')).toBeNull();
  });

  it('collects every string under a key of that name', () => {
    const more = { ...content, share: { download: 'Download', nested: { download: 'Save' } } };
    expect(contentStringsNamed(more, 'download').sort()).toEqual(['Download', 'Save']);
  });
});

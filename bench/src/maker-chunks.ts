/**
 * The makers' own chunks in a static export (`npm run size`): what a maker's dynamic import()
 * fetches on the first press, less what the route's first load already has.
 *
 * Turbopack writes each dynamic import as a loader holding the list of chunks it fetches, relative
 * to `_next/`: `Promise.all(["static/chunks/a.js","static/chunks/b.js"].map(…))`. A maker's chunks
 * are the loader lists, reachable from the route's first-load chunks, that hold a chunk carrying the
 * maker's marks (`maker:<name>:preview`, `:export-…`: the code behind the press), together with the
 * lists those chunks reach in turn. The press handler's own `maker:<name>:open` is in the first load
 * by design; the other marks must not be.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { gzipSize } from './bytes';
import { makerMark, MAKERS, type Maker } from './makers';

/** A chunk as the loaders name it ("static/chunks/x.js") and its source. */
export type ChunkSources = ReadonlyMap<string, string>;

export type MakerChunks =
  | { status: 'not built' }
  | { status: 'found'; chunks: string[] }
  | { status: 'miss'; reason: string };

const LOADER_LIST = /\[\s*("static\/chunks\/[^"\\]+"(?:\s*,\s*"static\/chunks\/[^"\\]+")*)\s*\]/g;

/** The chunk lists of the dynamic-import loaders in one chunk's source. */
export function loaderLists(source: string): string[][] {
  return [...source.matchAll(LOADER_LIST)].map(([, list]) => JSON.parse(`[${list}]`) as string[]);
}

/** The `_next/`-relative name of a script the HTML loads: "/base/_next/static/chunks/x.js" -> "static/chunks/x.js". */
export function chunkName(src: string): string {
  const at = src.indexOf('/_next/');
  return at === -1 ? src : src.slice(at + '/_next/'.length);
}

/** Every loader list reachable from `start`, following the lists' own chunks. */
export function reachableLists(start: Iterable<string>, sources: ChunkSources): string[][] {
  const lists: string[][] = [];
  const seenLists = new Set<string>();
  const seenChunks = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const chunk = queue.shift()!;
    if (seenChunks.has(chunk)) continue;
    seenChunks.add(chunk);
    for (const list of loaderLists(sources.get(chunk) ?? '')) {
      const key = list.join('\n');
      if (seenLists.has(key)) continue;
      seenLists.add(key);
      lists.push(list);
      queue.push(...list);
    }
  }
  return lists;
}

const LAZY_STEPS = ['preview', 'export-start', 'export-end'] as const;

const carriesLazyMark = (source: string, name: Maker['name']) =>
  LAZY_STEPS.some((step) => source.includes(makerMark(name, step)));

/**
 * A maker's chunks, given its route's first-load chunks. "not built" when no chunk carries any of
 * its marks (the maker has not landed); a miss when its drawing code is in the first load, or when
 * the route opens it (`:open`) but no chunk its loaders fetch carries the other marks.
 */
export function findMakerChunks(
  name: Maker['name'],
  firstLoad: readonly string[],
  sources: ChunkSources,
): MakerChunks {
  const initial = new Set(firstLoad);
  const inFirstLoad = firstLoad.filter((chunk) => carriesLazyMark(sources.get(chunk) ?? '', name));
  if (inFirstLoad.length) {
    return {
      status: 'miss',
      reason: `its drawing code is in the first load (${inFirstLoad.join(', ')} carries its marks)`,
    };
  }
  const opens = firstLoad.some((chunk) =>
    (sources.get(chunk) ?? '').includes(makerMark(name, 'open')),
  );
  const lists = reachableLists(firstLoad, sources);
  const seeds = new Set(
    lists.flat().filter((chunk) => carriesLazyMark(sources.get(chunk) ?? '', name)),
  );
  if (!seeds.size) {
    const anywhere = [...sources.values()].some(
      (source) => carriesLazyMark(source, name) || source.includes(makerMark(name, 'open')),
    );
    if (!opens && !anywhere) return { status: 'not built' };
    return {
      status: 'miss',
      reason: opens
        ? `the route sets ${makerMark(name, 'open')} but no chunk it loads on demand sets ${makerMark(name, 'preview')}`
        : 'its chunks are not loaded on demand from its route',
    };
  }
  const own = lists.filter((list) => list.some((chunk) => seeds.has(chunk)));
  const chunks = new Set<string>();
  for (const list of [...own, ...reachableLists(own.flat(), sources)]) {
    for (const chunk of list) if (!initial.has(chunk) && chunk.endsWith('.js')) chunks.add(chunk);
  }
  return { status: 'found', chunks: [...chunks].sort() };
}

/** Every route whose first load carries a maker's drawing code (its marks past `:open`). */
export function makersInFirstLoads(
  firstLoads: ReadonlyMap<string, readonly string[]>,
  sources: ChunkSources,
): { route: string; name: Maker['name']; chunk: string }[] {
  return [...firstLoads].flatMap(([route, chunks]) =>
    MAKERS.flatMap(({ name }) =>
      chunks
        .filter((chunk) => carriesLazyMark(sources.get(chunk) ?? '', name))
        .map((chunk) => ({ route, name, chunk })),
    ),
  );
}

/** Every script under `<outDir>/_next/static/chunks`, by the name the loaders use. */
export async function readChunkSources(outDir: string): Promise<Map<string, string>> {
  const root = path.join(outDir, '_next');
  const dir = path.join(root, 'static', 'chunks');
  const names = (await readdir(dir, { recursive: true })).filter((name) => name.endsWith('.js'));
  const sources = new Map<string, string>();
  for (const name of names) {
    const file = path.join(dir, name);
    sources.set(path.relative(root, file).split(path.sep).join('/'), await readFile(file, 'utf8'));
  }
  return sources;
}

export type MakerSize = { name: Maker['name']; route: string; found: MakerChunks; bytes: number };

/** Each maker's chunks and their gzip bytes, and the total of every chunk any of them loads. */
export function makerSizes(
  firstLoads: ReadonlyMap<string, readonly string[]>,
  sources: ChunkSources,
): { makers: MakerSize[]; total: number } {
  const gzip = (chunk: string) => gzipSize(Buffer.from(sources.get(chunk) ?? '', 'utf8'));
  const all = new Set<string>();
  const makers = MAKERS.map(({ name, route }) => {
    const found = findMakerChunks(name, firstLoads.get(route) ?? [], sources);
    const chunks = found.status === 'found' ? found.chunks : [];
    chunks.forEach((chunk) => all.add(chunk));
    return { name, route, found, bytes: chunks.reduce((sum, chunk) => sum + gzip(chunk), 0) };
  });
  return { makers, total: [...all].reduce((sum, chunk) => sum + gzip(chunk), 0) };
}

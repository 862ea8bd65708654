/**
 * Explicit compile hints for the startup chunks. V8 compiles most functions lazily, on the main
 * thread, the first time they run; for Next's startup chunks that was most of the hydration task
 * (parse and compile were 60-100 ms of a 110-165 ms task in traced cold loads of /jobs). The
 * magic comment `//# allFunctionsCalledOnLoad` on a script's first line asks Chromium (136 and
 * later) to compile all of its functions eagerly, on the background thread that streams the
 * download. Other engines read it as a comment. Only chunks a page loads at startup get it:
 * compiling code up front pays only when that code runs on load. A chunk keeps its file name:
 * the line changes no behaviour, so a copy cached without it (`/_next/static` is cached as
 * immutable) runs the same.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The script with the hint as its first line (unchanged when it already has it). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/**
 * Adds the hint to each chunk file behind these script URLs (as the pages' loaders list them,
 * base path included). Returns how many files it changed.
 */
export async function hintStartupChunks(
  outDir: string,
  urls: string[],
  basePath = '',
): Promise<number> {
  let changed = 0;
  for (const url of new Set(urls)) {
    const file = path.join(outDir, url.slice(basePath.length));
    const source = await readFile(file, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted === source) continue;
    await writeFile(file, hinted);
    changed += 1;
  }
  return changed;
}

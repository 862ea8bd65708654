/**
 * The second token CI's rebrand check builds (e2e/fixtures/rebrand/token.env: every brand variable
 * set, a kanji mark, its own mascot, a sub-path, a Jupiter token page, a chart): the bench builds
 * it too and runs Lighthouse on its routes beside the default brand's, so a score that holds only
 * for the default brand shows.
 */
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

import { routes as allRoutes } from '@/data/routes';
import { normaliseBasePath } from '@/lib/brand/base-path';
import { localPath, siteLanguages } from '@/lib/content';
import { contentFile } from '@/lib/build/content/load';
import { readTokenEnv } from '@/e2e/rebrand/token';

import { runCommand } from './system';

/** Where the bench keeps the second token's export between runs (`--no-build` reuses it). */
export const SECOND_TOKEN_OUT = path.resolve('.tmp/bench/second-token');

const tokenEnv = readTokenEnv();

export const secondToken = {
  ticker: tokenEnv.NEXT_PUBLIC_TICKER ?? 'second token',
  basePath: normaliseBasePath(tokenEnv.NEXT_PUBLIC_BASE_PATH),
  out: SECOND_TOKEN_OUT,
};

/**
 * The second token's pages the bench measures: every route in its own content file's language, and
 * the home page of each of its translations (their scripts and direction differ from LewdIn's);
 * with `--routes`, those of them it was given.
 */
export function secondTokenRoutes(only: string[] | null): string[] {
  const [base, ...translations] = siteLanguages(contentFile(tokenEnv));
  const own = [
    ...allRoutes.map((route) => localPath(route, base!)),
    ...translations.map((language) => localPath('/', language)),
  ];
  return only ? own.filter((route) => only.includes(route)) : own;
}

/** Builds the second token and moves its export aside; run it before the default build. */
export async function buildSecondToken(): Promise<void> {
  await runCommand('npm', ['run', 'build'], {
    ...process.env,
    ...tokenEnv,
    NEXT_TELEMETRY_DISABLED: '1',
  });
  await rm(SECOND_TOKEN_OUT, { recursive: true, force: true });
  await mkdir(path.dirname(SECOND_TOKEN_OUT), { recursive: true });
  await rename(path.resolve('out'), SECOND_TOKEN_OUT);
}

/** Throws, saying what to run, when `--no-build` finds no export of the second token. */
export async function assertSecondTokenBuilt(): Promise<void> {
  const built = await stat(path.join(SECOND_TOKEN_OUT, 'index.html')).catch(() => null);
  if (!built) {
    throw new Error(
      `--no-build: no export of the second token in ${SECOND_TOKEN_OUT}; run the bench once ` +
        'with the build, or add --no-second-token.',
    );
  }
}

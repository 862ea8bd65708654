/**
 * The framework floor (bench/floor): the smallest App Router page, built with the project's own
 * next and react. Budgets are relative to it, so `npm run size` builds it when its export is
 * missing or stale, and `npm run bench` rebuilds it on every run.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

import { runCommand } from './system';

const require = createRequire(import.meta.url);

export const FLOOR_DIR = path.resolve('bench/floor');
export const FLOOR_OUT = path.join(FLOOR_DIR, 'out');
const STAMP = path.join(FLOOR_OUT, '.floor-stamp.json');

async function sourceFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (['.next', 'out', 'node_modules'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await sourceFiles(full)));
    else files.push(full);
  }
  return files.sort();
}

/** What the floor's export depends on: its own sources and the installed next, react, react-dom. */
async function fingerprint() {
  const hash = createHash('sha256');
  for (const file of await sourceFiles(FLOOR_DIR)) {
    hash
      .update(path.relative(FLOOR_DIR, file))
      .update('\0')
      .update(await readFile(file));
  }
  const versions = Object.fromEntries(
    ['next', 'react', 'react-dom'].map((name) => [
      name,
      (require(`${name}/package.json`) as { version: string }).version,
    ]),
  );
  return { sources: hash.digest('hex'), ...versions };
}

/** True when bench/floor/out is missing or was built from other sources or other versions. */
export async function floorIsStale(): Promise<boolean> {
  try {
    const stamp: unknown = JSON.parse(await readFile(STAMP, 'utf8'));
    await readFile(path.join(FLOOR_OUT, 'index.html'));
    return JSON.stringify(stamp) !== JSON.stringify(await fingerprint());
  } catch {
    return true;
  }
}

/** `next build bench/floor` with the project's own next. */
export async function buildFloor(): Promise<void> {
  const started = Date.now();
  console.log('Building the framework floor (bench/floor) ...');
  await rm(FLOOR_OUT, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.NEXT_PUBLIC_BASE_PATH;
  await runCommand(
    process.execPath,
    [require.resolve('next/dist/bin/next'), 'build', FLOOR_DIR],
    env,
  );
  await writeFile(STAMP, `${JSON.stringify(await fingerprint(), null, 2)}\n`);
  console.log(`Built the floor in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/** Builds the floor only if its export is missing or stale. */
export async function ensureFloor(): Promise<void> {
  if (await floorIsStale()) await buildFloor();
}

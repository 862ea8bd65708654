/**
 * What each transform of the export buys (`npm run bench:transforms`; issue 59): builds the export
 * once without postbuild, makes one copy with every transform and one without each of them
 * (POSTBUILD_OFF, scripts/lib/secure-export.ts), then loads the floor and every copy in turn,
 * round after round, in one Chromium on the phone profile, and prints each copy's first paint and
 * hydration over the floor's load of the same round, and what leaving the transform out changed
 * against the copy with all of them (compare.ts).
 */
import { cp, rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import path from 'node:path';

import { TRANSFORMS } from '@/scripts/lib/secure-export';

import { compareExports, type Export } from './compare';
import { PROFILES } from './hydration';
import { runCommand } from './system';
import { markdownTable } from './table';

const ROOT = path.resolve('.tmp/bench/transforms');
const RAW = path.join(ROOT, 'raw');
const PORT = Number(process.env.BENCH_TRANSFORMS_PORT ?? 4400);

const { values } = parseArgs({
  options: {
    loads: { type: 'string', default: '7' },
    routes: { type: 'string', default: '/,/ja' },
    cpu: { type: 'string', default: '4' },
    'no-build': { type: 'boolean' },
  },
});
const loads = Number(values.loads);
const routes = values.routes.split(',').filter(Boolean);
const profile = values.cpu === '6' ? PROFILES.phone6 : PROFILES.phone;
if (!(loads >= 1) || !['4', '6'].includes(values.cpu)) {
  throw new Error(
    'usage: npm run bench:transforms -- [--loads=N] [--routes=/,/ja] [--cpu=4|6] [--no-build]',
  );
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** The export without postbuild, in RAW; out/ is left built in full, as `npm run build` leaves it. */
async function buildRaw() {
  await runCommand('npm', ['run', 'art'], env);
  await runCommand('npx', ['next', 'build'], env);
  await rm(RAW, { recursive: true, force: true });
  await cp('out', RAW, { recursive: true });
  await runCommand('npx', ['tsx', 'scripts/postbuild.ts'], env);
}

/** A copy of the raw export, postbuilt without `off` (every transform when empty). */
async function makeCopy(off: string, index: number): Promise<Export> {
  const name = off ? `without ${off}` : 'all transforms';
  const dir = path.join(ROOT, off || 'all');
  await rm(dir, { recursive: true, force: true });
  await cp(RAW, dir, { recursive: true });
  await runCommand('npx', ['tsx', 'scripts/postbuild.ts', dir], { ...env, POSTBUILD_OFF: off });
  return { name, dir, port: PORT + 1 + index };
}

async function main() {
  if (!values['no-build']) await buildRaw();
  const copies: Export[] = [];
  for (const [index, off] of ['', ...TRANSFORMS].entries()) copies.push(await makeCopy(off, index));
  const { header, rows, floorLine } = await compareExports(copies, {
    loads,
    routes,
    profile,
    port: PORT,
  });
  console.log(`\n${floorLine}\n`);
  console.log(markdownTable(header, rows));
}

main().catch((error: unknown) => {
  console.error(`bench:transforms: ${(error as Error).stack ?? error}`);
  process.exitCode = 2;
});

/**
 * What each transform of the export buys (`npm run bench:transforms`; issue 59): builds the export
 * once without postbuild, makes one copy with every transform and one without each of them
 * (POSTBUILD_OFF, scripts/lib/secure-export.mjs), then loads the floor and every copy in turn,
 * round after round, in one Chromium on the phone profile, and prints each copy's first paint and
 * hydration over the floor's load of the same round, and what leaving the transform out changed
 * against the copy with all of them (median, min–max, over the rounds). The order of the copies
 * turns by one each round, so that none always comes right after the floor.
 */
import { cp, rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import path from 'node:path';

import { TRANSFORMS } from '@/scripts/lib/secure-export.mjs';

import { ensureFloor, FLOOR_OUT } from './floor';
import { launchBrowser, measureLoad, PROFILES } from './hydration';
import { spread } from './stats';
import { startServer, stopServer } from './static-server';
import { runCommand } from './system';
import { markdownTable } from './table';
import type { Load, Spread } from './types';

const ROOT = path.resolve('.tmp/bench/transforms');
const RAW = path.join(ROOT, 'raw');
const PORT = Number(process.env.BENCH_TRANSFORMS_PORT ?? 4400);

type Copy = { name: string; off: string; dir: string; port: number };
type Sample = Pick<Load, 'fcp' | 'hydrated'>;

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
  await runCommand('npx', ['tsx', 'scripts/postbuild.mjs'], env);
}

/** A copy of the raw export, postbuilt without `off` (every transform when empty). */
async function makeCopy(off: string, index: number): Promise<Copy> {
  const name = off ? `without ${off}` : 'all transforms';
  const dir = path.join(ROOT, off || 'all');
  await rm(dir, { recursive: true, force: true });
  await cp(RAW, dir, { recursive: true });
  await runCommand('npx', ['tsx', 'scripts/postbuild.mjs', dir], { ...env, POSTBUILD_OFF: off });
  return { name, off, dir, port: PORT + 1 + index };
}

const range = (value: Spread | null, sign = '+') =>
  value
    ? `${sign}${value.median} (${sign}${value.min}–${sign}${value.max})`.replace(/\+-/g, '-')
    : '-';

async function main() {
  if (!values['no-build']) await buildRaw();
  await ensureFloor();
  const copies: Copy[] = [];
  for (const [index, off] of ['', ...TRANSFORMS].entries()) copies.push(await makeCopy(off, index));
  const servers = [
    await startServer({ dir: FLOOR_OUT, port: PORT }),
    ...(await Promise.all(copies.map((copy) => startServer({ dir: copy.dir, port: copy.port })))),
  ];
  // samples[copy][route][round] and floor[round]
  const samples = new Map(copies.map((copy) => [copy.name, new Map<string, Sample[]>()]));
  const floor: Sample[] = [];
  const browser = await launchBrowser();
  try {
    for (let round = 0; round < loads; round += 1) {
      floor.push(await measureLoad(browser, `http://localhost:${PORT}/`, profile));
      const order = copies.map((_, i) => copies[(i + round) % copies.length]!);
      for (const copy of order) {
        for (const route of routes) {
          const load = await measureLoad(browser, `http://localhost:${copy.port}${route}`, profile);
          const byRoute = samples.get(copy.name)!;
          byRoute.set(route, [...(byRoute.get(route) ?? []), load]);
          console.log(
            `[round ${round + 1}/${loads}] ${copy.name.padEnd(24)} ${route.padEnd(4)} ` +
              `FCP ${load.fcp} (floor ${floor[round]!.fcp}), hydrated ${load.hydrated} (floor ${floor[round]!.hydrated})`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) await stopServer(server);
  }

  const over = (list: Sample[], base: Sample[], key: keyof Sample) =>
    spread(list.map((load, round) => Number(load[key]) - Number(base[round]![key])));
  const rows = copies.flatMap((copy) =>
    routes.map((route) => {
      const mine = samples.get(copy.name)!.get(route)!;
      const all = samples.get(copies[0]!.name)!.get(route)!;
      return [
        copy.name,
        route,
        range(over(mine, floor, 'fcp')),
        range(over(mine, floor, 'hydrated')),
        copy.off ? range(over(mine, all, 'fcp')) : '',
        copy.off ? range(over(mine, all, 'hydrated')) : '',
      ];
    }),
  );
  console.log(
    `\n${profile.label}, ${loads} rounds; floor: first paint ${range(spread(floor.map((f) => f.fcp)), '')} ms, ` +
      `hydrated ${range(spread(floor.map((f) => f.hydrated)), '')} ms from navigation start\n`,
  );
  console.log(
    markdownTable(
      [
        'Export',
        'Route',
        'First paint over the floor, ms',
        'Hydrated over the floor, ms',
        'First paint, left out − all, ms',
        'Hydrated, left out − all, ms',
      ],
      rows,
    ),
  );
}

main().catch((error: unknown) => {
  console.error(`bench:transforms: ${(error as Error).stack ?? error}`);
  process.exitCode = 2;
});

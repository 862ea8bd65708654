/**
 * Exports compared on the phone: the floor and every export loaded in turn, round after round, in
 * one Chromium (a fresh browser context for each load), each export's first paint and hydration
 * reported over the floor's load of the same round and against the first export's, median
 * (min–max) over the rounds, with the last byte of the HTML and its scripts beside hydration (the
 * link's share of it, last-byte.ts). The order of the exports turns by one each round, so that
 * none always comes right after the floor. Used by `npm run bench:transforms` (transforms.ts),
 * and for any A/B of two builds: `npm run bench:compare -- before=path/to/out after=out`
 * (compare-cli.ts).
 */
import path from 'node:path';

import { ensureFloor, FLOOR_OUT } from './floor';
import { launchBrowser, measureLoad, type Profile } from './hydration';
import { formatSpread, pairedSpread, spread } from './stats';
import { startServer, stopServer } from '@/e2e/harness/static-host';
import type { Load } from './types';

/** An export to load: its name in the table, its directory, and the port it is served on. */
export type Export = { name: string; dir: string; port: number };

/**
 * The exports a command line names, each `name=dir` (or a bare `dir`, named by itself), served
 * from the port after `port`, where the floor is served.
 */
export function exportsFromArgs(args: readonly string[], port: number): Export[] {
  return args.map((arg, index) => {
    const [name, dir] = arg.includes('=') ? arg.split('=', 2) : [arg, arg];
    return { name: name!, dir: path.resolve(dir!), port: port + 1 + index };
  });
}

type Sample = Pick<Load, 'fcp' | 'hydrated' | 'lastByte'>;
type Options = { loads: number; routes: string[]; profile: Profile; port: number };

const over = (list: Sample[], base: Sample[], key: keyof Sample) => pairedSpread(list, base, key);

export async function compareExports(exports: Export[], { loads, routes, profile, port }: Options) {
  await ensureFloor();
  const servers = [
    await startServer({ dir: FLOOR_OUT, port }),
    ...(await Promise.all(exports.map((e) => startServer({ dir: e.dir, port: e.port })))),
  ];
  const samples = new Map(exports.map((e) => [e.name, new Map<string, Sample[]>()]));
  const floor: Sample[] = [];
  const browser = await launchBrowser();
  try {
    for (let round = 0; round < loads; round += 1) {
      floor.push(await measureLoad(browser, `http://localhost:${port}/`, profile));
      const order = exports.map((_, i) => exports[(i + round) % exports.length]!);
      for (const current of order) {
        for (const route of routes) {
          const url = `http://localhost:${current.port}${route}`;
          const load = await measureLoad(browser, url, profile);
          const byRoute = samples.get(current.name)!;
          byRoute.set(route, [...(byRoute.get(route) ?? []), load]);
          console.log(
            `[round ${round + 1}/${loads}] ${current.name.padEnd(26)} ${route.padEnd(6)} ` +
              `FCP ${load.fcp} (floor ${floor[round]!.fcp}), ` +
              `hydrated ${load.hydrated} (floor ${floor[round]!.hydrated}), ` +
              `last byte ${load.lastByte} (floor ${floor[round]!.lastByte})`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) await stopServer(server);
  }
  const first = exports[0]!.name;
  const rows = exports.flatMap((current, index) =>
    routes.map((route) => {
      const mine = samples.get(current.name)!.get(route)!;
      const base = samples.get(first)!.get(route)!;
      return [
        current.name,
        route,
        formatSpread(over(mine, floor, 'fcp'), '+'),
        formatSpread(over(mine, floor, 'hydrated'), '+'),
        formatSpread(over(mine, floor, 'lastByte'), '+'),
        index ? formatSpread(over(mine, base, 'fcp'), '+') : '',
        index ? formatSpread(over(mine, base, 'hydrated'), '+') : '',
      ];
    }),
  );
  return {
    header: [
      'Export',
      'Route',
      'First paint over the floor, ms',
      'Hydrated over the floor, ms',
      'Last byte over the floor, ms',
      `First paint − ${first}, ms`,
      `Hydrated − ${first}, ms`,
    ],
    rows,
    floorLine:
      `${profile.label}, ${loads} rounds; floor: first paint ` +
      `${formatSpread(spread(floor.map((f) => f.fcp)))} ms, hydrated ` +
      `${formatSpread(spread(floor.map((f) => f.hydrated)))} ms from navigation start`,
  };
}

/**
 * `npm run bench:main-thread -- name=dir [name=dir …] [--routes=/,/ja] [--loads=5]
 * [--cpu=1|4|6]`: the floor and each export loaded in turn, round after round, on the phone's link
 * and screen with the CPU slowed as asked (not at all by default), each load traced until it has
 * hydrated; prints each page's main-thread work by kind (main-thread.ts), median over the rounds,
 * and its total over the floor's of the same round. Where hydration's margin is too noisy to show
 * a change of 100 ms, this shows what the change did to the work that margin is made of.
 */
import { parseArgs } from 'node:util';

import { exportsFromArgs } from './compare';
import { ensureFloor, FLOOR_OUT } from './floor';
import { launchBrowser, loadHydrated, PROFILES, profiledPage } from './hydration';
import { KINDS, mainThreadWork, TRACE_CATEGORIES, type TraceEvent, type Work } from './main-thread';
import { formatSpread, median, pairedSpread } from './stats';
import { startServer, stopServer } from '@/e2e/harness/static-host';
import { COMPARE_PORT } from './settings';
import { markdownTable } from './table';

const USAGE =
  'usage: npm run bench:main-thread -- name=dir [name=dir …] [--routes=/,/ja] [--loads=5] [--cpu=1|4|6]';

async function cli() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      loads: { type: 'string', default: '5' },
      routes: { type: 'string', default: '/' },
      cpu: { type: 'string', default: '1' },
    },
  });
  const port = COMPARE_PORT;
  const exports = exportsFromArgs(positionals, port);
  const loads = Number(values.loads);
  if (!exports.length || !['1', '4', '6'].includes(values.cpu) || !(loads >= 1)) {
    throw new Error(USAGE);
  }
  const routes = values.routes.split(',').filter(Boolean);
  const profile = { ...PROFILES.phone, cpu: Number(values.cpu) };

  await ensureFloor();
  const servers = [
    await startServer({ dir: FLOOR_OUT, port }),
    ...(await Promise.all(exports.map((e) => startServer({ dir: e.dir, port: e.port })))),
  ];
  const browser = await launchBrowser();
  const traced = async (url: string): Promise<Work | null> => {
    const context = await browser.createBrowserContext();
    try {
      const page = await profiledPage(context, profile);
      await page.tracing.start({ categories: TRACE_CATEGORIES });
      const { hydrated } = await loadHydrated(page, url);
      const trace = JSON.parse(Buffer.from((await page.tracing.stop())!).toString('utf8')) as {
        traceEvents: TraceEvent[];
      };
      return mainThreadWork(trace.traceEvents, url, hydrated);
    } finally {
      await context.close();
    }
  };

  const floor: (Work | null)[] = [];
  const pages = new Map<string, (Work | null)[]>();
  try {
    for (let round = 0; round < loads; round += 1) {
      floor.push(await traced(`http://localhost:${port}/`));
      for (const current of exports) {
        for (const route of routes) {
          const key = `${current.name} ${route}`;
          const work = await traced(`http://localhost:${current.port}${route}`);
          pages.set(key, [...(pages.get(key) ?? []), work]);
          console.log(
            `[round ${round + 1}/${loads}] ${key}: ${work ? Math.round(work.total) : '-'} ms ` +
              `(floor ${floor[round] ? Math.round(floor[round]!.total) : '-'} ms)`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) await stopServer(server);
  }

  const medians = (list: (Work | null)[]) =>
    [...KINDS, 'total' as const].map((kind) => {
      const value = median(list.map((work) => work?.[kind]));
      return value === null ? '-' : Math.round(value);
    });
  const overFloor = (list: (Work | null)[]) => {
    const margin = pairedSpread(
      list.map((work) => work ?? {}),
      floor.map((work) => work ?? {}),
      'total',
    );
    return formatSpread(margin, '+');
  };
  const header = ['page', ...KINDS, 'total', 'total over the floor'];
  const rows = [
    ['floor', ...medians(floor), ''],
    ...[...pages].map(([key, list]) => [key, ...medians(list), overFloor(list)]),
  ];
  console.log(
    `\nMain-thread CPU (thread time, ms) from navigation start to hydrated, median of ${loads}; ` +
      `${profile.label.replace(/CPU \d+x/, `CPU ${profile.cpu}x`)}\n\n${markdownTable(header, rows)}`,
  );
}

cli().catch((error: unknown) => {
  console.error(`bench:main-thread: ${(error as Error).stack ?? error}`);
  process.exitCode = 2;
});

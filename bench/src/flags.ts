/** The bench's command line, parsed strictly: an unknown flag or a bad value stops the run. */
import { parseArgs } from 'node:util';

import { routes as knownRoutes } from '@/data/routes';

export const USAGE = `Usage: npm run bench -- [options]

  --runs=N          Lighthouse runs per route and for the floor (default 3)
  --loads=N         rounds of cold loads (the floor, then every route) per profile (default 7)
  --no-build        reuse out/ and bench/floor/out (the floor is rebuilt only if stale)
  --report          print bench/results/latest.json again and rewrite bench/latest.md from it
  --only=PART       lighthouse, hydration or makers alone (a partial run)
  --routes=/,/ja    these routes alone, in any language (a partial run)
  --brotli          also load the site and the floor served with Brotli, at 4x
  --mascot=heavy    build with a 1024² PNG mascot of about 1 MB made at bench time, and report its
                    overlay image's bytes (a partial run; needs the build; no second token)
  --no-second-token skip Lighthouse on the second token's build (a partial run)
  --help            this text

A partial run prints its tables and writes bench/results/partial.json, leaving latest.json and
bench/latest.md to full runs.`;

export type BenchFlags = {
  runs: number;
  loads: number;
  build: boolean;
  report: boolean;
  only: 'lighthouse' | 'hydration' | 'makers' | null;
  routes: string[] | null;
  brotli: boolean;
  /** heavy: the build uses a 1 MB mascot upload (heavy-mascot.ts). */
  mascot: 'default' | 'heavy';
  /** Lighthouse also on the second token's build (second-token.ts). */
  secondToken: boolean;
  /** --only, --routes, --mascot=heavy or --no-second-token: a run for quick iteration, not the record. */
  partial: boolean;
  help: boolean;
};

/** A command line the bench cannot run; its message ends with the usage. */
export class FlagError extends Error {
  constructor(problem: string) {
    super(`${problem}\n\n${USAGE}`);
    this.name = 'FlagError';
  }
}

function count(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < 1) {
    throw new FlagError(`--${name}=${value}: expected a whole number of at least 1.`);
  }
  return number;
}

export function parseFlags(args: string[], routes: readonly string[] = knownRoutes): BenchFlags {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        runs: { type: 'string' },
        loads: { type: 'string' },
        'no-build': { type: 'boolean' },
        report: { type: 'boolean' },
        only: { type: 'string' },
        routes: { type: 'string' },
        brotli: { type: 'boolean' },
        mascot: { type: 'string' },
        'no-second-token': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new FlagError((error as Error).message);
  }
  const only = values.only ?? null;
  if (only !== null && only !== 'lighthouse' && only !== 'hydration' && only !== 'makers') {
    throw new FlagError(`--only=${only}: expected lighthouse, hydration or makers.`);
  }
  const chosen = values.routes === undefined ? null : values.routes.split(',').filter(Boolean);
  if (chosen?.length === 0) throw new FlagError('--routes: name at least one route.');
  const unknown = (chosen ?? []).filter((route) => !routes.includes(route));
  if (unknown.length) {
    throw new FlagError(`--routes: not in data/routes.ts: ${unknown.join(', ')}`);
  }
  const brotli = Boolean(values.brotli);
  const mascot = values.mascot ?? 'default';
  if (mascot !== 'default' && mascot !== 'heavy') {
    throw new FlagError(`--mascot=${mascot}: expected heavy.`);
  }
  if (mascot === 'heavy' && values['no-build']) {
    throw new FlagError('--mascot=heavy builds with the heavy mascot: drop --no-build.');
  }
  return {
    runs: count('runs', values.runs, 3),
    loads: count('loads', values.loads, 7),
    build: !values['no-build'],
    report: Boolean(values.report),
    only,
    routes: chosen,
    brotli,
    mascot,
    secondToken:
      !values['no-second-token'] && mascot !== 'heavy' && (only === null || only === 'lighthouse'),
    partial: Boolean(only || chosen || mascot === 'heavy' || values['no-second-token']),
    help: Boolean(values.help),
  };
}

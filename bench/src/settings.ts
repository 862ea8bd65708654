/** Where the bench listens (env) and where it writes, relative to the project root. */
import path from 'node:path';

export const PORT = Number(process.env.BENCH_PORT ?? 4300);
export const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? 4301);
/** The site again, served with Brotli. */
export const BROTLI_PORT = Number(process.env.BENCH_BROTLI_PORT ?? 4302);
/** The second token's build (second-token.ts). */
export const SECOND_TOKEN_PORT = Number(process.env.BENCH_SECOND_TOKEN_PORT ?? 4303);
/** The floor, served with Brotli. */
export const FLOOR_BROTLI_PORT = Number(process.env.BENCH_FLOOR_BROTLI_PORT ?? 4304);
/** The floor for `bench:compare` and `bench:main-thread`; the exports they load, the ports after it. */
export const COMPARE_PORT = Number(process.env.BENCH_COMPARE_PORT ?? 4500);

export const RESULTS_DIR = path.resolve('bench/results');
export const LHR_DIR = path.join(RESULTS_DIR, 'lhr');
export const SUMMARY = path.resolve('bench/latest.md');

/** A run that fails (or that Lighthouse reports as broken) is tried this many times in all. */
export const ATTEMPTS = 3;

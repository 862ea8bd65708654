/**
 * How much slower this machine is, as a run starts, than the one the browser suite's limits were
 * set on: the one place a limit grows. Every wall-clock limit that bounds real work (each test's
 * timeout, expect's, the waits for a page to hydrate) is `scaled(ms)`; the checks themselves, and
 * the page clocks the timed states are read on, never are.
 *
 * The measure is Lighthouse's BenchmarkIndex (e2e/harness/benchmark-index.mjs): a fixed CPU
 * workload in a page of the same Chromium, which reads both a slower processor and the other work
 * competing for it. The runner measures once per `playwright test`, before any test, and hands
 * the factor to its workers (which it starts) in the environment.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Lighthouse's benchmarkIndex on the machine the limits were set on (2-core AMD EPYC), as the
 * bench measured it: the median of its 45 Lighthouse runs of 2026-11-24 (bench/latest.md,
 * "Lighthouse benchmarkIndex median 2536 (1550-2897)"), none started on a half-busy CPU.
 */
export const REFERENCE_INDEX = 2536;

/** How the runner hands its factor to its workers: `<factor>@<runner's pid>`. */
const HANDED = 'E2E_MACHINE_FACTOR';

/** The factor for a measured index: never below 1, so a faster machine keeps the limits as set. */
export function factorFor(index: number): number {
  if (!(index > 0)) throw new Error(`BenchmarkIndex not measured (read ${index})`);
  return Math.max(1, Math.round((REFERENCE_INDEX / index) * 100) / 100);
}

/**
 * The factor handed down in `value`, if this process measured it or is a worker of the process
 * that did (its parent): a value from anywhere else, such as one typed by hand, is not taken.
 */
export function handedFactor(value: string | undefined, pid: number, ppid: number) {
  const match = /^(\d+(?:\.\d+)?)@(\d+)$/.exec(value ?? '');
  if (!match || ![pid, ppid].includes(Number(match[2]))) return null;
  return Number(match[1]);
}

let factor: number | null = null;

/** This run's factor: handed down by the runner, or measured now (about 2 s on a quiet machine). */
export function machineFactor(): number {
  factor ??= handedFactor(process.env[HANDED], process.pid, process.ppid);
  if (factor === null) {
    const index = Number(
      execFileSync(process.execPath, [path.join(__dirname, 'benchmark-index.mjs')], {
        encoding: 'utf8',
        timeout: 120_000,
      }),
    );
    factor = factorFor(index);
    process.env[HANDED] = `${factor}@${process.pid}`;
    // On stderr: a reporter may own stdout (`--reporter=json`).
    console.error(
      `Machine factor ${factor}: BenchmarkIndex ${Math.round(index)} against ${REFERENCE_INDEX} ` +
        'where the limits were set; every wall-clock limit of this run is scaled by it.',
    );
  }
  return factor;
}

/** A limit of `ms` on the machine the limits were set on, on this one. */
export const scaled = (ms: number) => Math.round(ms * machineFactor());

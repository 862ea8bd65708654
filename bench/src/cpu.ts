/**
 * The quiet-wait: Lighthouse's simulated TBT and LCP scale with how busy the machine is, so once
 * each run's browser has started the bench waits (within a budget) for other processes to use less
 * than half the CPU, and records how busy it was.
 */
import os from 'node:os';

/** What is left of a wait budget, and the most one run or load may take of it, in ms. */
export type QuietBudget = { left: number; perRun: number };

/** BENCH_QUIET_WAIT: seconds in all for one phase (default 120; 0 = off). */
export function quietBudget(perRun: number): QuietBudget {
  return { left: Number(process.env.BENCH_QUIET_WAIT ?? 120) * 1000, perRun };
}

/** The fraction of all cores busy over the next `ms` milliseconds. */
export async function cpuBusy(ms = 1000): Promise<number> {
  const total = () =>
    os.cpus().reduce(
      (sum, cpu) => {
        const all = Object.values(cpu.times).reduce((a, b) => a + b, 0);
        return { idle: sum.idle + cpu.times.idle, all: sum.all + all };
      },
      { idle: 0, all: 0 },
    );
  const before = total();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = total();
  const all = after.all - before.all;
  return all > 0 ? 1 - (after.idle - before.idle) / all : 0;
}

/** Waits (within the wait budget) until the machine is less than half busy; returns the reading. */
export async function waitForQuiet(budget: QuietBudget): Promise<number> {
  if (budget.left <= 0) return cpuBusy(200);
  const started = Date.now();
  const deadline = started + Math.min(budget.perRun, budget.left);
  let busy = await cpuBusy();
  let warned = false;
  while (busy > 0.5 && Date.now() < deadline) {
    if (!warned)
      console.log(`  (machine ${Math.round(busy * 100)}% busy; waiting for it to settle)`);
    warned = true;
    busy = await cpuBusy(2000);
  }
  budget.left = Math.max(0, budget.left - (Date.now() - started));
  return busy;
}

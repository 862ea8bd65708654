/**
 * The bench's report: prints the tables, the budgets and the failing audits of a run, and for a
 * full run writes the summary bench/latest.md.
 */
import { writeFile } from 'node:fs/promises';

import { SUMMARY } from './settings';
import { textTable } from './table';
import { hasLighthouse, type Report } from './types';
import {
  hydrationHeader,
  hydrationGoalLines,
  hydrationLoadLine,
  hydrationRows,
} from './report-hydration';
import {
  budgetLines,
  COLUMNS,
  loadLine,
  performanceTargetLine,
  tableRows,
} from './report-lighthouse';
import { markdownSummary } from './report-markdown';
import { printMakers } from './report-makers';

/** Prints the report, writes bench/latest.md for a full run; returns the exit code. */
export async function present(report: Report): Promise<number> {
  const { meta, floor, routes: pages, misses } = report;
  if (floor) {
    const header = ['route', ...COLUMNS.map(([name]) => name), 'budgets'];
    console.log(
      `\nLighthouse mobile, median of ${meta.runs} runs, ${meta.date}; differences from the floor in ` +
        `brackets (${meta.chromium}, ${meta.machine.cpu} x${meta.machine.cores}, Node ${meta.node})\n`,
    );
    console.log(textTable(header, tableRows(pages.filter(hasLighthouse), floor)));
    console.log(`\nMachine load: ${meta.load ? loadLine(meta.load) : '-'}.`);
    console.log(`\nBudgets:\n  ${budgetLines(floor, misses).join('\n  ')}`);
    console.log(`  ${performanceTargetLine(pages.filter(hasLighthouse))}`);
    for (const page of pages.filter(hasLighthouse)) {
      for (const audit of page.failingAudits) {
        console.log(
          `  ${page.name}: ${audit.category} audit ${audit.id} failed (${audit.runs}/${meta.runs} runs): ${audit.title}` +
            (audit.items.length ? `\n      ${audit.items.join('\n      ')}` : ''),
        );
      }
    }
  }
  if (meta.parts?.hydration) {
    console.log(
      `\nFirst paint and hydration over the floor, median (min–max) of ${meta.loads} rounds: ` +
        "the floor's row in ms from navigation start, each route's in ms after the floor's load " +
        'of the same round',
    );
    for (const [key, label] of Object.entries(meta.hydrationProfiles))
      console.log(`  ${key}: ${label}`);
    console.log(`\n${textTable(hydrationHeader(report), hydrationRows(report))}`);
    console.log(
      `\nMachine load: ${hydrationLoadLine(report)}; load average ${meta.loadAverage?.join(', ')}.`,
    );
    if (meta.fonts) console.log(meta.fonts);
    console.log(`\nGoals:\n  ${hydrationGoalLines(meta, misses).join('\n  ')}`);
  }
  if (report.makers) printMakers(report.makers, misses, meta.loads);
  if (meta.mascot) {
    const { upload, overlay } = meta.mascot;
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const largest = pages.flatMap((page) =>
      (page.hydration?.phone?.loads ?? []).map((load) => load.lcpElement ?? '-'),
    );
    console.log(
      `\nMascot: ${upload ? `${upload.file}, ${kb(upload.bytes)} upload` : 'the default'}; the overlay shows ` +
        `${overlay.file}, ${kb(overlay.bytes)}. Largest paint of each phone load: ${largest.join(', ') || '-'} ` +
        '(an img with Phone LCP close to Phone FCP: the mascot painted with the first paint).',
    );
  }
  if (meta.partial || !floor) {
    console.log(
      `\nPartial run: wrote bench/results/partial.json (run took ${meta.durationSeconds} s); ` +
        'latest.json and bench/latest.md are left to full runs.',
    );
  } else {
    await writeFile(SUMMARY, markdownSummary({ ...report, floor }));
    console.log(
      `\nWrote bench/results/latest.json and bench/latest.md (run took ${meta.durationSeconds} s).`,
    );
  }
  if (misses.length) {
    console.error(`\nbench: ${misses.length} budget(s) or goal(s) missed:`);
    for (const miss of misses) console.error(`  - ${miss.message}`);
    return 1;
  }
  console.log(
    '\nbench: every route is within its budgets and meets the hydration and maker goals.',
  );
  return 0;
}

/** bench/latest.md: the committed summary of a full run. */
import { markdownTable } from './table';
import { hasLighthouse, type LighthouseResult, type Report } from './types';
import { hydrationMarkdown } from './report-hydration';
import { makersMarkdown } from './report-makers';
import {
  budgetLines,
  COLUMNS,
  loadLine,
  performanceTargetLine,
  tableRows,
} from './report-lighthouse';

export function markdownSummary(report: Report & { floor: LighthouseResult }): string {
  const { meta, floor, misses } = report;
  const routes = report.routes.filter(hasLighthouse);
  const header = ['Route', ...COLUMNS.map(([name]) => name), 'Budgets'];
  const audits = routes.flatMap((page) =>
    page.failingAudits.map(
      (audit) =>
        `- \`${page.name}\` ${audit.category} \`${audit.id}\` (${audit.title}; ${audit.runs}/${meta.runs} runs)` +
        (audit.items.length
          ? `: ${audit.items.map((item) => `\`${item.replace(/`/g, "'")}\``).join(', ')}`
          : ''),
    ),
  );
  return [
    '# Benchmark: latest run',
    '',
    `Written by \`npm run bench\` (bench/src/run.ts) on ${meta.date}.`,
    '',
    `- Machine: ${meta.machine.cpu}, ${meta.machine.cores} cores, ${meta.machine.memoryGiB} GiB, ${meta.machine.os}`,
    ...(meta.fonts ? [`- ${meta.fonts}`] : []),
    `- Node ${meta.node}, ${meta.chromium}, Lighthouse ${meta.lighthouse}, Next ${meta.next}, React ${meta.react}`,
    `- Lighthouse mobile, default (simulated) throttling, median of ${meta.runs} runs per target; ` +
      'site and floor served with gzip -9 from localhost by e2e/harness/static-host.ts.',
    `- Machine load: ${meta.load ? loadLine(meta.load) : '-'}.`,
    '- JS and HTML: gzip -9 bytes from the export (module scripts the HTML loads); transfer: ' +
      "Lighthouse's total-byte-weight. Differences from the floor in brackets.",
    '',
    markdownTable(header, tableRows(routes, floor)),
    '',
    '## Budgets (every route)',
    '',
    ...budgetLines(floor, misses).map((line) => `- ${line}`),
    `- ${performanceTargetLine(routes)}`,
    '',
    misses.length ? `**${misses.length} missed:**` : '**All budgets met.**',
    '',
    ...misses.map((miss) => `- ${miss.message}`),
    ...(audits.length
      ? ['', '## Failing audits (accessibility, best practices, SEO)', '', ...audits]
      : []),
    '',
    '## Every run',
    '',
    'Performance / TBT ms / LCP s of each Lighthouse run, in the order they ran (round-robin), with ' +
      'how busy the CPU was just before the run and its benchmarkIndex: timings vary with the load.',
    '',
    markdownTable(
      ['Target', ...Array.from({ length: meta.runs }, (_, i) => `Run ${i + 1}`)],
      [...routes, floor].map((target) => [
        target.name,
        ...target.runs.map(
          (r) =>
            `${r.scores.performance?.toFixed(2) ?? '-'} / ${Math.round(r.metrics.tbt ?? NaN)} / ` +
            `${((r.metrics.lcp ?? NaN) / 1000).toFixed(2)} (CPU ${Math.round(r.cpuBusyBefore * 100)}%, ` +
            `BI ${Math.round(r.benchmarkIndex ?? NaN)})`,
        ),
      ]),
    ),
    '',
    ...(meta.parts?.hydration ? hydrationMarkdown(report) : []),
    ...(report.makers ? makersMarkdown(report.makers, misses, meta.loads) : []),
  ].join('\n');
}

/** The hydration table, its goal lines and its Markdown section. */
import { OVERLAY_MS } from '@/data/shell';

import { HYDRATION_GOALS } from './budgets';
import { markdownTable } from './table';
import type { Miss, PageHydration, PageReport, Report, Spread } from './types';

const range = (value: Spread | null | undefined) =>
  value ? `${value.median} (${value.min}–${value.max})` : '-';

const COLUMNS: [string, (h: PageHydration) => string | number][] = [
  ['Phone FCP ms', (h) => range(h.phone?.fcp)],
  ['Phone LCP ms', (h) => range(h.phone?.lcp)],
  ['Phone hydrated ms', (h) => range(h.phone?.hydrated)],
  ['Gap after overlay ms', (h) => h.phone?.gap ?? '-'],
  ['Phone hydrated, Brotli ms', (h) => range(h.phoneBrotli?.hydrated)],
  ['Desktop FCP ms', (h) => range(h.desktop?.fcp)],
  ['Desktop hydrated ms', (h) => range(h.desktop?.hydrated)],
];

export const HYDRATION_HEADER = ['Route', ...COLUMNS.map(([name]) => name), 'Goal'];

/** One row per route that was loaded (the second token's routes have Lighthouse alone). */
export function hydrationRows(pages: PageReport[]): string[][] {
  return pages
    .filter((page) => page.hydration)
    .map((page) => [
      page.name,
      ...COLUMNS.map(([, cell]) => String(cell(page.hydration ?? {}))),
      page.misses.some((miss) => miss.budget.startsWith('hydration-')) ? 'MISS' : 'ok',
    ]);
}

/** The goal, with whether every route met it (and which did not). */
export function hydrationGoalLines(meta: Report['meta'], misses: Miss[]): string[] {
  return (['phone', 'desktop'] as const).map((key) => {
    const routes = misses.filter((m) => m.budget === `hydration-${key}`).map((m) => m.route);
    return (
      `hydrated by ${HYDRATION_GOALS[key]} ms on the ${key} profile (median of ${meta.loads} cold loads)` +
      (routes.length ? `: MISSED on ${routes.join(', ')}` : ': met')
    );
  });
}

/** How busy the machine was before the hydration loads. */
export function hydrationLoadLine(pages: PageReport[]): string {
  const loads = pages.flatMap((page) =>
    Object.values(page.hydration ?? {}).flatMap((variant) => variant.loads),
  );
  const busy = loads.filter((load) => load.cpuBusyBefore > 0.5).length;
  return `${busy} of ${loads.length} loads started with the CPU more than half busy with other work`;
}

export function hydrationMarkdown(report: Report): string[] {
  const { meta, routes, misses } = report;
  const keys = Object.keys(routes[0]?.hydration ?? {}) as (keyof PageHydration)[];
  return [
    '## Hydration: when a tap is answered',
    '',
    `Cold loads (fresh browser context) in Chromium over CDP, ${meta.loads} per route and profile, ` +
      'round-robin; median (min–max) from navigation start. Hydrated: every `<button>` carries ' +
      `React's props. Gap after overlay: the phone median minus the overlay's ${OVERLAY_MS} ms, or 0.`,
    '',
    `- Phone: ${meta.hydrationProfiles.phone}, gzip -9 (as GitHub Pages serves); the Brotli ` +
      'column is the same profile served with Brotli 11 (as Cloudflare Pages, Netlify and ' +
      'CloudFront serve).',
    `- Desktop: ${meta.hydrationProfiles.desktop}, gzip -9.`,
    `- Machine load: ${hydrationLoadLine(routes)}.`,
    '',
    markdownTable(HYDRATION_HEADER, hydrationRows(routes)),
    '',
    ...hydrationGoalLines(meta, misses).map((line) => `- ${line}`),
    '',
    '### Every load (hydrated ms, in the order they ran)',
    '',
    markdownTable(
      ['Route', ...keys],
      routes
        .filter((page) => page.hydration)
        .map((page) => [
          page.name,
          ...keys.map(
            (key) => page.hydration?.[key]?.loads.map((load) => load.hydrated).join(', ') ?? '',
          ),
        ]),
    ),
    '',
  ];
}

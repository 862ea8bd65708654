/** The hydration table (each route's margins over the floor), its goal lines and its Markdown. */
import { HYDRATION_GOALS } from './budgets';
import { formatSpread } from './stats';
import { markdownTable } from './table';
import type { HydrationVariant, Miss, PageHydration, Report } from './types';

const VARIANT_NAMES: Record<HydrationVariant, string> = {
  phone: '4x',
  phone6: '6x',
  phoneBrotli: '4x Brotli',
};

/** The variants a report measured, in the order the bench runs them. */
const measured = (report: Pick<Report, 'floorHydration'>) =>
  (Object.keys(VARIANT_NAMES) as HydrationVariant[]).filter((key) => report.floorHydration?.[key]);

export function hydrationHeader(report: Pick<Report, 'floorHydration'>): string[] {
  return [
    'Route',
    ...measured(report).flatMap((key) => [
      `${VARIANT_NAMES[key]} first paint ms`,
      `${VARIANT_NAMES[key]} hydrated ms`,
      `${VARIANT_NAMES[key]} last byte ms`,
    ]),
    'Goal',
  ];
}

/**
 * The floor's row, in absolute ms from navigation start, then one row per route loaded, in ms
 * after the floor's load of the same round: median (min–max).
 */
export function hydrationRows(report: Pick<Report, 'floorHydration' | 'routes'>): string[][] {
  const keys = measured(report);
  const floor = report.floorHydration ?? {};
  const cells = (hydration: PageHydration, margins: boolean) =>
    keys.flatMap((key) => {
      const variant = hydration[key];
      return margins
        ? [
            formatSpread(variant?.overFloor?.fcp, '+'),
            formatSpread(variant?.overFloor?.hydrated, '+'),
            formatSpread(variant?.overFloor?.lastByte, '+'),
          ]
        : [
            formatSpread(variant?.fcp),
            formatSpread(variant?.hydrated),
            formatSpread(variant?.lastByte),
          ];
    });
  return [
    ['floor (absolute)', ...cells(floor, false), ''],
    ...report.routes
      .filter((page) => page.hydration)
      .map((page) => [
        page.name,
        ...cells(page.hydration ?? {}, true),
        page.misses.some((miss) => miss.budget.startsWith('hydration-')) ? 'MISS' : 'ok',
      ]),
  ];
}

/** Each goal, with whether every route met it (and which did not). */
export function hydrationGoalLines(meta: Report['meta'], misses: Miss[]): string[] {
  return Object.entries(HYDRATION_GOALS).flatMap(([variant, goals]) =>
    Object.entries(goals).map(([metric, goal]) => {
      const routes = misses
        .filter((m) => m.budget === `hydration-${variant}-${metric}`)
        .map((m) => m.route);
      const what = metric === 'fcp' ? 'first paint' : 'hydrated';
      return (
        `${what} within ${goal} ms of the floor at ${VARIANT_NAMES[variant as HydrationVariant]} ` +
        `(median of ${meta.loads} rounds)` +
        (routes.length ? `: MISSED on ${routes.join(', ')}` : ': met')
      );
    }),
  );
}

/** How busy the machine was before the hydration loads. */
export function hydrationLoadLine(report: Pick<Report, 'floorHydration' | 'routes'>): string {
  const loads = [
    report.floorHydration ?? {},
    ...report.routes.map((page) => page.hydration ?? {}),
  ].flatMap((hydration) => Object.values(hydration).flatMap((variant) => variant.loads));
  const busy = loads.filter((load) => load.cpuBusyBefore > 0.5).length;
  return `${busy} of ${loads.length} loads started with the CPU more than half busy with other work`;
}

export function hydrationMarkdown(report: Report): string[] {
  const { meta, routes, misses } = report;
  const keys = measured(report);
  return [
    '## First paint and hydration, over the floor',
    '',
    `Cold loads (fresh browser context) in Chromium over CDP, ${meta.loads} rounds; each round ` +
      'loads the framework floor (bench/floor: one page, one client island) and then every ' +
      "route, for each profile. Hydrated: every `<button>` carries React's props. The floor's " +
      "row is ms from navigation start; each route's is ms after the floor's load of the same " +
      'round: median (min–max). Last byte: when the HTML and the scripts asked for before ' +
      "hydration had all arrived, the link's share of hydration; what hydration adds past it " +
      "is the main thread's.",
    '',
    ...keys.map((key) => `- ${VARIANT_NAMES[key]}: ${meta.hydrationProfiles[key] ?? '-'}.`),
    `- Machine load: ${hydrationLoadLine(report)}.`,
    '',
    markdownTable(hydrationHeader(report), hydrationRows(report)),
    '',
    ...hydrationGoalLines(meta, misses).map((line) => `- ${line}`),
    '',
    '### Every load (hydrated ms from navigation start, in the order they ran)',
    '',
    markdownTable(
      ['Route', ...keys.map((key) => VARIANT_NAMES[key])],
      [
        { name: 'floor', hydration: report.floorHydration ?? {} },
        ...routes.filter((page) => page.hydration),
      ].map((page) => [
        page.name,
        ...keys.map(
          (key) => page.hydration?.[key]?.loads.map((load) => load.hydrated).join(', ') ?? '',
        ),
      ]),
    ),
    '',
  ];
}

/** The picture makers' table, its goal lines and its Markdown section. */
import { MAKER_GOALS } from './budgets';
import { formatSpread } from './stats';
import { markdownTable, textTable } from './table';
import type { MakerResult, Miss } from './types';

export const MAKER_HEADER = ['Maker', 'Route', 'Press to preview ms', 'Export ms', 'Goal'];

export function makerRows(makers: readonly MakerResult[], misses: readonly Miss[]): string[][] {
  return makers.map((maker) => {
    if (!maker.built) return [maker.name, maker.route, 'not built', 'not built', '-'];
    const missed = misses.some((miss) => miss.route === `${maker.name} maker`);
    return [
      maker.name,
      maker.route,
      formatSpread(maker.preview),
      formatSpread(maker.export),
      missed ? 'MISS' : 'ok',
    ];
  });
}

export function makerGoalLines(runs: number): string[] {
  return [
    `press to the first drawn preview by ${MAKER_GOALS.preview} ms on the phone profile (median of ${runs} runs)`,
    `the exported PNG made in ${MAKER_GOALS.export} ms or less (export-start to export-end, median)`,
  ];
}

const INTRO =
  'A cold load of the maker\u2019s route on the phone profile, hydrated; a press on the button ' +
  'that opens it (its name from the content file); the time from its `maker:<name>:open` mark ' +
  'to `maker:<name>:preview`; then a press on the dialog\u2019s download control and the time ' +
  'from `maker:<name>:export-start` to `:export-end`. Median (min–max). A maker whose button ' +
  'is not on its page yet reads "not built".';

export function printMakers(makers: readonly MakerResult[], misses: readonly Miss[], runs: number) {
  console.log(`\nPicture makers, phone profile, ${runs} runs each\n`);
  console.log(textTable(MAKER_HEADER, makerRows(makers, misses)));
  console.log(`\nGoals:\n  ${makerGoalLines(runs).join('\n  ')}`);
}

export function makersMarkdown(
  makers: readonly MakerResult[],
  misses: readonly Miss[],
  runs: number,
): string[] {
  return [
    '## Picture makers: press to preview, and the export',
    '',
    INTRO,
    '',
    markdownTable(MAKER_HEADER, makerRows(makers, misses)),
    '',
    ...makerGoalLines(runs).map((line) => `- ${line}`),
    '',
  ];
}

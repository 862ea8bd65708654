/** The check's percentages and lists in the page's language (Intl), and the sources' names. */
import type { SafetySource } from './query';

export const SOURCE_NAMES: Record<SafetySource, string> = {
  geckoterminal: 'GeckoTerminal',
  rugcheck: 'RugCheck',
  goplus: 'GoPlus',
};

/** "96.5%", "0%": a checked percentage from 0 to 100. */
export function formatPercent(value: number, lang: string): string {
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(
    value / 100,
  );
}

/** "GoPlus and RugCheck". */
export function formatSources(sources: SafetySource[], lang: string): string {
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(
    sources.map((source) => SOURCE_NAMES[source]),
  );
}

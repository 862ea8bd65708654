/**
 * The site's words: the content file (content/lewdin.yaml, or NEXT_PUBLIC_CONTENT), validated, with
 * the brand's placeholders filled in. Server-only: pages pass each client island the strings it uses.
 */
import { siteConfig } from '@/lib/brand';
import { plural, type PluralText } from '@/lib/fill';
import { formatCount } from '@/lib/format-count';
import { readContent } from './load';
import { fillPlaceholders, type BrandPlaceholder } from './placeholders';
import type { Content } from './schema';

export type { Content } from './schema';
export { fill } from '@/lib/fill';

/** The brand's value for each placeholder. */
export function brandValues(raw: Content = readContent()): Record<BrandPlaceholder, string> {
  const { chain, tokenVenue, launched } = siteConfig;
  const venue = tokenVenue.name;
  const { launchStatus } = raw.site;
  return {
    brand: siteConfig.brandName,
    ticker: siteConfig.ticker,
    venue,
    tagline: siteConfig.tagline,
    chain: chain.name,
    chainArticle: chain.article,
    gasToken: chain.gasToken,
    gasSymbol: chain.gasSymbol,
    explorer: siteConfig.explorerName,
    launchStatus: fillPlaceholders(launched ? launchStatus.launched : launchStatus.soon, { venue }),
  };
}

function fillAll<T>(value: T, values: Record<string, string>): T {
  if (typeof value === 'string') return fillPlaceholders(value, values) as T;
  if (Array.isArray(value)) return value.map((item) => fillAll(item, values)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillAll(item, values)]),
    ) as T;
  }
  return value;
}

let filled: { from: Content; content: Content } | null = null;

/** The content with {brand}, {ticker}, {venue}, … filled in; run-time placeholders stay. */
export function siteContent(): Content {
  const raw = readContent();
  if (filled?.from !== raw) {
    const { brand, ...words } = raw;
    filled = { from: raw, content: { ...fillAll(words, brandValues(raw)), brand } as Content };
  }
  return filled.content;
}

/** "2,847 connections": a count in the plural form the content's language picks for it. */
export function counted(forms: PluralText, n: number): string {
  return plural(forms, n, formatCount(n), siteContent().lang);
}

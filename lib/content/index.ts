/**
 * The site's words: the content file (content/lewdin.yaml, or NEXT_PUBLIC_CONTENT), validated, with
 * the brand's placeholders filled in, in the language of the page being made (its translation
 * beside the content file, merged over it). Server-only: pages pass each client island the strings
 * it uses.
 */
import { cache } from 'react';
import { siteConfig } from '@/lib/brand';
import { plural, type PluralText } from '@/lib/fill';
import { formatCount } from '@/lib/format-count';
import { pathInLanguage } from '@/lib/local-path';
import { languageContent, siteLanguages, type Language } from '../build/content/languages';
import { fillPlaceholders, type BrandPlaceholder } from './placeholders';
import type { Content } from './schema';

export type { Content } from './schema';
export type { Language } from '../build/content/languages';
export { languageAt, siteLanguages, translationParams } from '../build/content/languages';
export { fill } from '@/lib/fill';

/** The brand's value for each placeholder. */
export function brandValues(raw: Content): Record<BrandPlaceholder, string> {
  const config = siteConfig();
  const { chain, tokenVenue, launched } = config;
  const venue = tokenVenue.name;
  const { launchStatus } = raw.site;
  return {
    brand: config.brandName,
    ticker: config.ticker,
    venue,
    tagline: config.tagline,
    chain: chain.name,
    chainArticle: chain.article,
    gasToken: chain.gasToken,
    gasSymbol: chain.gasSymbol,
    explorer: config.explorerName,
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

// The page being made, per render (React's cache is scoped to one): each translated route's
// layout, page and metadata set it from their `lang` parameter before anything reads the words, as
// next-intl's setRequestLocale does. Outside a render (the build's scripts, tests), the base.
const renderLanguage = cache((): { tag?: string } => ({}));

/** Makes `tag` the language of every word read for the page being rendered. */
export function setPageLanguage(tag: string): void {
  renderLanguage().tag = tag;
}

/** The language of the page being rendered. */
export function pageLanguage(): Language {
  const languages = siteLanguages();
  const tag = renderLanguage().tag;
  return languages.find((language) => language.tag === tag) ?? languages[0]!;
}

/** A route of this site in the page's language: `/network` → `/ja/network`, `/` → `/ja`. */
export function localPath(route: string, language: Language = pageLanguage()): string {
  return pathInLanguage(route, language.segment);
}

const filled = new Map<Content, Content>();

/** The content with {brand}, {ticker}, {venue}, … filled in; run-time placeholders stay. */
export function siteContent(tag: string = pageLanguage().tag): Content {
  const raw = languageContent(tag);
  let content = filled.get(raw);
  if (!content) {
    const { brand, ...words } = raw;
    content = { ...fillAll(words, brandValues(raw)), brand } as Content;
    filled.set(raw, content);
  }
  return content;
}

/**
 * "2,847 connections": a count written and in the plural form the page's language picks for it.
 * On the server, so Intl's locale data costs the browser nothing.
 */
export function counted(forms: PluralText, n: number): string {
  const { lang } = siteContent();
  return plural(forms, n, formatCount(n, lang), lang);
}

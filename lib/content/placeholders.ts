/**
 * Placeholders in the content file's text. Brand placeholders are filled at build time from the
 * brand's values; run-time ones (`{name}`, `{count}`, …) are left for the browser, which fills them
 * with ./fill.ts. Any other `{word}` is a typo and fails the build.
 */
export const BRAND_PLACEHOLDERS = [
  'brand',
  'ticker',
  'venue',
  'tagline',
  'chain',
  'chainArticle',
  'gasToken',
  'gasSymbol',
  'explorer',
  'launchStatus',
] as const;

export type BrandPlaceholder = (typeof BRAND_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The names of every `{placeholder}` in `text`, in order. */
export function placeholdersIn(text: string): string[] {
  return Array.from(text.matchAll(PLACEHOLDER), (match) => match[1]!);
}

/** Replaces each `{name}` that `values` has; leaves the others as they are. */
export { fill as fillPlaceholders } from '@/lib/fill';

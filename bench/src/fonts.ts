/**
 * Which of the site's languages the machine has a font for. Chromium on Linux asks fontconfig for
 * every glyph its fonts lack; with no font for a script, that search runs in each page's first
 * layout (docs/performance.md: `/ja` without fonts-noto-cjk). A phone has fonts for its languages,
 * so the report says where the machine has none.
 */
import { execFileSync } from 'node:child_process';

/** fontconfig's name for a BCP 47 tag's script: `zh-Hant` is `zh-tw`, `ja` is `ja`. */
export function fontconfigLanguage(tag: string): string {
  const [language = '', ...rest] = tag.toLowerCase().split('-');
  if (language !== 'zh') return language;
  return rest.some((part) => part === 'hant' || part === 'tw' || part === 'hk') ? 'zh-tw' : 'zh-cn';
}

/** How many installed font families cover each tag, or null when fontconfig cannot be asked. */
export function fontFamilies(tags: readonly string[]): Record<string, number> | null {
  try {
    return Object.fromEntries(
      tags.map((tag) => {
        const families = execFileSync('fc-list', [`:lang=${fontconfigLanguage(tag)}`, 'family'], {
          stdio: ['ignore', 'pipe', 'ignore'],
        }).toString();
        return [tag, new Set(families.split('\n').filter(Boolean)).size];
      }),
    );
  } catch {
    return null;
  }
}

/** One line for the report: the languages the machine has no font for, and what that costs. */
export function fontLine(families: Record<string, number> | null): string {
  if (!families) return 'Fonts: fontconfig could not be asked (fc-list), so not known.';
  const missing = Object.keys(families).filter((tag) => families[tag] === 0);
  if (!missing.length)
    return `Fonts: every language has a font (${Object.keys(families).join(', ')}).`;
  return (
    `Fonts: none installed for ${missing.join(', ')}, so Chromium searches for each glyph in those ` +
    "pages' first layout, which a phone does not (on Debian, fonts-noto-cjk covers ja, ko and zh)."
  );
}

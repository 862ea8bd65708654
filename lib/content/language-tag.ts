/**
 * A translation's language tag (BCP 47: `ja`, `zh-Hans`, `pt-BR`, `ar`), as its file's name and its
 * `lang:` carry it. One check for the build and for setup's `--add-language`.
 */

/** Scripts written right to left: pages in these languages get `dir="rtl"`. */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb']);

/** The tag in its canonical case (`zh-hans` → `zh-Hans`), or null when it is not a valid tag. */
export function canonicalTag(tag: string): string | null {
  if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(tag)) return null;
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    return canonical ?? null;
  } catch {
    return null;
  }
}

/** Why `tag` cannot name a language, in a sentence; null when it can. */
export function languageTagProblem(tag: string): string | null {
  if (canonicalTag(tag) === null) {
    return `"${tag}" is not a BCP 47 language tag (e.g. ja, zh-Hans, pt-BR, ar)`;
  }
  return null;
}

/** Every plural form CLDR names, in its order (Node's ICU lists a language's own in varying orders). */
export const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** The plural forms the language's sentences need, in CLDR's order (ja: other; ar: all six). */
export function pluralForms(tag: string): string[] {
  const categories: readonly string[] = new Intl.PluralRules(tag).resolvedOptions()
    .pluralCategories;
  return PLURAL_FORMS.filter((form) => categories.includes(form));
}

/** The folder a language's pages live under: the tag in lower case (`/zh-hans/`). */
export function languageSegment(tag: string): string {
  return tag.toLowerCase();
}

export function languageDirection(tag: string): 'ltr' | 'rtl' {
  const language = new Intl.Locale(tag).language;
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

/** The language's name in itself ("日本語", "English", "العربية"), for the switcher. */
export function nativeName(tag: string): string {
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}

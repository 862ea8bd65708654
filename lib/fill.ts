/**
 * Fills a content sentence's run-time placeholders (`{name}`, `{count}`) in the browser. The build
 * has already filled the brand's, and checked that no other placeholder is left.
 *
 * In a right-to-left sentence, each filled word and each cashtag or hashtag (`$KOALA`, `#OpenTo…`)
 * is set in a first-strong isolate (U+2068 … U+2069), so it reads in its own direction: unisolated,
 * the bidi algorithm gives `$KOALA`'s weak dollar sign to the sentence and draws `KOALA$`. Letters
 * and signs attached to a placeholder go in its isolate; a word's closing punctuation stays out.
 */
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

// By script extensions: the tatweel (ـ, "بـ{ticker}") and Arabic punctuation belong to their letters.
const RIGHT_TO_LEFT_LETTER =
  '\\p{scx=Arabic}\\p{scx=Hebrew}\\p{scx=Syriac}\\p{scx=Thaana}\\p{scx=Nko}\\p{scx=Adlam}';
const RIGHT_TO_LEFT = new RegExp(`[${RIGHT_TO_LEFT_LETTER}]`, 'u');
/** What reads as part of a left-to-right word: letters, digits and marks not of an RTL script, signs. */
const ATTACHED = `(?:(?![${RIGHT_TO_LEFT_LETTER}])[\\p{L}\\p{N}\\p{M}$#@_%+\\-])`;
const PLACEHOLDER_SOURCE = '\\{([A-Za-z][A-Za-z0-9]*)\\}';
const PLACEHOLDER = new RegExp(PLACEHOLDER_SOURCE, 'g');
/** A placeholder with the word around it, or a cashtag or hashtag, not already isolated. */
const LEFT_TO_RIGHT_WORD = new RegExp(
  `${ATTACHED}*(?:\\{[A-Za-z][A-Za-z0-9]*\\}${ATTACHED}*)+|(?<!${FIRST_STRONG_ISOLATE})[$#]${ATTACHED}+`,
  'gu',
);

/** Whether `text` has a letter of a right-to-left script, and so reads right to left. */
export function readsRightToLeft(text: string): boolean {
  return RIGHT_TO_LEFT.test(text);
}

export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  const filled = (text: string) =>
    text.replace(PLACEHOLDER, (whole, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : whole,
    );
  if (!readsRightToLeft(template)) return filled(template);
  return template.replace(LEFT_TO_RIGHT_WORD, (word) => {
    const placeholders = [...word.matchAll(PLACEHOLDER)];
    // A run-time placeholder left by the build is isolated when the browser fills it.
    if (placeholders.length && !placeholders.some(([, name]) => Object.hasOwn(values, name!)))
      return word;
    return `${FIRST_STRONG_ISOLATE}${filled(word)}${POP_DIRECTIONAL_ISOLATE}`;
  });
}
/** A sentence in the plural form the language's rules pick for `count` ("1 waifu", "2 waifus"). */
export type PluralText = {
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  zero?: string;
  other: string;
};

export function plural(
  forms: PluralText,
  count: number,
  formatted: string,
  locale: string,
): string {
  const rule = new Intl.PluralRules(locale).select(count) as keyof PluralText;
  return fill(forms[rule] ?? forms.other, { count: formatted });
}

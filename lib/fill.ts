/**
 * Fills a content sentence's run-time placeholders (`{name}`, `{count}`) in the browser. The build
 * has already filled the brand's, and checked that no other placeholder is left.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
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

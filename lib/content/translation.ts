/**
 * A translation: `<name>.<lang>.yaml` beside the content file, with the base file's sections and
 * keys and every word translated. Whatever is not words (numbers, links, pictures) comes from the
 * base file unless the translation sets it; the `brand:` section is the same in every language.
 * Node only: the build reads it before any page is made.
 */
import type { z } from 'zod';
import { pluralFields, wordFields } from './fields';
import { canonicalTag, languageTagProblem, pluralForms } from './language-tag';
import {
  ContentError,
  formatPath,
  located,
  schemaProblems,
  type ParsedFile,
} from '../build/content/load';
import { placeholdersIn } from './placeholders';
import { contentSchema, type Content } from './schema';

type Keys = (string | number)[];
type Problem = { keys: Keys; text: string; inBase?: boolean };
type Loose = Record<string, unknown>;

/** A translation's own top-level keys, besides the base file's sections. */
const TRANSLATION_KEYS = new Set(['lang', 'keep', '$schema']);

/** English grammar ("a"/"an" before the chain's name): a language without articles drops it. */
const GRAMMAR_PLACEHOLDERS = new Set(['chainArticle']);

/** Letters in any script: an entry without one (a number, `{ticker}` alone, "!!") is not words. */
const LETTER = /\p{L}/u;

function isObject(value: unknown): value is Loose {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The schema inside optional/default/nullable wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = (current as unknown as { _zod: { def: { type: string; innerType?: z.ZodType } } })
      ._zod.def;
    if (!def.innerType || !['optional', 'default', 'nullable', 'prefault'].includes(def.type)) {
      return current;
    }
    current = def.innerType;
  }
}

function defOf(schema: z.ZodType) {
  return (
    schema as unknown as {
      _zod: { def: { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType } };
    }
  )._zod.def;
}

/** Counts of each placeholder, so `{a} {a}` → `{a}` is a dropped one. */
function placeholderCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const name of placeholdersIn(text)) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
}

function placeholderProblems(base: string, translated: string, optional = new Set<string>()) {
  const want = placeholderCounts(base);
  const got = placeholderCounts(translated);
  const found: string[] = [];
  for (const [name, count] of want) {
    const have = got.get(name) ?? 0;
    if (have < count && !optional.has(name)) found.push(`drops {${name}}`);
  }
  for (const [name, count] of got) {
    if (!want.has(name)) found.push(`adds {${name}}, which the base file's entry does not have`);
    else if (count > (want.get(name) ?? 0)) found.push(`repeats {${name}}`);
  }
  return found;
}

/** Without its placeholders: what is left to read. */
const words = (text: string) => text.replace(/\{[A-Za-z][A-Za-z0-9]*\}/g, '');

type Walk = {
  lang: string;
  categories: Set<string>;
  keep: Set<string>;
  problems: Problem[];
};

function walkPlural(base: Loose, translated: unknown, keys: Keys, walk: Walk): unknown {
  if (!isObject(translated)) {
    walk.problems.push({
      keys,
      text:
        translated === undefined
          ? `is missing: a sentence in ${[...walk.categories].join(', ')} forms`
          : `must be a section of plural forms (${[...walk.categories].join(', ')})`,
    });
    return base;
  }
  const forms = Object.keys(translated);
  const lacking = [...walk.categories].filter((form) => !forms.includes(form));
  const extra = forms.filter((form) => !walk.categories.has(form));
  if (lacking.length > 0) {
    walk.problems.push({
      keys,
      text: `lacks the plural form${lacking.length > 1 ? 's' : ''} ${lacking.join(', ')}: ${walk.lang} needs ${[...walk.categories].join(', ')}`,
    });
  }
  for (const form of extra) {
    walk.problems.push({
      keys: [...keys, form],
      text: `is a plural form ${walk.lang} does not use: it uses ${[...walk.categories].join(', ')}`,
    });
  }
  const model = String(base.other ?? '');
  for (const form of forms) {
    const value = translated[form];
    if (typeof value !== 'string') continue;
    // One, two and zero may say the number in words ("اتصالان"), so {count} may go there.
    const optional = new Set(
      form === 'other' || form === 'few' || form === 'many' ? [] : ['count'],
    );
    for (const text of placeholderProblems(model, value, optional)) {
      walk.problems.push({ keys: [...keys, form], text });
    }
  }
  return translated;
}

function walkWord(base: string, translated: unknown, keys: Keys, walk: Walk): unknown {
  if (translated === undefined || translated === null) {
    walk.problems.push({ keys, text: `is missing: translate ${JSON.stringify(base)}` });
    return base;
  }
  if (typeof translated !== 'string') return translated;
  for (const text of placeholderProblems(base, translated, GRAMMAR_PLACEHOLDERS)) {
    walk.problems.push({ keys, text });
  }
  const path = formatPath(keys);
  if (translated === base && LETTER.test(words(base)) && !walk.keep.has(path)) {
    walk.problems.push({
      keys,
      text: `is still the base file's ${JSON.stringify(base)}: translate it, or list ${path} under keep: if it stays the same in ${walk.lang}`,
    });
  }
  return translated;
}

/**
 * The translation merged over the base, walking the schema: words must be there, translated, with
 * the base's placeholders; plural sentences have the language's forms; lists match the base's.
 */
function merge(
  schema: z.ZodType,
  base: unknown,
  translated: unknown,
  keys: Keys,
  walk: Walk,
): unknown {
  const inner = unwrap(schema);
  if (base === undefined) return translated;
  if (pluralFields.has(inner) && isObject(base)) return walkPlural(base, translated, keys, walk);
  if (wordFields.has(inner) && typeof base === 'string') {
    return walkWord(base, translated, keys, walk);
  }
  const def = defOf(inner);
  if (def.type === 'object' && def.shape && isObject(base)) {
    if (translated !== undefined && !isObject(translated)) return translated;
    const own = translated ?? {};
    const merged: Loose = { ...own };
    for (const [key, field] of Object.entries(def.shape)) {
      if (key === 'brand' && keys.length === 0) continue;
      const value = merge(field, base[key], own[key], [...keys, key], walk);
      if (value !== undefined) merged[key] = value;
    }
    return merged;
  }
  if (def.type === 'array' && def.element && Array.isArray(base)) {
    if (translated !== undefined && !Array.isArray(translated)) return translated;
    const own = (translated ?? []) as unknown[];
    if (translated !== undefined && own.length !== base.length) {
      walk.problems.push({
        keys,
        text: `has ${own.length} entries, the base file's has ${base.length}: translate each, in the same order`,
      });
    }
    return base.map((item, index) => merge(def.element!, item, own[index], [...keys, index], walk));
  }
  return translated === undefined ? base : translated;
}

/** Every path the schema calls words, for checking `keep:`. */
function wordPaths(schema: z.ZodType, value: unknown, keys: Keys, into: Set<string>) {
  const inner = unwrap(schema);
  if (wordFields.has(inner) || pluralFields.has(inner)) {
    into.add(formatPath(keys));
    return;
  }
  const def = defOf(inner);
  if (def.type === 'object' && def.shape && isObject(value)) {
    for (const [key, field] of Object.entries(def.shape)) {
      wordPaths(field, value[key], [...keys, key], into);
    }
  } else if (def.type === 'array' && def.element && Array.isArray(value)) {
    value.forEach((item, index) => wordPaths(def.element!, item, [...keys, index], into));
  }
}

function keepList(value: unknown, problems: Problem[]): Set<string> {
  if (value === undefined) return new Set();
  if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string')) {
    problems.push({ keys: ['keep'], text: 'must be a list of paths, e.g. [me.name, site.uwu]' });
    return new Set();
  }
  return new Set(value as string[]);
}

/**
 * The content of one language: the translation `file` (its tag from the name, `tag`) merged over
 * the base file. Throws a ContentError listing every problem at once, each with its file, line and
 * path: a missing word, a placeholder dropped, renamed or added, a plural form lacking or extra, a
 * `lang:` that disagrees with the name, an entry still identical to the base, text longer than its
 * place holds.
 */
export function parseTranslation(translation: ParsedFile, base: ParsedFile, tag: string): Content {
  const problems: Problem[] = [];
  const data = translation.data;
  if (!isObject(data)) {
    throw new ContentError(translation.file, [`${translation.file}  must be a section of fields`]);
  }
  const lang = data.lang;
  const expected = canonicalTag(tag) ?? tag;
  if (typeof lang !== 'string') {
    problems.push({ keys: ['lang'], text: `is missing: it must be ${expected}, as the name says` });
  } else if (languageTagProblem(lang)) {
    problems.push({ keys: ['lang'], text: languageTagProblem(lang)! });
  } else if (canonicalTag(lang) !== expected) {
    problems.push({
      keys: ['lang'],
      text: `is ${JSON.stringify(lang)}, but the file's name says ${expected}: rename the file or fix lang:`,
    });
  }
  if ('brand' in data) {
    problems.push({
      keys: ['brand'],
      text: 'leave the brand: section out: the name, ticker, address, links and colours are the base file’s in every language',
    });
  }
  if ('trade' in data) {
    problems.push({
      keys: ['trade'],
      text: 'leave the trade: section out: the bots’ and terminals’ names and links are the base file’s in every language (their rows’ words are contract.trade)',
    });
  }
  if (isObject(data.raid) && 'reply' in data.raid) {
    problems.push({
      keys: ['raid', 'reply'],
      text: 'leave it out: the X post to reply under is the base file’s in every language',
    });
  }
  const keep = keepList(data.keep, problems);
  const baseData = base.data as Loose;
  const known = new Set<string>();
  wordPaths(contentSchema, baseData, [], known);
  for (const path of keep) {
    if (!known.has(path)) {
      problems.push({ keys: ['keep'], text: `names ${path}, which is not an entry of words` });
    }
  }
  const walk: Walk = {
    lang: expected,
    categories: new Set(pluralForms(expected)),
    keep,
    problems,
  };
  const sections = Object.fromEntries(
    Object.entries(data).filter(([key]) => !TRANSLATION_KEYS.has(key) && key !== 'brand'),
  );
  const merged = merge(contentSchema, { ...baseData, lang: expected }, sections, [], walk) as Loose;
  merged.lang = expected;
  if (baseData.brand !== undefined) merged.brand = baseData.brand;
  if (baseData.$schema !== undefined) merged.$schema = baseData.$schema;
  const place = (keys: readonly PropertyKey[]) => {
    const line = translation.lineOf(keys);
    return line !== null || keys.length === 0
      ? { file: translation.file, line }
      : { file: base.file, line: base.lineOf(keys) };
  };
  const found = problems.map(({ keys, text }) => {
    const { file, line } = { file: translation.file, line: translation.lineOf(keys) };
    return located(file, line, formatPath(keys) || '(the whole file)', text);
  });
  const checked = schemaProblems(merged, place);
  found.push(...checked.problems);
  if (found.length > 0 || !checked.content) throw new ContentError(translation.file, found);
  return checked.content;
}

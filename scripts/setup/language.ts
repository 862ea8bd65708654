/**
 * `npm run setup -- --add-language <tag>`: starts a translation of the content file the build
 * reads, beside it (brand/content.yaml → brand/content.ja.yaml). The file holds every word of the
 * base to translate, each plural sentence in the forms its language needs, and a header that says
 * how; the build reads it by itself (lib/content/) and refuses it while a word is left as it was.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, isSeq, parseDocument, YAMLMap, type Document, type Node } from 'yaml';
import type { z } from 'zod';
import {
  canonicalTag,
  languageTagProblem,
  nativeName,
  PLURAL_FORMS,
  pluralForms,
} from '../../lib/content/language-tag';
import { contentSchema } from '../../lib/content/schema';
import { SetupError } from './flags';

/** CLDR's plural categories, in the order a translator reads them. */

/** The tag in its canonical case; a SetupError with the check's own words when it is not a tag. */
export function readLanguageTag(tag: string): string {
  const problem = languageTagProblem(tag);
  const canonical = canonicalTag(tag);
  if (problem || !canonical) throw new SetupError(`--add-language: ${problem ?? tag}.`);
  return canonical;
}

/** `brand/content.yaml` → `brand/content.ja.yaml`: the translation's file, beside the base. */
export function translationFile(contentFile: string, tag: string): string {
  const { dir, name, ext } = path.posix.parse(contentFile.split(path.sep).join('/'));
  return path.posix.join(dir, `${name}.${tag}${ext}`);
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
};

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  return def.innerType && ['optional', 'nullable', 'default'].includes(def.type)
    ? unwrap(def.innerType)
    : schema;
}

/** A sentence a visitor reads: the content schema's text fields, which say their placeholders. */
const isWords = (schema: z.ZodType) =>
  defOf(schema).type === 'string' && /placeholders:/.test(schema.description ?? '');

const isPlural = (schema: z.ZodType) => {
  const keys = Object.keys(defOf(schema).shape ?? {});
  return keys.length === PLURAL_FORMS.length && PLURAL_FORMS.every((form) => keys.includes(form));
};

/**
 * Keeps the words of `node` (as `schema` says which they are) and drops the rest, which the build
 * takes from the base file: numbers, icons, pictures. A plural sentence gets `forms`, each
 * prefilled with the base's `other`. False when nothing of `node` is left.
 */
function keepWords(doc: Document, node: unknown, schema: z.ZodType, forms: string[]): boolean {
  const type = unwrap(schema);
  const def = defOf(type);
  if (isWords(type)) return isScalar(node);
  if (def.type === 'array' && def.element && isSeq(node)) {
    // Every entry stays, in the base's order, even one left with no words: the build matches a
    // translation's list to the base's entry by entry.
    const kept = node.items.map((item) => keepWords(doc, item, def.element!, forms));
    return kept.some(Boolean);
  }
  if (def.type !== 'object' || !isMap(node)) return false;
  const shape = def.shape ?? {};
  node.items = node.items.filter((pair) => {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    const child = shape[key];
    if (!child) return false;
    if (isPlural(unwrap(child)) && isMap(pair.value)) {
      const other = pair.value.get('other');
      const plural = new YAMLMap();
      for (const form of forms) plural.set(form, doc.createNode(other));
      plural.commentBefore = (pair.value as Node).commentBefore;
      pair.value = plural;
      return true;
    }
    return keepWords(doc, pair.value, child, forms);
  });
  return node.items.length > 0;
}

/** What the translation's first lines say: how to translate, and what the build checks. */
function header(tag: string, base: string, file: string, forms: string[]): string {
  return [
    ` ${nativeName(tag)} (${tag}): a translation of ${path.posix.basename(base)}, read by the build beside it`,
    ` (${file}); its pages are served under /${tag.toLowerCase()}/.`,
    '',
    ' Translate every word below, in your own voice: a joke, not a dictionary.',
    ' - Keep every {placeholder} as it is ({brand}, {ticker}, {count}, {name}…): the build fills it in.',
    `   You may move it within the sentence. Plural sentences here have the forms ${tag} needs:`,
    `   ${forms.join(', ')} (Intl.PluralRules); each is prefilled with the base's "other".`,
    ' - The brand (name, ticker, address, links, colours) and whatever is not words (numbers, icons,',
    '   pictures) come from the base file, so they are left out here.',
    ' - The build refuses an entry left identical to the base file, naming it. An entry with no',
    '   letters ({tagline}, 1337) is not words. List the entries meant to stay the same (a name,',
    '   "UwU") under keep:, by their path, e.g.',
    '     keep:',
    '       - site.uwu',
  ].join('\n');
}

/** The translation's text: `lang:`, then every section but `brand:` with the base's words in it. */
export function translationDocument(
  source: string,
  baseFile: string,
  tag: string,
  file: string,
): string {
  const doc = parseDocument(source);
  if (!isMap(doc.contents)) throw new SetupError(`${baseFile} is not a content file to translate.`);
  const forms = pluralForms(tag);
  doc.delete('brand');
  doc.delete('$schema');
  doc.set('lang', tag);
  const shape = defOf(contentSchema).shape ?? {};
  doc.contents.items = doc.contents.items.filter((pair) => {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    if (key === 'lang') return true;
    const schema = shape[key];
    return schema ? keepWords(doc, pair.value, schema, forms) : false;
  });
  doc.commentBefore = header(tag, baseFile, file, forms);
  // The base file's own first comments (its schema line, how to edit it) are not the translation's.
  const first = doc.contents.items[0];
  if (first && isScalar(first.key))
    first.key.commentBefore = ' The pages’ language: this file’s tag.';
  return doc.toString({ singleQuote: true, lineWidth: 100 });
}

export function existingTranslation(file: string): SetupError {
  return new SetupError(
    `${file} exists, and setup never overwrites it: edit it, or run again with --force to replace it (the old one is kept as ${file}.bak).`,
  );
}

/** Where the translation goes, refused when the file is there and `force` is not given. */
export function translationTarget(root: string, contentFile: string, tag: string, force: boolean) {
  const file = translationFile(contentFile, tag);
  if (existsSync(path.join(root, file)) && !force) throw existingTranslation(file);
  return file;
}

import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isPair, isSeq, LineCounter, parseDocument, visit, type Document } from 'yaml';
import type { z } from 'zod';
import { contentSchema, type Content } from '../../content/schema';

import { BRAND_CONTENT_FILE, contentFilePath } from './files.mjs';

export { BRAND_CONTENT_FILE, DEFAULT_CONTENT_FILE } from './files.mjs';

const MAX_ISSUES = 12;

export class ContentError extends Error {
  constructor(file: string, problems: string[]) {
    super(`Invalid content: ${file}\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** `['home', 'news', 2, 'title']` → `home.news[2].title`. */
export function formatPath(keys: readonly PropertyKey[]): string {
  return keys
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}

/** A value as the message quotes it: short, on one line. */
export function quote(value: unknown): string {
  if (value === undefined) return 'nothing';
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 80 ? `${json.slice(0, 77)}…` : json;
}

function valueAt(data: unknown, keys: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of keys) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function typeName(value: unknown): string {
  if (value === null) return 'empty';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a section';
  return `a ${typeof value}`;
}

const expectedName: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  object: 'a section of fields',
  array: 'a list',
  boolean: 'true or false',
};

/** What an issue says is expected, in words a non-programmer reads. */
function describeIssue(issue: z.core.$ZodIssue, value: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined || value === null)
        return `is ${value === null ? 'empty' : 'missing'}: it must be ${expectedName[issue.expected] ?? issue.expected}`;
      return `must be ${expectedName[issue.expected] ?? issue.expected} (got ${typeName(value)})`;
    case 'too_small':
    case 'too_big': {
      const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
      const word = issue.code === 'too_small' ? 'at least' : 'at most';
      if (issue.origin === 'string')
        return `must be ${word} ${bound} characters (got ${String(value).length}): the layout holds no more`;
      if (issue.origin === 'array') {
        const why = issue.code === 'too_small' && issue.message !== '' ? issue.message : null;
        return `must have ${word} ${bound} entries (got ${(value as unknown[]).length})${why ? `: ${why}` : ''}`;
      }
      return issue.message.startsWith('must') ? issue.message : `must be ${word} ${bound}`;
    }
    case 'unrecognized_keys':
      return ''; // reported per key, below
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => quote(v)).join(', ')}`;
    case 'invalid_format':
      return `is not in the expected form (${issue.format === 'regex' ? ((issue as { pattern?: string }).pattern ?? 'see the schema') : issue.format})`;
    case 'not_multiple_of':
      return 'must be a whole number';
    default:
      return issue.message;
  }
}

type Found = { keys: PropertyKey[]; path: string; text: string };

/** Every problem the schema finds, each with its path, value and what is expected. */
function problems(error: z.ZodError, data: unknown) {
  const found: Found[] = [];
  for (const issue of error.issues) {
    const keys = issue.path as PropertyKey[];
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const at = [...keys, key];
        found.push({
          keys: at,
          path: formatPath(at),
          text: `is not a field this file knows (a typo?); remove it or fix its name`,
        });
      }
      continue;
    }
    const value = valueAt(data, keys);
    const isList =
      (issue.code === 'too_small' || issue.code === 'too_big') && issue.origin === 'array';
    const shown = isList ? '' : `${quote(value)} `;
    found.push({
      keys,
      path: formatPath(keys) || '(the whole file)',
      text: `${value === undefined || value === null ? '' : shown}${describeIssue(issue, value)}`,
    });
  }
  return found;
}

/** A parsed file: its data, and the line each path starts on (its nearest parent's when absent). */
export type ParsedFile = {
  file: string;
  data: unknown;
  lineOf: (keys: readonly PropertyKey[]) => number | null;
};

/** Parses a YAML (or JSON) file; throws a ContentError naming each line that does not parse. */
export function parseFile(source: string, file: string): ParsedFile {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, uniqueKeys: true, prettyErrors: false });
  if (doc.errors.length > 0) {
    throw new ContentError(
      file,
      doc.errors.slice(0, MAX_ISSUES).map((error) => {
        const line = lineCounter.linePos(error.pos[0]).line;
        return `${file}:${line}  does not parse: ${error.message.split('\n')[0]}`;
      }),
    );
  }
  const cut = cutShortTexts(doc).map(({ keys, kept, comment, start }) =>
    located(
      file,
      lineCounter.linePos(start).line,
      formatPath(keys),
      `${quote(kept)} ends where " #${comment}" begins a YAML comment: put the whole text in quotes`,
    ),
  );
  if (cut.length > 0) throw new ContentError(file, capped(cut));
  const lineOf = (keys: readonly PropertyKey[]) => {
    for (let n = keys.length; n >= 1; n -= 1) {
      const node = doc.getIn(keys.slice(0, n) as (string | number)[], true) as
        { range?: [number, number, number] } | undefined;
      const start = node?.range?.[0];
      if (start !== undefined) return lineCounter.linePos(start).line;
    }
    return null;
  };
  return { file, data: doc.toJS() ?? {}, lineOf };
}

/**
 * Unquoted text followed on its line by ` #…`: YAML reads the rest as a comment, so a hashtag such
 * as `Your photo in the #OpenTo{ticker} frame` silently loses its end. Numbers may carry comments.
 */
function cutShortTexts(doc: Document) {
  const found: { keys: PropertyKey[]; kept: string; comment: string; start: number }[] = [];
  visit(doc, {
    Scalar(key, node, ancestors) {
      if (key !== 'value' && !isSeq(ancestors.at(-1))) return;
      if (node.type !== 'PLAIN' || typeof node.value !== 'string' || !node.comment) return;
      const keys: PropertyKey[] = [];
      ancestors.forEach((ancestor, index) => {
        const child = ancestors[index + 1] ?? node;
        if (isPair(ancestor)) keys.push(String((ancestor.key as { value?: unknown }).value));
        if (isSeq(ancestor)) keys.push(ancestor.items.indexOf(child as never));
      });
      found.push({ keys, kept: node.value, comment: node.comment, start: node.range![0] });
    },
  });
  return found;
}

/** A problem as the build prints it: `file:line  path: what is wrong`. */
export function located(file: string, line: number | null, at: string, text: string): string {
  return `${file}${line ? `:${line}` : ''}  ${at}: ${text}`;
}

/**
 * Every problem the schema finds in `data`, each placed by `locate` (the file and line a path is
 * written on), or none.
 */
export function schemaProblems(
  data: unknown,
  locate: (keys: readonly PropertyKey[]) => { file: string; line: number | null },
): { content: Content | null; problems: string[] } {
  const result = contentSchema.safeParse(data);
  if (result.success) return { content: result.data, problems: [] };
  return {
    content: null,
    problems: problems(result.error, data).map(({ keys, path: at, text }) => {
      const { file, line } = locate(keys);
      return located(file, line, at, text);
    }),
  };
}

/** At most MAX_ISSUES of the problems, and how many more there are. */
function capped(found: string[]): string[] {
  const shown = found.slice(0, MAX_ISSUES);
  if (found.length > MAX_ISSUES) shown.push(`… and ${found.length - MAX_ISSUES} more`);
  return shown;
}

/** Reads, parses and validates a content file; throws a ContentError naming every problem. */
export function parseContent(source: string, file: string): Content {
  const parsed = parseFile(source, file);
  const { content, problems: found } = schemaProblems(parsed.data, (keys) => ({
    file,
    line: parsed.lineOf(keys),
  }));
  if (content) return content;
  throw new ContentError(file, capped(found));
}

type Env = Record<string, string | undefined>;

/**
 * The content file this build reads, relative to the project: NEXT_PUBLIC_CONTENT when it is set,
 * else brand/content.yaml when it exists (so a fork that commits it needs no setting on any host),
 * else LewdIn's.
 */
export function contentFile(env: Env = process.env, root: string = process.cwd()): string {
  const value = contentFilePath(env, root);
  if (path.isAbsolute(value) || value.split(/[\\/]/).includes('..')) {
    throw new ContentError(value, [
      `NEXT_PUBLIC_CONTENT must be a path inside the project, such as brand/content.yaml (got "${value}").`,
    ]);
  }
  if (!/\.(ya?ml|json)$/i.test(value)) {
    throw new ContentError(value, [
      `NEXT_PUBLIC_CONTENT must name a .yaml, .yml or .json file (got "${value}").`,
    ]);
  }
  return value;
}

/** Which content file the build reads and why, as the build's first line says it. */
export function contentSource(env: Env = process.env, root: string = process.cwd()): string {
  const file = contentFile(env, root);
  if (env.NEXT_PUBLIC_CONTENT?.trim()) return `${file} (NEXT_PUBLIC_CONTENT names it)`;
  if (file === BRAND_CONTENT_FILE) return `${file} (found; NEXT_PUBLIC_CONTENT is not set)`;
  return `${file} (LewdIn's: no NEXT_PUBLIC_CONTENT, no ${BRAND_CONTENT_FILE})`;
}

let cached: { key: string; content: Content } | null = null;

/**
 * The validated content file, read once per build. Under `next dev` it is read again whenever the
 * file changes, so an edit shows on the next reload.
 */
export function readContent(file: string = contentFile(), root: string = process.cwd()): Content {
  const full = path.join(root, file);
  let stamp: number;
  try {
    stamp = statSync(full).mtimeMs;
  } catch {
    throw new ContentError(file, [
      `${file}: the file does not exist (NEXT_PUBLIC_CONTENT names it).`,
    ]);
  }
  const key = `${full}:${stamp}`;
  if (cached?.key === key) return cached.content;
  const content = parseContent(readFileSync(full, 'utf8'), file);
  cached = { key, content };
  return content;
}

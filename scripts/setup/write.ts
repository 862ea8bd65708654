/**
 * Writes brand/content.yaml: LewdIn's words (content/lewdin.yaml, its comments kept) with the
 * answers in its `brand:` section, and the mascot copied into brand/. Nothing already there is
 * ever lost: an existing file is replaced only when asked (--force), and kept as .bak; everything
 * is written to temporary files first and renamed at the end, so an interrupted run leaves none.
 */
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Document, isMap, isNode, isScalar, parseDocument } from 'yaml';
import { BRAND_CONTENT_FILE, DEFAULT_CONTENT_FILE } from '../../lib/build/content/load';
import type { TokenClaims } from '../../lib/content/schema/claims';
import type { Trade } from '../../lib/content/schema/trade';
import { SetupError } from './flags';

const BRAND_DIR = path.dirname(BRAND_CONTENT_FILE);
const SCHEMA_COMMENT = /yaml-language-server: \$schema=(\S+)/;

/** `source` with its top-level `key:` section's text replaced by `value` written as YAML. */
function replaceSection(source: string, key: string, value: object): string {
  const doc = parseDocument(source);
  const pair = isMap(doc.contents)
    ? doc.contents.items.find((item) => isScalar(item.key) && item.key.value === key)
    : undefined;
  const start = isScalar(pair?.key) ? pair.key.range?.[0] : undefined;
  const end = isNode(pair?.value) ? pair.value.range?.[1] : undefined;
  if (start === undefined || end === undefined) {
    throw new SetupError(`${DEFAULT_CONTENT_FILE} has no ${key}: section to fill in.`);
  }
  // Quoted as the project's Prettier quotes YAML, so `npm run format:check` passes on a fork.
  const section = new Document({ [key]: value }).toString({ singleQuote: true }).trimEnd();
  return `${source.slice(0, start)}${section}${source.slice(end)}`;
}

/**
 * LewdIn's file with `brand` as its `brand:` section, the team's `claims` as its `claims:` one
 * (`{}` for none: LewdIn's are about LewdIn's token), its bots and terminals as `trade:` (LewdIn's
 * never copied) and its raid posts and post to reply under as `raid:`, and its schema line pointing
 * from brand/.
 * Only those sections' text changes: every other byte, comments and layout included, is LewdIn's.
 */
export function brandDocument(
  root: string,
  brand: Record<string, string>,
  claims: TokenClaims = {},
  trade: Trade = { bots: [], terminals: [] },
  raid: { posts: string[] | null; reply: string | null } = { posts: null, reply: null },
): string {
  const source = readFileSync(path.join(root, DEFAULT_CONTENT_FILE), 'utf8');
  // LewdIn's raid posts are words like the rest, the team's to rewrite; its post to reply under is
  // LewdIn's own, never copied.
  const lewdinPosts = (parseDocument(source).toJS() as { raid?: { posts?: string[] } }).raid?.posts;
  const posts = raid.posts ?? lewdinPosts ?? [];
  let text = replaceSection(replaceSection(source, 'brand', brand), 'claims', claims);
  text = replaceSection(text, 'trade', trade);
  if (posts.length > 0) {
    text = replaceSection(text, 'raid', { posts, ...(raid.reply ? { reply: raid.reply } : {}) });
  }
  return text.replace(SCHEMA_COMMENT, (_line, schema: string) => {
    const file = path.join(path.dirname(DEFAULT_CONTENT_FILE), schema);
    return `yaml-language-server: $schema=${path.relative(BRAND_DIR, file).split(path.sep).join('/')}`;
  });
}

/** `file`, or `file` numbered (`name.2.ext`…) where that name is taken. */
function freeName(root: string, file: string): string {
  const { dir, name, ext } = path.parse(file);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? file : path.join(dir, `${name}.${n}${ext}`);
    if (!existsSync(path.join(root, candidate))) return candidate;
  }
}

/**
 * Where the mascot goes, relative to the project: where it is when it is in brand/ already, else
 * brand/<its name>, unless a different file holds that name (then a numbered one beside it).
 */
export function mascotDestination(root: string, source: string): string {
  const inBrand = path.relative(path.join(root, BRAND_DIR), source);
  if (!inBrand.startsWith('..') && !path.isAbsolute(inBrand)) {
    return path.relative(root, source).split(path.sep).join('/');
  }
  const wanted = path.join(BRAND_DIR, path.basename(source));
  const existing = path.join(root, wanted);
  if (existsSync(existing) && readFileSync(existing).equals(readFileSync(source))) {
    return wanted.split(path.sep).join('/');
  }
  return freeName(root, wanted).split(path.sep).join('/');
}

export type Written = { file: string; backup: string | null; mascot: string | null };

/**
 * Writes `yaml` to brand/content.yaml and copies the mascot from `mascotSource` to
 * `mascotFile`. Refuses when the file exists and `force` is not set; with it, the old file is kept
 * as brand/content.yaml.bak (numbered when that name is taken).
 */
export async function writeBrand(
  root: string,
  yaml: string,
  mascot: { source: string; file: string } | null,
  force: boolean,
): Promise<Written> {
  const target = path.join(root, BRAND_CONTENT_FILE);
  if (existsSync(target) && !force) throw existingFile();
  await mkdir(path.join(root, BRAND_DIR), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  const copying = mascot && !existsSync(path.join(root, mascot.file));
  const mascotTemporary = copying ? path.join(root, `${mascot.file}.${process.pid}.tmp`) : null;
  try {
    await writeFile(temporary, yaml);
    if (mascot && mascotTemporary) await copyFile(mascot.source, mascotTemporary);
    let backup: string | null = null;
    if (existsSync(target)) {
      backup = freeName(root, `${BRAND_CONTENT_FILE}.bak`);
      await writeFile(path.join(root, backup), await readFile(target));
    }
    if (mascot && mascotTemporary) await rename(mascotTemporary, path.join(root, mascot.file));
    await rename(temporary, target);
    return { file: BRAND_CONTENT_FILE, backup, mascot: copying ? mascot.file : null };
  } finally {
    await rm(temporary, { force: true });
    if (mascotTemporary) await rm(mascotTemporary, { force: true });
  }
}

/**
 * Writes `text` to `file` (relative to `root`) through a temporary file renamed at the end; an
 * existing file is replaced only with `force`, and kept as `file`.bak (numbered when taken).
 */
export async function writeFileKeeping(
  root: string,
  file: string,
  text: string,
  force: boolean,
  refusal: () => SetupError,
): Promise<{ file: string; backup: string | null }> {
  const target = path.join(root, file);
  if (existsSync(target) && !force) throw refusal();
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  try {
    await writeFile(temporary, text);
    let backup: string | null = null;
    if (existsSync(target)) {
      backup = freeName(root, `${file}.bak`);
      await writeFile(path.join(root, backup), await readFile(target));
    }
    await rename(temporary, target);
    return { file, backup };
  } finally {
    await rm(temporary, { force: true });
  }
}

export function existingFile(): SetupError {
  return new SetupError(
    `${BRAND_CONTENT_FILE} exists, and setup never overwrites it: edit it, or run again with --force to replace it (the old one is kept as ${BRAND_CONTENT_FILE}.bak).`,
  );
}

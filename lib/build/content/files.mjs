// @ts-check
/**
 * Which files hold the site's words, in one place: next.config.mjs imports this file as it is (it
 * makes the translated routes only when there are translations), the build's TypeScript through
 * ./load.ts and ./languages.ts. Plain JavaScript on Node's own modules, so it loads without a
 * compiler.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The content file a build reads when NEXT_PUBLIC_CONTENT is not set and there is no brand file: LewdIn's. */
export const DEFAULT_CONTENT_FILE = 'content/lewdin.yaml';

/** A team's own file (what `npm run setup` writes): read without any setting when it exists. */
export const BRAND_CONTENT_FILE = 'brand/content.yaml';

/**
 * The content file's path as given: NEXT_PUBLIC_CONTENT when set, else brand/content.yaml when it
 * exists, else LewdIn's. ./load.ts checks it.
 * @param {Record<string, string | undefined>} env
 * @param {string} root
 */
export function contentFilePath(env, root) {
  return (
    env.NEXT_PUBLIC_CONTENT?.trim() ||
    (existsSync(path.join(root, BRAND_CONTENT_FILE)) ? BRAND_CONTENT_FILE : DEFAULT_CONTENT_FILE)
  );
}

/**
 * The translations beside a content file: `<name>.<tag>.yaml` (or .yml, .json) beside
 * `<name>.yaml`, each with the tag as its name writes it, in name order.
 * @param {string} file relative to root
 * @param {string} root
 * @returns {{ file: string, tag: string }[]}
 */
export function translationFiles(file, root) {
  const dir = path.dirname(file);
  const stem = path.basename(file, path.extname(file));
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  /** @type {{ file: string, tag: string }[]} */
  const found = [];
  for (const name of readdirSync(full).sort()) {
    if (!name.startsWith(`${stem}.`)) continue;
    const match = /^([^.]+)\.(ya?ml|json)$/i.exec(name.slice(stem.length + 1));
    if (!match?.[1] || match[1].toLowerCase() === 'schema') continue;
    found.push({ file: path.posix.join(dir.split(path.sep).join('/'), name), tag: match[1] });
  }
  return found;
}

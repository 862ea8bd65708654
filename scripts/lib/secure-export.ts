/**
 * The build's last step over the export: rewrites every page (stylesheet in the page, chunk
 * loader), hints the startup chunks, and gives every page its strict Content-Security-Policy in its
 * <head>. out/_headers gets a fixed number of site-wide rules whatever the number of pages or
 * languages: frame-ancestors, which a meta cannot carry, and a Link header repeating the image
 * preloads when every page shares them. Every HTML file in the export, at any depth, gets a
 * policy, or this throws naming it.
 */
import { readFileSync } from 'node:fs';
import { access, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hintStartupChunks } from './compile-hints';
import {
  cspFindings,
  FRAME_ANCESTORS,
  inlineScriptHashes,
  pagePolicies,
  untrustedScripts,
  withMetaPolicy,
} from './csp';
import { cloudflareHeadersProblems } from './headers';
import {
  languageOfFile,
  withDocumentLanguage,
  withLanguageScript,
  type PageLanguage,
} from './document-language';
import { inlineHandlers } from './html';
import { imagePreloadHeader } from './image-preload-header';
import { inlineStylesheets } from './inline-css';
import { withOverlayClock } from './overlay-clock';
import { loaderSources, withChunkLoader } from './chunk-loader';

/**
 * The transforms of the export that a build can leave out (POSTBUILD_OFF, scripts/postbuild.ts),
 * so that the bench can measure what each one buys (bench/src/transforms.ts).
 */
export const TRANSFORMS = ['inline-css', 'compile-hints', 'overlay-clock', 'preload-header'];

/** The transforms named in POSTBUILD_OFF (comma-separated); throws naming one it does not know. */
export function transformsOff(value = ''): Set<string> {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !TRANSFORMS.includes(name));
  if (unknown.length) {
    throw new Error(
      `POSTBUILD_OFF: ${unknown.join(', ')} is not a transform (${TRANSFORMS.join(', ')})`,
    );
  }
  return new Set(names);
}

/**
 * The generated site-wide header lines: the policy only a header can carry (each page's meta
 * policy is the rest, and browsers enforce both), and the pages' image preloads when every page
 * has the same ones. Pages that differ keep their preloads in the HTML only: one rule per page
 * would grow the file with every language, past Cloudflare's 100 rules.
 */
export function siteWideHeaders(links: (string | null | undefined)[]): string[] {
  const shared = new Set(links);
  const [link] = shared;
  const linkLine = shared.size === 1 && link ? [`  Link: ${link}`] : [];
  return [`  Content-Security-Policy: ${FRAME_ANCESTORS}`, ...linkLine];
}

/**
 * The _headers text with these lines in its `pattern` rule, or in a new rule of it at the end:
 * Cloudflare applies only one rule of a given pattern, so a second `/*` would drop the first's.
 * Lines already there (a second run over the same export) are not repeated.
 */
export function withSiteWideHeaders(text: string, pattern: string, lines: string[]): string {
  const rows = text.split('\n').filter((row) => !lines.includes(row));
  const start = rows.findIndex((row) => row === pattern);
  if (start === -1) return `${rows.join('\n').trimEnd()}\n\n${pattern}\n${lines.join('\n')}\n`;
  let end = start + 1;
  while (end < rows.length && /^\s+\S/.test(rows[end] ?? '')) end += 1;
  rows.splice(end, 0, ...lines);
  return rows.join('\n');
}

/** Origins of sounds hosted elsewhere (NEXT_PUBLIC_*_SOUND_URL), which media-src must allow. */
function soundOrigins(env: Record<string, string | undefined>): string[] {
  return ['NEXT_PUBLIC_CLICK_SOUND_URL', 'NEXT_PUBLIC_UWU_SOUND_URL']
    .map((name) => env[name]?.trim())
    .filter((value): value is string => !!value && /^https:\/\//.test(value))
    .map((value) => new URL(value).origin);
}

/** Every .html file under the directory, at any depth, as sorted '/'-separated relative paths. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const files = await readdir(dir, { recursive: true });
  return files
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** The URL paths a host serves an exported HTML file under (`a/b/index.html`: `/a/b/` too). */
export function pathsFor(file: string, basePath = ''): string[] {
  const name = file.replace(/\.html$/, '');
  if (name === 'index' || name.endsWith('/index')) {
    return [`${basePath}/${name.slice(0, -'index'.length)}`, `${basePath}/${file}`];
  }
  return [`${basePath}/${name}`, `${basePath}/${file}`];
}

/**
 * Reads a stylesheet of the export by the URL a page links it with (base path and query
 * stripped), once however many pages link it; throws naming a URL outside the export.
 */
function stylesheetReader(outDir: string, basePath: string): (href: string) => string {
  const read = new Map<string, string>();
  return (href) => {
    const pathname = href.replace(/[?#].*$/, '');
    if (!pathname.startsWith(`${basePath}/_next/`)) {
      throw new Error(`${href} is not a stylesheet of this export`);
    }
    const file = path.join(outDir, decodeURI(pathname.slice(basePath.length)));
    const css = read.get(file) ?? readFileSync(file, 'utf8');
    read.set(file, css);
    return css;
  };
}

/** What secureExport rewrites the pages with. */
export type ExportOptions = {
  basePath?: string;
  env?: Record<string, string | undefined>;
  frames?: string[];
  connect?: string[];
  contentTypes?: [string, string][];
  languages?: PageLanguage[];
  languageScript?: string;
  chunkLoader?: string;
  overlayClock?: string;
  off?: Set<string>;
};

/** What every page is rewritten with: see secureExport. */
type PageOptions = {
  media: string[];
  frames: string[];
  connect: string[];
  readStylesheet: (href: string) => string;
  languages: PageLanguage[];
  languageScript: string;
  chunkLoader: string | undefined;
  overlayClock: string;
  off: Set<string>;
};

/** One page, rewritten and given its policy; `problems` names what would stop it shipping. */
function securePage(
  file: string,
  exported: string,
  {
    media,
    frames,
    connect,
    readStylesheet,
    languages,
    languageScript,
    chunkLoader,
    overlayClock,
    off,
  }: PageOptions,
) {
  const problems: string[] = [];
  // Every rewrite of the HTML goes here, before the policy: its hashes are of the final HTML.
  let rewritten = exported;
  try {
    const language = languageOfFile(file, languages);
    const clocked = overlayClock && !off.has('overlay-clock');
    const withClock = clocked ? withOverlayClock(exported, overlayClock) : exported;
    const withScript = languageScript ? withLanguageScript(withClock, languageScript) : withClock;
    const localized = language ? withDocumentLanguage(withScript, language) : withScript;
    const styled = off.has('inline-css') ? localized : inlineStylesheets(localized, readStylesheet);
    rewritten = withChunkLoader(styled, chunkLoader);
  } catch (error) {
    problems.push(`${file}: ${(error as Error).message}`);
  }
  for (const handler of inlineHandlers(rewritten)) {
    problems.push(`${file} has an inline event handler, which the CSP would block: ${handler}`);
  }
  for (const tag of untrustedScripts(rewritten)) {
    problems.push(`${file}: 'strict-dynamic' would block ${tag}; add it from a hashed script.`);
  }
  const policy = pagePolicies(inlineScriptHashes(rewritten), media, frames, connect);
  for (const [kind, text] of Object.entries(policy)) {
    for (const finding of cspFindings(text)) {
      problems.push(`${file}: CSP Evaluator on the ${kind} policy: ${finding}`);
    }
  }
  let html = rewritten;
  try {
    html = withMetaPolicy(rewritten, policy.meta);
  } catch (error) {
    problems.push(`${file} cannot be given its policy: ${(error as Error).message}`);
  }
  return {
    html,
    link: off.has('preload-header') ? undefined : imagePreloadHeader(rewritten),
    startupChunks: loaderSources(rewritten),
    problems,
  };
}

/**
 * Rewrites every page of the export in outDir and writes the site-wide rules to outDir/_headers; `frames`
 * are the origins frame-src allows (a chart provider's, or none) and `connect` the origins
 * connect-src adds (the live price's APIs), on every page: a page the shell navigates from keeps
 * its policy on the page it navigates to. `contentTypes` are [file, type] pairs for files a host
 * must send with their type, whatever it makes of the extension; those not in the export are
 * left out.
 * Throws, writing nothing, when any page cannot ship, or when _headers would pass Cloudflare's
 * limits (naming the route). Returns how many pages and chunks it changed. `off` names transforms
 * to leave out (TRANSFORMS), for measuring what each one buys.
 */
export async function secureExport(
  outDir: string,
  {
    basePath = '',
    env = {},
    frames = [],
    connect = [],
    contentTypes = [],
    languages = [],
    languageScript = '',
    chunkLoader,
    overlayClock = '',
    off = new Set(),
  }: ExportOptions = {},
): Promise<{ pages: number; hinted: number }> {
  const files = await htmlFiles(outDir);
  const options: PageOptions = {
    media: soundOrigins(env),
    frames,
    connect,
    readStylesheet: stylesheetReader(outDir, basePath),
    languages,
    languageScript,
    chunkLoader,
    overlayClock,
    off,
  };
  const pages = [];
  for (const file of files) {
    const exported = await readFile(path.join(outDir, file), 'utf8');
    pages.push({ file, exported, ...securePage(file, exported, options) });
  }
  const problems = pages.flatMap((page) => page.problems);
  if (problems.length) throw new Error(`postbuild:\n  ${problems.join('\n  ')}`);
  const rules: string[] = [];
  for (const [file, type] of contentTypes) {
    const exists = await access(path.join(outDir, file)).then(
      () => true,
      () => false,
    );
    if (exists) rules.push(`${basePath}/${file}\n  Content-Type: ${type}\n`);
  }
  const headersFile = path.join(outDir, '_headers');
  const base = await readFile(headersFile, 'utf8').catch(() => '');
  const lines = siteWideHeaders(pages.map((page) => page.link));
  const siteWide = withSiteWideHeaders(base, `${basePath}/*`, lines);
  const fresh = rules.filter((rule) => !siteWide.includes(rule));
  const headersText = fresh.length ? `${siteWide.trimEnd()}\n\n${fresh.join('\n')}` : siteWide;
  const overLimits = cloudflareHeadersProblems(headersText);
  if (overLimits.length) {
    throw new Error(
      `postbuild: out/_headers would pass Cloudflare's limits:\n  ${overLimits.join('\n  ')}`,
    );
  }
  for (const { file, exported, html } of pages) {
    if (html !== exported) await writeFile(path.join(outDir, file), html);
  }
  const startupChunks = pages.flatMap((page) => page.startupChunks);
  const hinted = off.has('compile-hints')
    ? 0
    : await hintStartupChunks(outDir, startupChunks, basePath);
  await writeFile(headersFile, headersText);
  return { pages: files.length, hinted };
}

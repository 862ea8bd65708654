/**
 * Byte counting shared by `npm run size` (scripts/size.mjs) and `npm run bench` (scripts/bench.mjs).
 *
 * A page's JavaScript is the gzip -9 size of every module script its HTML loads, read from the
 * export directory: each `<script src>` that is not `nomodule` (Next's legacy polyfills only run
 * in old browsers), and each chunk the paint-first loader adds after the first paint. Inline
 * scripts (the RSC payload) are part of the HTML, which is counted on its own.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loaderSources } from './paint-first.mjs';

export const KB = 1024;

/** gzip level 9, as the static server (scripts/static-server.mjs) and most CDNs send it. */
export function gzipSize(buffer) {
  return gzipSync(buffer, { level: 9 }).length;
}

/** Normalises a base path the way next.config.mjs does: '' or '/something', no trailing slash. */
export function normaliseBasePath(value = '') {
  return value
    .trim()
    .replace(/\/+$/, '')
    .replace(/^(?=[^/])/, '/');
}

/** The route list in data/routes.ts (plain string literals in `export const routes = [...]`). */
export async function readRoutes(root = process.cwd()) {
  const source = await readFile(path.join(root, 'data/routes.ts'), 'utf8');
  const list = source.match(/export const routes\s*=\s*\[([\s\S]*?)\]/)?.[1] ?? '';
  const routes = [...list.matchAll(/['"`]([^'"`]+)['"`]/g)].map((match) => match[1]);
  if (!routes.length) throw new Error('Could not read the routes from data/routes.ts.');
  return routes;
}

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The exported HTML file of a route: / -> index.html, /jobs -> jobs.html (or jobs/index.html). */
export async function htmlFileFor(outDir, route) {
  const name = route.replace(/^\/+|\/+$/g, '');
  const candidates = name
    ? [path.join(outDir, `${name}.html`), path.join(outDir, name, 'index.html')]
    : [path.join(outDir, 'index.html')];
  for (const candidate of candidates) {
    if (await isFile(candidate)) return candidate;
  }
  throw new Error(
    `No exported HTML for ${route} in ${outDir} (looked for ${candidates.join(', ')}).`,
  );
}

/**
 * The src of every `<script src>` in the HTML that is not `nomodule`, then every chunk the
 * paint-first loader adds, in order, without repeats.
 */
export function moduleScriptSrcs(html) {
  const srcs = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\snomodule\b/i.test(tag)) continue;
    const src = tag.match(/\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i);
    const value = src?.[1] ?? src?.[2] ?? src?.[3];
    if (value && !srcs.includes(value)) srcs.push(value);
  }
  for (const value of loaderSources(html)) if (!srcs.includes(value)) srcs.push(value);
  return srcs;
}

/** Maps a script URL from the HTML to its file in the export directory. */
function fileForSrc(outDir, src, basePath) {
  const url = new URL(src, 'http://localhost/');
  if (src.startsWith('//') || /^[a-z]+:/i.test(src)) {
    throw new Error(`Script ${src} is not served from the export; it cannot be counted.`);
  }
  let pathname = decodeURIComponent(url.pathname);
  if (basePath && (pathname === basePath || pathname.startsWith(`${basePath}/`))) {
    pathname = pathname.slice(basePath.length);
  }
  return path.join(outDir, pathname);
}

/**
 * The byte counts of one exported page.
 * @returns {{ route, htmlFile, html, htmlRaw, js, jsRaw, scripts: {src, bytes, raw}[] }}
 */
export async function pageBytes({ outDir, route, basePath = '' }) {
  const htmlFile = await htmlFileFor(outDir, route);
  const htmlBuffer = await readFile(htmlFile);
  const scripts = [];
  for (const src of moduleScriptSrcs(htmlBuffer.toString('utf8'))) {
    const file = fileForSrc(outDir, src, basePath);
    if (!(await isFile(file))) {
      throw new Error(
        `${path.relative(process.cwd(), htmlFile)} loads ${src}, but ${file} is missing.`,
      );
    }
    const buffer = await readFile(file);
    scripts.push({ src, bytes: gzipSize(buffer), raw: buffer.length });
  }
  return {
    route,
    htmlFile: path.relative(process.cwd(), htmlFile),
    html: gzipSize(htmlBuffer),
    htmlRaw: htmlBuffer.length,
    js: scripts.reduce((sum, script) => sum + script.bytes, 0),
    jsRaw: scripts.reduce((sum, script) => sum + script.raw, 0),
    scripts,
  };
}

/** 12345 -> '12.1 KB' (1 KB = 1024 bytes). */
export function formatKB(bytes) {
  return `${(bytes / KB).toFixed(1)} KB`;
}

/** A signed difference in KB: '+1.2 KB', '-0.4 KB', '±0.0 KB'. */
export function formatKBDelta(bytes) {
  const value = (bytes / KB).toFixed(1);
  if (Number(value) === 0) return '±0.0 KB';
  return bytes > 0 ? `+${value} KB` : `${value} KB`;
}

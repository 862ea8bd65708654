/**
 * Byte counting shared by `npm run size` (size.ts) and `npm run bench` (run.ts).
 *
 * A page's JavaScript is the gzip -9 size of every module script its HTML loads, read from the
 * export directory: each `<script src>` that is not `nomodule` (Next's legacy polyfills only run
 * in old browsers), and each chunk the chunk loader adds. Inline
 * scripts (the RSC payload) are part of the HTML, which is counted on its own.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { loaderSources } from '@/scripts/lib/chunk-loader';

import type { PageBytes, ScriptBytes } from './types';

export const KB = 1024;

/** gzip level 9, as the static server (e2e/harness/static-host.ts) and most CDNs send it. */
export function gzipSize(buffer: Buffer): number {
  return gzipSync(buffer, { level: 9 }).length;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The exported HTML file of a route: / -> index.html, /jobs -> jobs.html (or jobs/index.html). */
export async function htmlFileFor(outDir: string, route: string): Promise<string> {
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
 * chunk loader adds, in order, without repeats.
 */
export function moduleScriptSrcs(html: string): string[] {
  const srcs: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\snomodule\b/i.test(tag)) continue;
    const src = tag.match(/\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i);
    const value = src?.[1] ?? src?.[2] ?? src?.[3];
    if (value && !srcs.includes(value)) srcs.push(value);
  }
  for (const value of loaderSources(html) as string[]) if (!srcs.includes(value)) srcs.push(value);
  return srcs;
}

/** Maps a script URL from the HTML to its file in the export directory. */
function fileForSrc(outDir: string, src: string, basePath: string): string {
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

/** The byte counts of one exported page. */
export async function pageBytes({
  outDir,
  route,
  basePath = '',
}: {
  outDir: string;
  route: string;
  basePath?: string;
}): Promise<PageBytes> {
  const htmlFile = await htmlFileFor(outDir, route);
  const htmlBuffer = await readFile(htmlFile);
  const scripts: ScriptBytes[] = [];
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
export function formatKB(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

/** A signed difference in KB: '+1.2 KB', '-0.4 KB', '±0.0 KB'. */
export function formatKBDelta(bytes: number): string {
  const value = (bytes / KB).toFixed(1);
  if (Number(value) === 0) return '±0.0 KB';
  return bytes > 0 ? `+${value} KB` : `${value} KB`;
}

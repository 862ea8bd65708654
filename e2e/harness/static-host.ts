/**
 * Serves a static export the way a CDN would: gzip, clean URLs (/jobs -> jobs.html), the nearest
 * 404.html for misses (a project site's own, under its sub-path), an optional base path, and the
 * headers from the export's _headers file (Netlify / Cloudflare Pages format). The benchmark's
 * server and the browser tests'; e2e/cloudflare.spec.ts proves the same export on Cloudflare's own
 * runtime. With `brotli: true` it prefers Brotli where the browser accepts it, as Cloudflare
 * Pages, Netlify and CloudFront do; GitHub Pages serves gzip only, the default.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { createServer, type OutgoingHttpHeaders, type Server } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import { parseHeaders } from '@/scripts/lib/headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg',
  '.woff2': 'font/woff2',
  '.ics': 'text/calendar; charset=utf-8',
};
const COMPRESSIBLE = /\.(html|js|css|json|txt|xml|webmanifest|svg)$/;

/**
 * gzip -9 (or Brotli 11) bodies by file, encoding and modification time: compressing on every
 * request would take CPU from the browser under test (the benchmark shares a 2-core machine with
 * it), which a CDN never does.
 */
const compressors = {
  gzip: (body: Buffer) => gzipSync(body, { level: 9 }),
  br: (body: Buffer) => brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
};
type Encoding = keyof typeof compressors;
const compressedCache = new Map<string, { mtimeMs: number; body: Buffer }>();
async function compressed(file: string, body: Buffer, encoding: Encoding): Promise<Buffer> {
  const { mtimeMs } = await stat(file);
  const key = `${encoding}:${file}`;
  const cached = compressedCache.get(key);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const result = compressors[encoding](body);
  compressedCache.set(key, { mtimeMs, body: result });
  return result;
}

/**
 * Compresses every file the server may compress before it listens, as a CDN holds its compressed
 * copies: otherwise the first page load asks for Brotli 11 of every chunk at once, and one phone
 * load timed the server (hydrated at 2.7 s against 1.4 s for the next).
 */
async function precompress(root: string, encodings: Encoding[]): Promise<void> {
  const names = await readdir(root, { recursive: true });
  for (const name of names.filter((candidate) => COMPRESSIBLE.test(candidate))) {
    const file = path.join(root, name);
    if (!(await isFile(file))) continue;
    const body = await readFile(file);
    for (const encoding of encodings) await compressed(file, body, encoding);
  }
}

/** The encoding to send: Brotli only when enabled and accepted, else gzip when accepted. */
function pickEncoding(acceptEncoding = '', brotli = false): Encoding | null {
  if (brotli && /\bbr\b/.test(acceptEncoding)) return 'br';
  return /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
}

function matches(pattern: string, pathname: string): boolean {
  if (pattern === pathname) return true;
  if (!pattern.includes('*')) return false;
  const regex = new RegExp(
    '^' +
      pattern
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*') +
      '$',
  );
  return regex.test(pathname);
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The 404.html nearest the missing path, in its folder or the closest one above it; null if none. */
async function nearestNotFound(root: string, missing: string): Promise<string | null> {
  const folder = missing.endsWith('/') ? missing : path.dirname(missing);
  for (let dir = path.join(root, folder); dir.startsWith(root);) {
    const candidate = path.join(dir, '404.html');
    if (await isFile(candidate)) return candidate;
    if (dir === root) break;
    dir = path.dirname(dir);
  }
  return null;
}

type ServerOptions = { dir?: string; port?: number; basePath?: string; brotli?: boolean };
type HeaderRule = { pattern: string; headers: [string, string][] };

export async function startServer({
  dir = 'out',
  port = 3000,
  basePath = '',
  brotli = false,
}: ServerOptions = {}): Promise<Server> {
  const root = path.resolve(dir);
  let rules: HeaderRule[] = [];
  try {
    rules = parseHeaders(await readFile(path.join(root, '_headers'), 'utf8'));
  } catch {
    // No _headers: serve without extra headers.
  }
  await precompress(root, brotli ? ['gzip', 'br'] : ['gzip']);

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const requestPath = decodeURIComponent(url.pathname);
      let pathname = requestPath;
      if (basePath) {
        if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) {
          res.writeHead(404).end('Not found');
          return;
        }
        pathname = pathname.slice(basePath.length) || '/';
      }
      const safe = path.normalize(pathname).replace(/^(\.\.[/\\])+/, '');
      const candidates = safe.endsWith('/')
        ? [path.join(root, safe, 'index.html')]
        : [
            path.join(root, safe),
            path.join(root, `${safe}.html`),
            path.join(root, safe, 'index.html'),
          ];
      let file: string | null = null;
      for (const candidate of candidates) {
        if (candidate.startsWith(root) && (await isFile(candidate))) {
          file = candidate;
          break;
        }
      }
      let status = 200;
      if (!file) {
        status = 404;
        file = await nearestNotFound(root, safe);
        if (!file) {
          res.writeHead(404).end('Not found');
          return;
        }
      }
      let body: Buffer = await readFile(file);
      const ext = path.extname(file);
      const headers: OutgoingHttpHeaders = {
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        Vary: 'Accept-Encoding',
      };
      for (const rule of rules) {
        if (matches(rule.pattern, requestPath)) {
          for (const [name, value] of rule.headers) headers[name] = value;
        }
      }
      const encoding = COMPRESSIBLE.test(file)
        ? pickEncoding(req.headers['accept-encoding'], brotli)
        : null;
      if (encoding) {
        body = await compressed(file, body, encoding);
        headers['Content-Encoding'] = encoding;
      }
      headers['Content-Length'] = body.length;
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/** Stops a server started by startServer. */
export function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FRAME_ANCESTORS, metaPolicy } from '@/scripts/lib/csp';
import { cloudflareHeadersProblems, parseHeaders } from '@/scripts/lib/headers';
import {
  htmlFiles,
  pathsFor,
  secureExport,
  TRANSFORMS,
  transformsOff,
} from '@/scripts/lib/secure-export';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>t</title></head><body>${body}</body></html>`;

let out: string;
const write = async (file: string, html: string) => {
  await mkdir(path.dirname(path.join(out, file)), { recursive: true });
  await writeFile(path.join(out, file), html);
};
const read = (file: string) => readFile(path.join(out, file), 'utf8');

beforeEach(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'secure-export-'));
});
afterEach(() => rm(out, { recursive: true }));

describe('the pages of an export', () => {
  it('are every .html file at any depth', async () => {
    await write('index.html', page(''));
    await write('jobs/index.html', page(''));
    await write('a/b/index.html', page(''));
    await write('a/b/notes.txt', 'not a page');
    expect(await htmlFiles(out)).toEqual(['a/b/index.html', 'index.html', 'jobs/index.html']);
  });

  it('are served under their clean URLs, under the base path', () => {
    expect(pathsFor('index.html')).toEqual(['/', '/index.html']);
    expect(pathsFor('jobs.html', '/docs')).toEqual(['/docs/jobs', '/docs/jobs.html']);
    expect(pathsFor('a/b/index.html', '/docs')).toEqual(['/docs/a/b/', '/docs/a/b/index.html']);
    expect(pathsFor('a/b.html')).toEqual(['/a/b', '/a/b.html']);
  });
});

describe('secureExport', () => {
  it('gives a nested page its meta policy and _headers one site-wide frame-ancestors rule', async () => {
    await write('index.html', page('<script>top()</script>'));
    await write('a/b/index.html', page('<script>nested()</script>'));
    await write('_headers', '/*\n  X-Content-Type-Options: nosniff\n');
    expect(await secureExport(out, { basePath: '/docs' })).toEqual({ pages: 2, hinted: 0 });

    expect(metaPolicy(await read('a/b/index.html'))).toContain(`script-src ${sha('nested()')}`);
    expect(metaPolicy(await read('index.html'))).toContain(`script-src ${sha('top()')}`);
    const headers = await read('_headers');
    expect(parseHeaders(headers)).toEqual([
      { pattern: '/*', headers: [['X-Content-Type-Options', 'nosniff']] },
      { pattern: '/docs/*', headers: [['Content-Security-Policy', FRAME_ANCESTORS]] },
    ]);
  });

  it('adds the frame and connect origins to every page, in its meta', async () => {
    await write('contract.html', page(''));
    await write('jobs.html', page(''));
    const apis = ['https://api.dexscreener.com', 'https://api.geckoterminal.com'];
    const chart = ['https://dexscreener.com'];
    await secureExport(out, { connect: apis, frames: chart });

    const directive = (name: string, policy = '') =>
      policy.split('; ').find((d) => d.startsWith(`${name} `));
    for (const route of ['contract', 'jobs']) {
      const policy = metaPolicy(await read(`${route}.html`))!;
      expect(directive('connect-src', policy)).toBe(`connect-src 'self' ${apis.join(' ')}`);
      expect(directive('frame-src', policy)).toBe(`frame-src ${chart.join(' ')}`);
    }
  });

  const preload =
    '<link rel="preload" as="image" href="/docs/art/mascot.svg" fetchPriority="high"/>';
  const link = '</docs/art/mascot.svg>; rel=preload; as=image; fetchpriority=high';
  const siteWide = async () =>
    Object.fromEntries(
      parseHeaders(await read('_headers')).find((r) => r.pattern === '/docs/*')!.headers,
    );

  it('sends the image preload every page shares as one site-wide Link header', async () => {
    await write('index.html', page('').replace('</head>', `${preload}</head>`));
    await write('jobs.html', page('').replace('</head>', `${preload}</head>`));
    await secureExport(out, { basePath: '/docs' });
    expect(await siteWide()).toEqual({
      'Content-Security-Policy': FRAME_ANCESTORS,
      Link: link,
    });
  });

  it('leaves out a transform the bench names, and refuses a name it does not know', async () => {
    await write('index.html', page('').replace('</head>', `${preload}</head>`));
    await secureExport(out, { basePath: '/docs', off: transformsOff('preload-header') });
    expect(await siteWide()).toEqual({ 'Content-Security-Policy': FRAME_ANCESTORS });
    expect(transformsOff(TRANSFORMS.join(','))).toEqual(new Set(TRANSFORMS));
    expect(transformsOff('')).toEqual(new Set());
    expect(() => transformsOff('inline-css,inline-js')).toThrow(
      /POSTBUILD_OFF: inline-js is not a transform/,
    );
  });

  it('sends no Link header when pages preload different images, leaving them in the HTML', async () => {
    await write('index.html', page('').replace('</head>', `${preload}</head>`));
    await write('plain.html', page(''));
    await secureExport(out, { basePath: '/docs' });
    expect(await siteWide()).toEqual({ 'Content-Security-Policy': FRAME_ANCESTORS });
    expect(await read('index.html')).toContain(preload);
  });

  it.each([12, 30])(
    'keeps _headers the same size and within limits for a fork with %i languages',
    async (count) => {
      const routes = ['index', 'contract', 'jobs', 'feed', 'meme', 'launch', '404'];
      const languages = Array.from({ length: count - 1 }, (_, i) => `l${i}`);
      await write('_headers', '/*\n  X-Content-Type-Options: nosniff\n');
      for (const route of routes) {
        const html = page(`<script>${route}()</script>`).replace('</head>', `${preload}</head>`);
        await write(`${route}.html`, html);
        for (const language of languages) await write(`${language}/${route}.html`, html);
      }
      await secureExport(out);
      const headers = await read('_headers');
      expect(cloudflareHeadersProblems(headers)).toEqual([]);
      expect(parseHeaders(headers)).toEqual([
        {
          pattern: '/*',
          headers: [
            ['X-Content-Type-Options', 'nosniff'],
            ['Content-Security-Policy', FRAME_ANCESTORS],
            ['Link', link],
          ],
        },
      ]);
      expect(metaPolicy(await read(`l${count - 2}/jobs.html`))).toContain(
        `script-src ${sha('jobs()')}`,
      );
    },
    // 210 pages written, read, hashed and written again: past Jest's 5 s on a loaded machine
    // (it timed out once beside a build). The limit bounds the work; the checks are on _headers.
    30_000,
  );

  it('writes nothing and names the page it cannot give a policy', async () => {
    const headless = '<p>no head here</p>';
    await write('index.html', page(''));
    await write('a/b/index.html', headless);
    await expect(secureExport(out)).rejects.toThrow(
      /a\/b\/index\.html cannot be given its policy: .*no <head>/,
    );
    expect(await read('a/b/index.html')).toBe(headless);
    expect(await read('index.html')).toBe(page(''));
  });

  it('gives a page with a policy over 2,000 characters its meta, keeping _headers short', async () => {
    // Each inline script adds a 'sha256-…' of 54 characters to script-src; 40 pass 2,000.
    const scripts = Array.from({ length: 40 }, (_, i) => `<script>s(${i})</script>`).join('');
    await write('jobs.html', page(scripts));
    await secureExport(out, { basePath: '/docs' });
    expect(String(metaPolicy(await read('jobs.html'))).length).toBeGreaterThan(2000);
    expect(cloudflareHeadersProblems(await read('_headers'))).toEqual([]);
  });

  it("writes nothing and names the rules past Cloudflare's 100, counting the site-wide ones", async () => {
    const base = Array.from({ length: 100 }, (_, i) => `/p${i}\n  X-Robots-Tag: none\n`).join('');
    await write('_headers', base);
    await write('index.html', page(''));
    await expect(secureExport(out)).rejects.toThrow(
      "101 rules, over Cloudflare's 100: it would ignore every rule from /* on (/*)",
    );
    expect(await read('_headers')).toBe(base);
    expect(await read('index.html')).toBe(page(''));
  });

  it('passes "on…" words in the text, and fails a page with an on* attribute', async () => {
    await write('index.html', page('<p>We are online = always, onboarding = never.</p>'));
    await expect(secureExport(out)).resolves.toEqual({ pages: 1, hinted: 0 });

    await write('deep/page.html', page('<div onclick="go()">x</div>'));
    await expect(secureExport(out)).rejects.toThrow(
      'deep/page.html has an inline event handler, which the CSP would block: <div onclick="go()">',
    );
  });

  it("fails a page with a parser-inserted script 'strict-dynamic' would block", async () => {
    await write('x/index.html', page('<script data-note="a > b" src="/x.js"></script>'));
    await expect(secureExport(out)).rejects.toThrow(
      `x/index.html: 'strict-dynamic' would block <script data-note="a > b" src="/x.js">`,
    );
  });

  it('puts the stylesheet a page links, under the base path, in the page', async () => {
    const css = 'body{margin:0}';
    await write('_next/static/chunks/site.css', css);
    const link =
      '<link rel="stylesheet" href="/docs/_next/static/chunks/site.css" data-precedence="next"/>';
    await write('index.html', page(link));
    await write('a/index.html', page(link));
    await secureExport(out, { basePath: '/docs' });
    for (const file of ['index.html', 'a/index.html']) {
      expect(await read(file)).toContain(
        `<style data-precedence="next" data-href="/docs/_next/static/chunks/site.css">${css}</style>`,
      );
    }
  });

  it('writes nothing and names the page whose stylesheet is not in the export', async () => {
    const link =
      '<link rel="stylesheet" href="/_next/static/chunks/gone.css" data-precedence="next"/>';
    await write('index.html', page(''));
    await write('jobs.html', page(link));
    await expect(secureExport(out)).rejects.toThrow(/jobs\.html: ENOENT.*gone\.css/);
    expect(await read('jobs.html')).toBe(page(link));
    expect(await read('index.html')).toBe(page(''));
  });

  it('changes nothing in a page but the policy it adds, byte for byte', async () => {
    const body = '<p title="a > b">x &lt; y</p>\n<!-- kept -->\n<script>go()</script>';
    await write('index.html', page(body));
    await secureExport(out);
    const html = await read('index.html');
    expect(html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')).toBe(page(body));
  });
});

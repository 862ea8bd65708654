/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { metaPolicy } from '@/scripts/lib/csp.mjs';
import { parseHeaders } from '@/scripts/lib/headers.mjs';
import { htmlFiles, pathsFor, secureExport } from '@/scripts/lib/secure-export.mjs';

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
  it('gives a nested page its meta policy and its _headers entry', async () => {
    await write('index.html', page('<script>top()</script>'));
    await write('a/b/index.html', page('<script>nested()</script>'));
    await write('_headers', '/*\n  X-Frame-Options: DENY\n');
    expect(await secureExport(out, { basePath: '/docs' })).toEqual({ pages: 2, hinted: 0 });

    expect(metaPolicy(await read('a/b/index.html'))).toContain(`script-src ${sha('nested()')}`);
    const headers = await read('_headers');
    expect(headers).toMatch(
      /^\/\*\n {2}X-Frame-Options: DENY\n\n# Per-page Content-Security-Policy/,
    );
    const policies = new Map(
      parseHeaders(headers).map(({ pattern, headers: [first] }) => [pattern, first?.[1]]),
    );
    expect(policies.get('/docs/a/b/')).toContain(`script-src ${sha('nested()')} 'strict-dynamic'`);
    expect(policies.get('/docs/a/b/')).toContain("frame-ancestors 'self' https://web.telegram.org");
    expect(policies.get('/docs/a/b/index.html')).toBe(policies.get('/docs/a/b/'));
    expect(policies.get('/docs/')).toContain(`script-src ${sha('top()')} 'strict-dynamic'`);
  });

  it('adds the frame and connect origins to every page, in its meta and header', async () => {
    await write('contract.html', page(''));
    await write('jobs.html', page(''));
    const apis = ['https://api.dexscreener.com', 'https://api.geckoterminal.com'];
    const chart = ['https://dexscreener.com'];
    await secureExport(out, { connect: apis, frames: chart });

    const directive = (name: string, policy = '') =>
      policy.split('; ').find((d) => d.startsWith(`${name} `));
    const policies = new Map(
      parseHeaders(await read('_headers')).map(({ pattern, headers: [first] }) => [
        pattern,
        first?.[1],
      ]),
    );
    for (const route of ['contract', 'jobs']) {
      for (const policy of [metaPolicy(await read(`${route}.html`))!, policies.get(`/${route}`)]) {
        expect(directive('connect-src', policy)).toBe(`connect-src 'self' ${apis.join(' ')}`);
        expect(directive('frame-src', policy)).toBe(`frame-src ${chart.join(' ')}`);
      }
    }
  });

  it("sends each page's image preload as a Link header beside its policy", async () => {
    const preload =
      '<link rel="preload" as="image" href="/docs/art/mascot.svg" fetchPriority="high"/>';
    await write('index.html', page('').replace('</head>', `${preload}</head>`));
    await write('plain.html', page(''));
    await secureExport(out, { basePath: '/docs' });

    const rules = new Map(
      parseHeaders(await read('_headers')).map(({ pattern, headers }) => [
        pattern,
        Object.fromEntries(headers),
      ]),
    );
    const link = '</docs/art/mascot.svg>; rel=preload; as=image; fetchpriority=high';
    expect(rules.get('/docs/')?.Link).toBe(link);
    expect(rules.get('/docs/index.html')?.Link).toBe(link);
    expect(rules.get('/docs/plain')).toEqual({
      'Content-Security-Policy': expect.stringContaining("script-src 'strict-dynamic'") as string,
    });
  });

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

  it("writes nothing and names the route whose policy would pass Cloudflare's 2,000 a line", async () => {
    // Each inline script adds a 'sha256-…' of 54 characters to script-src; 40 pass 2,000.
    const scripts = Array.from({ length: 40 }, (_, i) => `<script>s(${i})</script>`).join('');
    await write('index.html', page(''));
    await write('jobs.html', page(scripts));
    await expect(secureExport(out, { basePath: '/docs' })).rejects.toThrow(
      /\/docs\/jobs: its Content-Security-Policy header is a line of 2\d{3} characters, over Cloudflare's 2000/,
    );
    expect(await read('jobs.html')).toBe(page(scripts));
    expect(await read('index.html')).toBe(page(''));
  });

  it("writes nothing and names the routes past Cloudflare's 100 rules", async () => {
    // Two rules a page (its clean URL and its .html), and the site-wide rules before them.
    await write('_headers', '/*\n  X-Frame-Options: DENY\n');
    for (let i = 0; i < 50; i++) await write(`p${String(i).padStart(2, '0')}.html`, page(''));
    await expect(secureExport(out)).rejects.toThrow(
      "101 rules, over Cloudflare's 100: it would ignore every rule from /p49.html on (/p49.html)",
    );
    expect(await read('_headers')).toBe('/*\n  X-Frame-Options: DENY\n');
    await rm(path.join(out, 'p49.html'));
    await expect(secureExport(out)).resolves.toEqual({ pages: 49, hinted: 0 });
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

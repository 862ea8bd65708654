/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  cloudflareHeadersProblems,
  parseHeaders,
  toVercelHeaders,
  vercelSource,
} from '@/scripts/lib/headers';

const root = path.resolve(__dirname, '../../..');
const headersFile = readFileSync(path.join(root, 'public/_headers'), 'utf8');
const vercel = JSON.parse(readFileSync(path.join(root, 'vercel.json'), 'utf8'));

describe('vercel.json', () => {
  it('sends the same site-wide headers as public/_headers', () => {
    expect(vercel.headers).toEqual(toVercelHeaders(parseHeaders(headersFile)));
  });

  it('has the frame, sniffing, referrer and permissions policies and immutable chunks', () => {
    const all = vercel.headers.find((rule: { source: string }) => rule.source === '/(.*)');
    const keys = all.headers.map((header: { key: string }) => header.key);
    expect(keys).toEqual(
      expect.arrayContaining(['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']),
    );
    // Framed by itself and Telegram Web alone; X-Frame-Options cannot name Telegram Web.
    expect(all.headers).toContainEqual({
      key: 'Content-Security-Policy',
      value: "frame-ancestors 'self' https://web.telegram.org",
    });
    expect(keys).not.toContain('X-Frame-Options');
    expect(vercel.headers).toContainEqual({
      source: '/_next/static/(.*)',
      headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
    });
  });

  it('builds the export and serves out/ with clean URLs, whatever the dashboard says', () => {
    expect(vercel).toMatchObject({
      framework: null,
      buildCommand: 'npm run build',
      outputDirectory: 'out',
      cleanUrls: true,
    });
  });
});

describe('reading _headers', () => {
  it('keeps rules and headers in order, skipping comments', () => {
    const text = '# note\n/*\n  A: 1\n  B: x: y\n\n/a/*\n  C: 2\n';
    expect(parseHeaders(text)).toEqual([
      {
        pattern: '/*',
        headers: [
          ['A', '1'],
          ['B', 'x: y'],
        ],
      },
      { pattern: '/a/*', headers: [['C', '2']] },
    ]);
  });

  it('turns splats into Vercel sources and refuses what it cannot translate', () => {
    expect(vercelSource('/_next/static/*')).toBe('/_next/static/(.*)');
    expect(vercelSource('/jobs')).toBe('/jobs');
    expect(() => vercelSource('/:name/x')).toThrow();
    expect(() => parseHeaders('/*\n  no colon here\n')).toThrow();
  });
});

describe("Cloudflare's limits", () => {
  const rule = (route: string, value = 'x') => `${route}\n  Content-Security-Policy: ${value}\n`;

  it('passes 100 rules with lines of 2,000 characters, counting the indent', () => {
    const line = 'a'.repeat(2000 - '  Content-Security-Policy: '.length);
    const text = Array.from({ length: 100 }, (_, i) => rule(`/p${i}`, line)).join('\n');
    expect(cloudflareHeadersProblems(`# a comment\n${text}`)).toEqual([]);
  });

  it('names the route of a line one character too long, and of a path too long', () => {
    const value = 'a'.repeat(2001 - '  Content-Security-Policy: '.length);
    const longPath = `/${'p'.repeat(2000)}`;
    expect(
      cloudflareHeadersProblems(`${rule('/', 'x')}\n${rule('/jobs', value)}\n${rule(longPath)}`),
    ).toEqual([
      "/jobs: its Content-Security-Policy header is a line of 2001 characters, over Cloudflare's 2000",
      `${longPath}: its path is a line of 2001 characters, over Cloudflare's 2000`,
    ]);
  });

  it('names every rule past the 100th', () => {
    const text = Array.from({ length: 102 }, (_, i) => rule(`/p${i}`)).join('\n');
    expect(cloudflareHeadersProblems(text)).toEqual([
      "102 rules, over Cloudflare's 100: it would ignore every rule from /p100 on (/p100, /p101)",
    ]);
  });

  it('holds for the site-wide rules in public/_headers', () => {
    expect(cloudflareHeadersProblems(headersFile)).toEqual([]);
  });
});

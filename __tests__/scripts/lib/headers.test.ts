/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseHeaders, toVercelHeaders, vercelSource } from '@/scripts/lib/headers.mjs';

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
      expect.arrayContaining([
        'X-Frame-Options',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
      ]),
    );
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

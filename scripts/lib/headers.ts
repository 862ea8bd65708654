/**
 * The site-wide headers live in public/_headers (Netlify and Cloudflare Pages format). Vercel reads
 * the same headers from vercel.json; `toVercelHeaders` is what vercel.json's "headers" must be, and a
 * Jest test (__tests__/scripts/lib/headers.test.ts) keeps the two files in step. The build checks
 * out/_headers against Cloudflare's limits (`cloudflareHeadersProblems`) before it writes it.
 */
import { FRAME_ANCESTORS } from './csp';

/** A _headers rule: its path pattern and its [name, value] headers, in file order. */
export type HeadersRule = { pattern: string; headers: [string, string][] };

/** Parses a _headers file into its rules, in file order. */
export function parseHeaders(text: string): HeadersRule[] {
  const rules: HeadersRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ pattern: line, headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (colon <= 0 || !rule) throw new Error(`_headers: cannot read "${line}"`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** A _headers path pattern as a vercel.json source: `*` matches the rest of the path. */
export function vercelSource(pattern: string): string {
  if (!pattern.startsWith('/') || /[:?()]/.test(pattern)) {
    throw new Error(`_headers: no vercel.json source for "${pattern}"`);
  }
  return pattern.replace(/\*/g, '(.*)');
}

/**
 * The vercel.json "headers" entries for these _headers rules, and for every path the framing
 * policy: the build's per-page headers carry it in out/_headers, which Vercel does not read.
 */
export function toVercelHeaders(
  rules: HeadersRule[],
): { source: string; headers: { key: string; value: string }[] }[] {
  return rules.map(({ pattern, headers }) => ({
    source: vercelSource(pattern),
    headers: [
      ...headers.map(([key, value]) => ({ key, value })),
      ...(pattern === '/*' ? [{ key: 'Content-Security-Policy', value: FRAME_ANCESTORS }] : []),
    ],
  }));
}

/**
 * Cloudflare's limits on a _headers file (Pages, and Workers static assets): at most 100 rules, and
 * at most 2,000 characters a line, counting the whole line (indent, name and value). Past them it
 * does not fail the deploy: it ignores the long line, or every rule after the 100th, so a page
 * would ship without its policy.
 */
export const CLOUDFLARE_HEADERS_LIMITS = { rules: 100, lineLength: 2000 };

/**
 * What Cloudflare would drop from this _headers text, each problem naming its route; empty when
 * the file is within the limits.
 */
export function cloudflareHeadersProblems(
  text: string,
  limits = CLOUDFLARE_HEADERS_LIMITS,
): string[] {
  const problems: string[] = [];
  const routes: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const isRoute = !/^\s/.test(raw);
    if (isRoute) routes.push(line);
    if (raw.length > limits.lineLength) {
      const what = isRoute ? 'its path' : `its ${line.slice(0, line.indexOf(':'))} header`;
      problems.push(
        `${routes.at(-1) ?? '(no route)'}: ${what} is a line of ${raw.length} characters, ` +
          `over Cloudflare's ${limits.lineLength}`,
      );
    }
  }
  if (routes.length > limits.rules) {
    const dropped = routes.slice(limits.rules);
    problems.push(
      `${routes.length} rules, over Cloudflare's ${limits.rules}: it would ignore every rule from ` +
        `${dropped[0]} on (${dropped.join(', ')})`,
    );
  }
  return problems;
}

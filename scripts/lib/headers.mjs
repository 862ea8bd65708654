/**
 * The site-wide headers live in public/_headers (Netlify and Cloudflare Pages format). Vercel reads
 * the same headers from vercel.json; `toVercelHeaders` is what vercel.json's "headers" must be, and a
 * Jest test (__tests__/scripts/lib/headers.test.ts) keeps the two files in step.
 */

/** Parses a _headers file into [{ pattern, headers: [[name, value]] }], in file order. */
export function parseHeaders(text) {
  const rules = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ pattern: line, headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0 || !rules.length) throw new Error(`_headers: cannot read "${line}"`);
    rules.at(-1).headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** A _headers path pattern as a vercel.json source: `*` matches the rest of the path. */
export function vercelSource(pattern) {
  if (!pattern.startsWith('/') || /[:?()]/.test(pattern)) {
    throw new Error(`_headers: no vercel.json source for "${pattern}"`);
  }
  return pattern.replace(/\*/g, '(.*)');
}

/** The vercel.json "headers" entries for these _headers rules. */
export function toVercelHeaders(rules) {
  return rules.map(({ pattern, headers }) => ({
    source: vercelSource(pattern),
    headers: headers.map(([key, value]) => ({ key, value })),
  }));
}

import { readFileSync } from 'node:fs';
import path from 'node:path';

// The project root. Playwright gives this module its real __dirname; tsx, loading it into the
// bench's ES modules, gives a data: URL, and the bench runs from the root.
const ROOT =
  typeof __dirname === 'string' && path.isAbsolute(__dirname)
    ? path.join(__dirname, '..', '..')
    : process.cwd();

/**
 * Which build the rebrand check is testing: e2e/fixtures/rebrand/<REBRAND_TOKEN>.env. `token`, the
 * second token, unless e2e/rebrand/check-rebrand.sh says `base` (the third, on Base) or
 * `prelaunch` (a token that has not launched yet).
 */
export const REBRAND_TOKEN = process.env.REBRAND_TOKEN || 'token';

/** Its variables, as e2e/rebrand/check-rebrand.sh reads them: KEY=value, no quoting. */
const TOKEN_ENV_FILE = path.join(ROOT, 'e2e', 'fixtures', 'rebrand', `${REBRAND_TOKEN}.env`);

export function readTokenEnv(file = TOKEN_ENV_FILE): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match?.[1]) env[match[1]] = match[2] ?? '';
  }
  return env;
}

/**
 * The site root e2e/rebrand/check-rebrand.sh leaves for the browser test: the token's export, or,
 * for a token at a sub-path, the export under it (.tmp/rebrand-site/koalain/), as a host serves a
 * project site, with its _headers file at the root, where Cloudflare's runtime reads it.
 */
export const REBRAND_SITE = path.join(ROOT, '.tmp', 'rebrand-site');

/** The token's export itself. */
export const REBRAND_OUT = path.join(REBRAND_SITE, readTokenEnv().NEXT_PUBLIC_BASE_PATH ?? '');

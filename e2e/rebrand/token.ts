import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The second token's variables, as scripts/check-rebrand.sh reads them: KEY=value, no quoting. */
export const TOKEN_ENV_FILE = path.join(__dirname, '..', 'fixtures', 'rebrand', 'token.env');

export function readTokenEnv(file = TOKEN_ENV_FILE): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match?.[1]) env[match[1]] = match[2] ?? '';
  }
  return env;
}

/** Where scripts/check-rebrand.sh leaves the second token's export for the browser test. */
export const REBRAND_OUT = path.join(__dirname, '..', '..', '.tmp', 'rebrand-out');

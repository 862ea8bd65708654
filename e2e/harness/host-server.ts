/**
 * Cloudflare's own Pages runtime (`wrangler pages dev`, workerd), the one wrangler.jsonc deploys
 * to, serving an export as production does (e2e/cloudflare.spec.ts): it applies the export's
 * _headers, redirects /jobs.html to /jobs (308) and answers unknown paths with 404.html. It runs offline with a pinned compatibility
 * date (the workerd that wrangler 4.86 installs accepts dates up to 2026-05-03) and no metrics.
 * Wrangler works in a scratch directory of its own (--cwd), so its .wrangler/ state never lands
 * in the worktree. Cold start: about 4-6 s on a busy 2-core machine.
 *
 *   import { hostServer } from './e2e/harness/host-server';
 *   const { command, url } = hostServer('out', 4173); // command: one shell line, env included
 */
import os from 'node:os';
import path from 'node:path';

/** The same date as wrangler.jsonc, which production deploys with (a Jest test keeps them equal). */
export const COMPATIBILITY_DATE = '2026-05-03';

const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/**
 * The shell command that serves `dir` on 127.0.0.1:`port` (run it from the project root), and the
 * URL to wait for.
 */
export function hostServer(dir = 'out', port = 4173) {
  const scratch = path.join(os.tmpdir(), `lewdin-wrangler-${port}`);
  const wrangler = path.resolve('node_modules/.bin/wrangler');
  const command = [
    `mkdir -p ${quote(scratch)} &&`,
    'WRANGLER_SEND_METRICS=false',
    `exec ${quote(wrangler)} pages dev ${quote(path.resolve(dir))}`,
    `--cwd ${quote(scratch)}`,
    `--ip 127.0.0.1 --port ${Number(port)}`,
    `--compatibility-date ${COMPATIBILITY_DATE}`,
    '--show-interactive-dev-session=false --log-level error',
  ].join(' ');
  return { command, url: `http://127.0.0.1:${Number(port)}/` };
}

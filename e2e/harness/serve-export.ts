/**
 * The browser tests' server: an export served as a static host serves it (static-host.ts), until
 * the process is stopped. A Node server that an abandoned request cannot take down.
 *
 *   npx tsx e2e/harness/serve-export.ts out 4173
 */
import { startServer } from './static-host';

const [dir = 'out', port = '4173'] = process.argv.slice(2);
void startServer({ dir, port: Number(port) }).then(() =>
  console.log(`serve-export: ${dir} on http://127.0.0.1:${port}/`),
);

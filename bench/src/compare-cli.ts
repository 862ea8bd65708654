/** Any exports compared on the phone against the floor and the first of them (compare.ts). */
import { parseArgs } from 'node:util';

import { compareExports, exportsFromArgs } from './compare';
import { PROFILES } from './hydration';
import { COMPARE_PORT } from './settings';
import { markdownTable } from './table';

/** `npm run bench:compare -- name=dir name=dir [--loads=N] [--routes=/,/ja] [--cpu=4|6]`. */
async function cli() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      loads: { type: 'string', default: '7' },
      routes: { type: 'string', default: '/,/ja' },
      cpu: { type: 'string', default: '4' },
    },
  });
  const port = COMPARE_PORT;
  const exports = exportsFromArgs(positionals, port);
  if (exports.length < 1 || !['4', '6'].includes(values.cpu) || !(Number(values.loads) >= 1)) {
    throw new Error(
      'usage: npm run bench:compare -- name=dir [name=dir …] [--loads=N] [--routes=/,/ja] [--cpu=4|6]',
    );
  }
  const result = await compareExports(exports, {
    loads: Number(values.loads),
    routes: values.routes.split(',').filter(Boolean),
    profile: values.cpu === '6' ? PROFILES.phone6 : PROFILES.phone,
    port,
  });
  console.log(`\n${result.floorLine}\n\n${markdownTable(result.header, result.rows)}`);
}

cli().catch((error: unknown) => {
  console.error(`bench:compare: ${(error as Error).stack ?? error}`);
  process.exitCode = 2;
});

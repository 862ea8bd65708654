/**
 * Checks an export built for an operator's settings: every token link carries the configured
 * address, the sample address appears nowhere, and every root-relative URL honours the base path.
 *
 *   npx tsx e2e/rebrand/check-export.mts <out-dir> <base-path> <address>
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SAMPLE_CONTRACT_ADDRESS as SAMPLE } from '../../lib/brand/config';
import { walk } from './walk';

const [dir = 'out', basePath = '', address] = process.argv.slice(2);
const problems: string[] = [];

let pages = 0;
for await (const file of walk(dir)) {
  if (!/\.(html|txt|js|json|webmanifest|xml)$/.test(file)) continue;
  const text = await readFile(file, 'utf8');
  const name = path.relative(dir, file);
  if (address && address !== SAMPLE && text.includes(SAMPLE)) {
    problems.push(`${name} still contains the sample address`);
  }
  for (const match of text.matchAll(/https:\/\/pump\.fun\/coin\/([1-9A-HJ-NP-Za-km-z]+)/g)) {
    if (address && match[1] !== address) problems.push(`${name} links ${match[0]}`);
  }
  if (!file.endsWith('.html')) continue;
  pages += 1;
  for (const match of text.matchAll(/\s(?:href|src)="(\/[^"]*)"/g)) {
    const url = match[1]!;
    if (basePath && url !== basePath && !url.startsWith(`${basePath}/`)) {
      problems.push(`${name} has ${url} outside the base path ${basePath}`);
    }
  }
  if (address && !text.includes(address) && /\/contract\.html$/.test(file)) {
    problems.push(`${name} does not show ${address}`);
  }
}

if (pages === 0) problems.push(`no HTML pages in ${dir}`);
if (problems.length) {
  console.error(
    `check-export: ${problems.length} problem(s)\n- ${[...new Set(problems)].join('\n- ')}`,
  );
  process.exit(1);
}
console.log(
  `check-export: ${pages} pages carry ${address ?? 'the address'} and base path "${basePath}"`,
);

/**
 * Checks an export built for an operator's settings: every token link carries the configured
 * address, the sample address appears nowhere, and every root-relative URL honours the base path.
 * Before launch (address "soon"), no file links a token page: no explorer, chart or launchpad
 * token URL, and no `{address}` template left unfilled.
 *
 *   npx tsx e2e/rebrand/check-export.mts <out-dir> <base-path> <address>
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SAMPLE_CONTRACT_ADDRESS as SAMPLE } from '../../lib/brand/config';
import { CHAINS } from '../../lib/chain';
import { walk } from './walk';

const [dir = 'out', basePath = '', address] = process.argv.slice(2);
const problems: string[] = [];
const prelaunch = address?.toLowerCase() === 'soon';
// The hosts of token pages: every chain's explorer and launchpads, the DEXes, the chart providers.
const tokenHosts = Object.values(CHAINS).flatMap(({ explorer, venues }) => [
  new URL(explorer.tokenUrl).hostname,
  ...venues,
]);
tokenHosts.push(
  'uniswap.org',
  'pancakeswap.finance',
  'dexscreener.com',
  'geckoterminal.com',
  'birdeye.so',
);
const isTokenHost = (url: string) => {
  const host = URL.canParse(url) ? new URL(url).hostname : '';
  return tokenHosts.some((known) => host === known || host.endsWith(`.${known}`));
};

let pages = 0;
for await (const file of walk(dir)) {
  if (!/\.(html|txt|js|json|webmanifest|xml|ics)$/.test(file)) continue;
  const text = await readFile(file, 'utf8');
  const name = path.relative(dir, file);
  // The launch's calendar file is a pre-launch build's alone.
  if (address && !prelaunch && file.endsWith('.ics')) problems.push(`${name} is left after launch`);
  if (address && address !== SAMPLE && text.includes(SAMPLE)) {
    problems.push(`${name} still contains the sample address`);
  }
  for (const match of text.matchAll(/https:\/\/pump\.fun\/coin\/([1-9A-HJ-NP-Za-km-z]+)/g)) {
    if (address && (prelaunch || match[1] !== address)) problems.push(`${name} links ${match[0]}`);
  }
  if (text.includes('{address}')) problems.push(`${name} has a {address} left unfilled`);
  if (prelaunch) {
    for (const [url] of text.matchAll(/https:\/\/[^\s"'\\<>)]+/g)) {
      if (isTokenHost(url)) problems.push(`${name} links ${url} before launch`);
    }
  }
  if (!file.endsWith('.html')) continue;
  pages += 1;
  for (const match of text.matchAll(/\s(?:href|src)="(\/[^"]*)"/g)) {
    const url = match[1]!;
    if (basePath && url !== basePath && !url.startsWith(`${basePath}/`)) {
      problems.push(`${name} has ${url} outside the base path ${basePath}`);
    }
  }
  if (address && !prelaunch && !text.includes(address) && /\/contract\.html$/.test(file)) {
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
  prelaunch
    ? `check-export: ${pages} pages link no token page before launch, with base path "${basePath}"`
    : `check-export: ${pages} pages carry ${address ?? 'the address'} and base path "${basePath}"`,
);

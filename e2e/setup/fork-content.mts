/**
 * In the fork-like clone e2e/rebrand/check-rebrand.sh builds: checks that the brand/content.yaml
 * `npm run setup` wrote from the pseudo-terminal's answers (e2e/setup/drive-setup.mjs) holds the
 * second token's values, then gives it the second token's own words
 * (e2e/fixtures/rebrand/content.yaml), so the one build both proves the answers reach the pages
 * and walks a team's words. The mark and tagline, which setup does not ask, come from token.env.
 *
 *   npx tsx e2e/setup/fork-content.mts
 */
import { copyFile, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, parseDocument } from 'yaml';
import { readTokenEnv } from '../rebrand/token';

const BRAND_FILE = 'brand/content.yaml';
const WORDS_FILE = 'e2e/fixtures/rebrand/content.yaml';

const token = readTokenEnv();
const written = parse(await readFile(BRAND_FILE, 'utf8')) as { brand: Record<string, string> };
const fill = (template: string) =>
  template.replaceAll('{address}', written.brand.contractAddress ?? '');

// What each answer must have become, as the build fills it.
const expected: [string, string | undefined, string | undefined][] = [
  ['brandName', written.brand.brandName, token.NEXT_PUBLIC_BRAND_NAME],
  ['ticker', written.brand.ticker, token.NEXT_PUBLIC_TICKER],
  ['contractAddress', written.brand.contractAddress, token.NEXT_PUBLIC_CONTRACT_ADDRESS],
  ['tokenUrl', fill(written.brand.tokenUrl ?? ''), token.NEXT_PUBLIC_TOKEN_URL],
  ['socialUrl', written.brand.socialUrl, token.NEXT_PUBLIC_SOCIAL_URL],
  ['communityUrl', written.brand.communityUrl, token.NEXT_PUBLIC_COMMUNITY_URL],
  ['telegramUrl', written.brand.telegramUrl, token.NEXT_PUBLIC_TELEGRAM_URL],
  ['brandColor', written.brand.brandColor, token.NEXT_PUBLIC_BRAND_COLOR],
  ['accentColor', written.brand.accentColor, token.NEXT_PUBLIC_ACCENT_COLOR],
  ['chartUrl', fill(written.brand.chartUrl ?? ''), token.NEXT_PUBLIC_CHART_URL],
];
const wrong = expected.filter(([, got, want]) => got !== want);
if (wrong.length > 0 || !written.brand.mascot?.startsWith('brand/')) {
  for (const [key, got, want] of wrong) console.error(`  brand.${key}: ${got}, not ${want}`);
  console.error(
    `fork-content: ${BRAND_FILE} does not hold the answers given (mascot ${written.brand.mascot})`,
  );
  process.exit(1);
}

const doc = parseDocument(await readFile(WORDS_FILE, 'utf8'));
doc.set('$schema', '../content/content.schema.json');
doc.set(
  'brand',
  doc.createNode({
    ...written.brand,
    brandMark: token.NEXT_PUBLIC_BRAND_MARK,
    tagline: token.NEXT_PUBLIC_TAGLINE,
  }),
);
await writeFile(BRAND_FILE, doc.toString());
// Its translations beside it, as a team keeps them (brand/content.<tag>.yaml): Arabic, Hindi,
// Vietnamese.
const translations = (await readdir(path.dirname(WORDS_FILE))).filter((file) =>
  /^content\.[A-Za-z0-9-]+\.yaml$/.test(file),
);
for (const file of translations) {
  await copyFile(path.join(path.dirname(WORDS_FILE), file), path.join('brand', file));
}
console.log(
  `fork-content: ${BRAND_FILE} holds every answer given to setup; it now has the second token's words, and its translations beside it (${translations.join(', ')})`,
);

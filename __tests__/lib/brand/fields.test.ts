/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { siteDefaults } from '@/lib/brand/config';
import type { SiteDefaults } from '@/lib/brand/env';
import { brand } from '@/lib/content/schema/brand';
import { QUESTIONS } from '@/scripts/setup/questions';

/**
 * The brand's fields are written in the content file's schema; the setup's questions and the
 * README's table of variables say them again, and LewdIn's defaults fill them. This holds the four
 * to one another: a field added, renamed or dropped in one fails here until the others follow.
 */

/** Each brand field and the variable its description says wins over it (`(NEXT_PUBLIC_X wins)`). */
const schemaVariables = new Map(
  Object.entries(brand.shape).flatMap(([key, field]) => {
    const described = field.unwrap().description ?? '';
    const variable = /\((NEXT_PUBLIC_[A-Z_]+) wins\)/.exec(described)?.[1];
    return variable ? [[key, variable] as const] : [];
  }),
);

/** The variables the README's table lists, in its order. */
const readmeVariables = [
  ...readFileSync('README.md', 'utf8').matchAll(/^\| `(NEXT_PUBLIC_[A-Z_]+)` \|/gm),
].map((match) => match[1]!);

/** What only the environment sets: the content file itself, the sub-path, an explorer of choice. */
const ENVIRONMENT_ONLY = [
  'NEXT_PUBLIC_CONTENT',
  'NEXT_PUBLIC_BASE_PATH',
  'NEXT_PUBLIC_EXPLORER_URL',
];

it('names a variable for every brand field, each once', () => {
  const variables = [...schemaVariables.values()];
  expect(new Set(variables).size).toBe(variables.length);
  expect([...schemaVariables.keys()]).toEqual(Object.keys(brand.shape));
});

it('lists every variable a brand field names in the README, once, and no other but the environment’s own', () => {
  expect(new Set(readmeVariables).size).toBe(readmeVariables.length);
  expect(readmeVariables.filter((variable) => !ENVIRONMENT_ONLY.includes(variable)).sort()).toEqual(
    [...schemaVariables.values()].sort(),
  );
});

it('asks each setup question about a brand field, naming that field’s variable', () => {
  const brandQuestions = QUESTIONS.filter((question) => question.key in brand.shape);
  // The others are the content file's own sections, not brand fields.
  expect(
    QUESTIONS.filter((question) => !brandQuestions.includes(question)).map((q) => q.key),
  ).toEqual(['claims', 'bots', 'terminals', 'raidPosts', 'raidReply']);
  for (const question of brandQuestions) {
    expect({ key: question.key, variable: question.variable }).toEqual({
      key: question.key,
      variable: schemaVariables.get(question.key),
    });
  }
});

/**
 * What the defaults hold beyond the brand's fields: the content file's own sections and an explorer
 * only the environment sets. A key of SiteDefaults that is neither fails to type-check here.
 */
const NOT_BRAND_FIELDS: Record<Exclude<keyof SiteDefaults, keyof z.infer<typeof brand>>, true> = {
  claims: true,
  trade: true,
  raidReply: true,
  explorerUrl: true,
};

it('fills only brand fields with LewdIn’s defaults, each a value the schema accepts', () => {
  expect(Object.keys(siteDefaults).filter((key) => !(key in brand.shape))).toEqual([]);
  expect(Object.keys(NOT_BRAND_FIELDS).filter((key) => key in brand.shape)).toEqual([]);
  // null is the generated portrait: the content file leaves `mascot` out for it.
  const { mascot, ...values } = siteDefaults;
  expect(brand.safeParse(mascot === null ? values : siteDefaults).error).toBeUndefined();
});

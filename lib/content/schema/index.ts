import { z } from 'zod';
import { brand } from './brand';
import { claims } from './claims';
import { contract } from './contract';
import { faq } from './faq';
import { home } from './home';
import { jobs } from './jobs';
import { me } from './me';
import { messaging } from './messaging';
import { network } from './network';
import { notifications } from './notifications';
import { profile } from './profile';
import { pages, shareCards, site } from './site';
import { tokenomics } from './tokenomics';

/**
 * The content file's shape: every word, number and picture a visitor meets, one file per section
 * of the file. The JSON Schema that editors read (content/content.schema.json) is generated from
 * this (`npm run content:schema`), and the build validates the file against it before anything is
 * drawn.
 */
export const contentSchema = z.strictObject({
  $schema: z.string().describe('The JSON Schema editors read; ignored by the build').optional(),
  lang: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)
    .describe('The pages’ language, e.g. en or pt-BR: plural forms and numbers follow it'),
  brand: brand.optional(),
  site,
  pages,
  shareCards,
  me,
  home,
  network,
  jobs,
  messaging,
  notifications,
  profile,
  contract,
  tokenomics: tokenomics.optional(),
  claims: claims.optional(),
  faq: faq.optional(),
});

export type Content = z.infer<typeof contentSchema>;

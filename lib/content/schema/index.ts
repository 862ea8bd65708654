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
import { raid } from './raid';
import { pages, shareCards, site } from './site';
import { tokenomics } from './tokenomics';
import { trade } from './trade';
import { siteDefaults } from '../../brand/config';
import { X_POST_MAX, xPostLength } from '../../raid/post-length';
import { fill } from '../../fill';

/**
 * The content file's shape: every word, number and picture a visitor meets, one file per section
 * of the file. The JSON Schema that editors read (content/content.schema.json) is generated from
 * this (`npm run content:schema`), and the build validates the file against it before anything is
 * drawn.
 */
export const contentSchema = z
  .strictObject({
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
    trade: trade.optional(),
    raid: raid.optional(),
  })
  .superRefine((content, ctx) => {
    // A raid post as X will count it: the brand's ticker and name in it, the site's URL 23.
    const values = {
      ticker: content.brand?.ticker ?? siteDefaults.ticker,
      brand: content.brand?.brandName ?? siteDefaults.brandName,
    };
    content.raid?.posts.forEach((post, index) => {
      const length = xPostLength(fill(post, values));
      if (length > X_POST_MAX) {
        ctx.addIssue({
          code: 'custom',
          path: ['raid', 'posts', index],
          message: `is ${length} characters long as X counts them (a URL counts 23, CJK and emoji 2; X's twitter-text rules): X takes at most ${X_POST_MAX}`,
        });
      }
    });
  });

export type Content = z.infer<typeof contentSchema>;

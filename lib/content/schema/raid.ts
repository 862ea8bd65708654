import { z } from 'zod';
import { statusId, URL_PLACEHOLDER } from '../../raid/links';
import { text } from '../fields';

/**
 * The raid kit: the team's ready posts, and the X post it wants replies under. Each post's length
 * on X is checked with the whole file (./index.ts), where the ticker is known.
 */
export const raid = z
  .strictObject({
    posts: z
      .array(
        text(`A ready post; ${URL_PLACEHOLDER} is the site’s URL (else it follows the post)`, {
          max: 560,
          vars: ['url'],
        }),
      )
      .min(1)
      .max(10)
      .describe('The posts, each with links to X, Telegram and Farcaster'),
    reply: z
      .string()
      .superRefine((value, ctx) => {
        if (!statusId(value)) {
          ctx.addIssue({
            code: 'custom',
            message:
              'is not an X post’s URL: it must be https://x.com/<user>/status/<id> (or the same on twitter.com)',
          });
        }
      })
      .describe('Optional: the X post to reply under, https://x.com/<user>/status/<id>')
      .optional(),
  })
  .describe('Optional: the raid kit on home, one tap from its first screen');

export type Raid = z.infer<typeof raid>;

import { z } from 'zod';
import { botLinkProblem, linkProblem, repeatedNames } from '../../trade/links';

/** A name and a link, checked by `rule`; not words: every language shows the same. */
const entry = (kind: string, rule: (link: string) => string | null, example: string) =>
  z.strictObject({
    name: z
      .string()
      .trim()
      .min(1)
      .max(32)
      .describe(`The ${kind}’s name, the link’s text (the same in every language)`),
    link: z
      .string()
      .superRefine((value, ctx) => {
        const problem = rule(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .describe(
        `The team’s own link, referral included, with {address} where the address goes: ${example}`,
      ),
  });

const entries = (kind: string, rule: (link: string) => string | null, example: string) =>
  z
    .array(entry(kind, rule, example))
    .max(8)
    .superRefine((list, ctx) => {
      for (const index of repeatedNames(list)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'name'],
          message: `names a ${kind} already in this list: each name once`,
        });
      }
    });

/**
 * The team's trading bots and terminals, each a row in /contract's how-to-buy once launched. The
 * links are the base file's in every language; the rows' words are contract.trade's.
 */
export const trade = z
  .strictObject({
    bots: entries('bot', botLinkProblem, 'https://t.me/<bot>?start=r-team-{address}').describe(
      'Telegram trading bots: "Buy with a trading bot", first inside Telegram',
    ),
    terminals: entries('terminal', linkProblem, 'https://<terminal>/t/{address}/@team').describe(
      'Web trading terminals: "Trade on a terminal"',
    ),
  })
  .describe('Optional: the team’s trading bots and terminals, with its referral links');

export type Trade = z.infer<typeof trade>;

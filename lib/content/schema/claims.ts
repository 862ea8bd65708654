import { z } from 'zod';

const share = (description: string) => z.number().min(0).max(100).describe(description).optional();

/**
 * The team's claims about its token, in a form the sources can check: each optional. A claim that
 * means nothing on the token's chain (a Solana authority on Base) fails the build, naming it.
 */
export const claims = z
  .strictObject({
    mintRevoked: z.literal(true).describe('Solana: the mint authority is revoked').optional(),
    freezeRevoked: z.literal(true).describe('Solana: the freeze authority is revoked').optional(),
    liquidityLocked: share('At least this percent of the liquidity is burned or locked'),
    maxTax: share('EVM chains: the buy and the sell tax are each at most this percent'),
    ownerRenounced: z
      .literal(true)
      .describe('EVM chains: the contract’s owner renounced')
      .optional(),
    topTenMax: share('The ten largest holders, pools left out, hold at most this percent'),
  })
  .describe(
    'Optional: the team’s claims, which "Check the token" on /contract marks confirmed, contradicted or couldn’t check',
  );

export type TokenClaims = z.infer<typeof claims>;

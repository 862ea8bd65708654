/**
 * The claims question of `npm run setup`: the team's claims typed on one line
 * (`mintRevoked, freezeRevoked, liquidityLocked=100`), read into the content file's `claims:`
 * section by the schema and the build's chain check (lib/brand/chain-config.ts readClaims).
 */
import { readClaims } from '../../lib/brand/chain-config';
import { SiteConfigError } from '../../lib/brand/checks';
import type { Chain } from '../../lib/chain';
import { claims as claimsSchema, type TokenClaims } from '../../lib/content/schema/claims';
import { CLAIM_KINDS } from '../../lib/safety/claims';

const YES_CLAIMS = new Set(['mintRevoked', 'freezeRevoked', 'ownerRenounced']);

/** The claims typed on one line, checked for `chain`; {} for an empty line. */
export function parseClaims(line: string, chain: Chain): TokenClaims {
  const parsed: Record<string, unknown> = {};
  for (const part of line.split(/[,\s]+/).filter(Boolean)) {
    const [key = '', value, extra] = part.split('=');
    if (!(CLAIM_KINDS as readonly string[]).includes(key) || extra !== undefined) {
      throw new SiteConfigError(
        'claims',
        `has "${part}", which is not a claim: use ${CLAIM_KINDS.join(', ')}.`,
      );
    }
    if (YES_CLAIMS.has(key) !== (value === undefined)) {
      throw new SiteConfigError(
        `claims.${key}`,
        YES_CLAIMS.has(key)
          ? `takes no number (got "${part}").`
          : `needs a percentage, e.g. ${key}=100 (got "${part}").`,
      );
    }
    parsed[key] = value === undefined ? true : Number(value);
  }
  const result = claimsSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new SiteConfigError(`claims.${issue.path.join('.')}`, `is wrong: ${issue.message}.`);
  }
  return readClaims(result.data, chain);
}

/** The line that `parseClaims` reads back into `claims`. */
export function claimsLine(claims: TokenClaims): string {
  return CLAIM_KINDS.flatMap((kind) => {
    const value = claims[kind];
    return value === undefined ? [] : [value === true ? kind : `${kind}=${value}`];
  }).join(', ');
}

/**
 * The team's claims (the content file's `claims:`) held against the sources' facts. A source
 * agrees, contradicts, or cannot tell; a claim is contradicted when any source contradicts it,
 * confirmed when one agrees and none contradicts, and otherwise couldn't be checked. Every verdict
 * names the sources it rests on.
 */
import type { AddressFamily } from '../chain';
import type { TokenClaims } from '../content/schema/claims';
import type { Answer, Authority, Facts } from './facts';
import type { SafetySource } from './query';

export type ClaimKind = keyof TokenClaims;
export const CLAIM_KINDS: readonly ClaimKind[] = [
  'mintRevoked',
  'freezeRevoked',
  'liquidityLocked',
  'maxTax',
  'ownerRenounced',
  'topTenMax',
];

/** The chains' families each claim means something on. */
const MEANINGFUL: Record<ClaimKind, readonly AddressFamily[]> = {
  mintRevoked: ['solana'],
  freezeRevoked: ['solana'],
  liquidityLocked: ['solana', 'evm'],
  maxTax: ['evm'],
  ownerRenounced: ['evm'],
  topTenMax: ['solana', 'evm'],
};

/** The claims that mean nothing on a chain of `family`. */
export function meaninglessClaims(claims: TokenClaims, family: AddressFamily): ClaimKind[] {
  return CLAIM_KINDS.filter(
    (kind) => claims[kind] !== undefined && !MEANINGFUL[kind].includes(family),
  );
}

/** The claims that are set, in order, each with its number (true for yes-or-no claims). */
export function claimList(claims: TokenClaims): { kind: ClaimKind; value: number | true }[] {
  return CLAIM_KINDS.flatMap((kind) => {
    const value = claims[kind];
    return value === undefined ? [] : [{ kind, value }];
  });
}

type Stance = 'agrees' | 'contradicts' | null;

const revoked = (a: Authority | null | undefined): Stance =>
  a === undefined || a === null ? null : a.set ? 'contradicts' : 'agrees';

const atMost = (n: number | null | undefined, max: number): Stance =>
  n === undefined || n === null ? null : n <= max ? 'agrees' : 'contradicts';

function stance(kind: ClaimKind, value: number | true, facts: Facts): Stance {
  const n = value === true ? 0 : value;
  switch (kind) {
    case 'mintRevoked':
      return revoked(facts.mintAuthority);
    case 'freezeRevoked':
      return revoked(facts.freezeAuthority);
    case 'liquidityLocked': {
      const locked = facts.liquidityLocked;
      return locked === undefined || locked === null
        ? null
        : locked >= n
          ? 'agrees'
          : 'contradicts';
    }
    case 'maxTax': {
      const taxes = [atMost(facts.buyTax, n), atMost(facts.sellTax, n)];
      if (taxes.includes('contradicts')) return 'contradicts';
      return taxes.every((t) => t === 'agrees') ? 'agrees' : null;
    }
    case 'ownerRenounced':
      return facts.owner ? (facts.owner.renounced ? 'agrees' : 'contradicts') : null;
    case 'topTenMax': {
      const top = facts.topTen;
      if (!top) return null;
      const said = atMost(top.percent, n);
      // A share that counts pools can only be larger than the one without: it can confirm a
      // ceiling, never contradict it.
      return top.scope === 'all' && said === 'contradicts' ? null : said;
    }
  }
}

export type Verdict = 'confirmed' | 'contradicted' | 'unchecked';

export type Judged = {
  kind: ClaimKind;
  value: number | true;
  verdict: Verdict;
  /** The sources the verdict rests on: those contradicting, else those agreeing. */
  by: SafetySource[];
};

export function judge(claims: TokenClaims, answers: Answer[]): Judged[] {
  return claimList(claims).map(({ kind, value }) => {
    const said = answers.flatMap((answer) =>
      answer.ok ? [{ source: answer.source, stance: stance(kind, value, answer.facts) }] : [],
    );
    const against = said.filter((s) => s.stance === 'contradicts').map((s) => s.source);
    const for_ = said.filter((s) => s.stance === 'agrees').map((s) => s.source);
    if (against.length > 0) return { kind, value, verdict: 'contradicted', by: against };
    if (for_.length > 0) return { kind, value, verdict: 'confirmed', by: for_ };
    return { kind, value, verdict: 'unchecked', by: [] };
  });
}

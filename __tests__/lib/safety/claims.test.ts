import { judge, meaninglessClaims } from '@/lib/safety/claims';
import type { Answer, Facts } from '@/lib/safety/facts';
import type { SafetySource } from '@/lib/safety/query';
import type { TokenClaims } from '@/lib/content/schema/claims';
import { readGeckoterminal } from '@/lib/safety/geckoterminal';
import { readGoplus } from '@/lib/safety/goplus';
import { readRugcheck } from '@/lib/safety/rugcheck';
import {
  BASE,
  GECKO_BASE,
  GECKO_GRADUATED,
  GOPLUS_BASE,
  GOPLUS_HONEYPOT,
  RUGCHECK_AUTHORITY,
  RUGCHECK_GRADUATED,
} from './fixtures';

const answered = (source: SafetySource, facts: Facts): Answer => ({
  source,
  page: `https://${source}.example/`,
  ok: true,
  facts,
  at: 0,
  kept: false,
});
const failed = (source: SafetySource): Answer => ({ source, page: '', ok: false });

const verdicts = (claims: TokenClaims, answers: Answer[]) =>
  judge(claims, answers).map(({ kind, verdict, by }) => ({ kind, verdict, by }));

describe('judging the team’s claims', () => {
  const solana = [
    answered('geckoterminal', readGeckoterminal(GECKO_GRADUATED, true)),
    answered('rugcheck', readRugcheck(RUGCHECK_GRADUATED)),
  ];

  it('confirms a claim a source agrees with and none contradicts, naming every source agreeing', () => {
    expect(
      verdicts(
        { mintRevoked: true, freezeRevoked: true, liquidityLocked: 100, topTenMax: 40 },
        solana,
      ),
    ).toEqual([
      { kind: 'mintRevoked', verdict: 'confirmed', by: ['geckoterminal', 'rugcheck'] },
      { kind: 'freezeRevoked', verdict: 'confirmed', by: ['geckoterminal', 'rugcheck'] },
      { kind: 'liquidityLocked', verdict: 'confirmed', by: ['rugcheck'] },
      { kind: 'topTenMax', verdict: 'confirmed', by: ['geckoterminal', 'rugcheck'] },
    ]);
  });

  it('marks a mint authority still set as contradicting the claim, even where another source agrees', () => {
    const answers = [solana[0]!, answered('rugcheck', readRugcheck(RUGCHECK_AUTHORITY))];
    expect(verdicts({ mintRevoked: true, freezeRevoked: true }, answers)).toEqual([
      { kind: 'mintRevoked', verdict: 'contradicted', by: ['rugcheck'] },
      { kind: 'freezeRevoked', verdict: 'confirmed', by: ['geckoterminal', 'rugcheck'] },
    ]);
  });

  it('contradicts a freeze authority claim when the freeze authority is set', () => {
    const facts: Facts = { freezeAuthority: { set: true, holder: null } };
    expect(verdicts({ freezeRevoked: true }, [answered('rugcheck', facts)])[0]!.verdict).toBe(
      'contradicted',
    );
  });

  it('contradicts a liquidity claim above the locked share', () => {
    const facts: Facts = { liquidityLocked: 60 };
    expect(verdicts({ liquidityLocked: 80 }, [answered('goplus', facts)])[0]).toEqual({
      kind: 'liquidityLocked',
      verdict: 'contradicted',
      by: ['goplus'],
    });
  });

  it('contradicts a tax claim when either way is higher, and confirms it when both are within', () => {
    const evm = [
      answered('geckoterminal', readGeckoterminal(GECKO_BASE, false)),
      answered('goplus', readGoplus(GOPLUS_BASE, BASE)),
    ];
    expect(verdicts({ maxTax: 1 }, evm)[0]).toMatchObject({
      verdict: 'contradicted',
      by: ['goplus'],
    });
    expect(verdicts({ maxTax: 3 }, evm)[0]).toMatchObject({ verdict: 'confirmed', by: ['goplus'] });
  });

  it('cannot check a tax claim when the taxes are unknown (empty strings)', () => {
    const answers = [answered('goplus', readGoplus(GOPLUS_HONEYPOT, BASE))];
    expect(verdicts({ maxTax: 5 }, answers)[0]).toMatchObject({ verdict: 'unchecked', by: [] });
  });

  it('contradicts an owner claim when GoPlus finds an owner', () => {
    const answers = [answered('goplus', readGoplus(GOPLUS_HONEYPOT, BASE))];
    expect(verdicts({ ownerRenounced: true }, answers)[0]).toMatchObject({
      verdict: 'contradicted',
      by: ['goplus'],
    });
  });

  it('contradicts a top-ten ceiling from a share without pools; one with pools can only confirm', () => {
    const answers = [
      answered('geckoterminal', { topTen: { percent: 90, scope: 'all' } }),
      answered('rugcheck', { topTen: { percent: 30, scope: 'solana' } }),
    ];
    expect(verdicts({ topTenMax: 25 }, answers)[0]).toMatchObject({
      verdict: 'contradicted',
      by: ['rugcheck'],
    });
    expect(verdicts({ topTenMax: 35 }, answers)[0]).toMatchObject({
      verdict: 'confirmed',
      by: ['rugcheck'],
    });
    expect(verdicts({ topTenMax: 35 }, answers.slice(0, 1))[0]!.verdict).toBe('unchecked');
  });

  it("says couldn't check when every source failed or none could tell", () => {
    expect(verdicts({ mintRevoked: true }, [failed('geckoterminal'), failed('rugcheck')])).toEqual([
      { kind: 'mintRevoked', verdict: 'unchecked', by: [] },
    ]);
    expect(
      verdicts({ mintRevoked: true }, [answered('geckoterminal', { mintAuthority: null })])[0]!
        .verdict,
    ).toBe('unchecked');
  });

  it('judges nothing the team did not claim', () => {
    expect(judge({}, solana)).toEqual([]);
  });
});

describe('claims on the wrong chain', () => {
  it('finds Solana’s authorities meaningless on an EVM chain, and tax and owner on Solana', () => {
    expect(meaninglessClaims({ mintRevoked: true, freezeRevoked: true, maxTax: 0 }, 'evm')).toEqual(
      ['mintRevoked', 'freezeRevoked'],
    );
    expect(meaninglessClaims({ maxTax: 0, ownerRenounced: true, topTenMax: 20 }, 'solana')).toEqual(
      ['maxTax', 'ownerRenounced'],
    );
    expect(meaninglessClaims({ liquidityLocked: 100, topTenMax: 20 }, 'evm')).toEqual([]);
  });
});

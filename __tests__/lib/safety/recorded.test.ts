/**
 * Check the token's readers on answers recorded from the live APIs (__tests__/fixtures/recorded/,
 * each with its source and date): what a buyer would read in each, as its reader makes it.
 */
import { readGeckoterminal } from '@/lib/safety/geckoterminal';
import { goplusPartial, readGoplus } from '@/lib/safety/goplus';
import { readRugcheck } from '@/lib/safety/rugcheck';
import { formatPercent } from '@/lib/safety/format';
import {
  RECORDED_GECKOTERMINAL as GECKO,
  RECORDED_GOPLUS as GOPLUS,
  RECORDED_RUGCHECK as RUGCHECK,
  RECORDED_TOKENS as TOKENS,
} from '../../fixtures/recorded';

const shown = (n: number | null | undefined) => (n == null ? n : formatPercent(n, 'en'));

describe('GeckoTerminal token info, as recorded', () => {
  it('reads a graduated Solana coin: "no" authorities, "unknown" honeypot, its pool', () => {
    expect(readGeckoterminal(GECKO.lastPumpkin, true)).toEqual({
      holders: 730,
      topTen: { percent: 24.8966, scope: 'all' },
      honeypot: null,
      curve: { graduated: true, pool: '7T9s1zfPGBmoZBAKf4RDJpgYrDsSCWomrE1Xh7iz1PXs' },
      mintAuthority: { set: false },
      freezeAuthority: { set: false },
    });
    expect(readGeckoterminal(GECKO.gary, true)).toMatchObject({
      holders: 3058,
      topTen: { percent: 7.3843 },
      curve: { graduated: true, pool: '2uZuTQEjcXcR1ESwMdGTpqEwM5PCekEwrSNVRPc1EhS1' },
    });
  });

  it('reads a coin on its curve with no holder data, and a progress of -0.08 %, as unknown', () => {
    expect(readGeckoterminal(GECKO.nwo, true)).toEqual({
      holders: null,
      topTen: { percent: null, scope: 'all' },
      honeypot: null,
      curve: { graduated: false, progress: null },
      mintAuthority: { set: false },
      freezeAuthority: { set: false },
    });
  });

  it('reads an EVM token: a boolean honeypot flag, and no authorities to show', () => {
    const facts = readGeckoterminal(GECKO.weth, false);
    expect(facts).toEqual({
      holders: 1385496,
      topTen: { percent: 55.1184, scope: 'all' },
      honeypot: false,
      curve: undefined,
    });
    expect(facts).not.toHaveProperty('mintAuthority');
  });
});

describe('RugCheck report, as recorded', () => {
  it('reads a coin on its curve: the curve left out of the top ten, no LP, its flags', () => {
    const facts = readRugcheck(RUGCHECK.nwo);
    expect(facts).toMatchObject({
      holders: 3,
      liquidityLocked: undefined,
      mintAuthority: { set: false },
      freezeAuthority: { set: false },
      rugged: false,
      flags: [
        { name: 'Creator history of rugged tokens', percent: null, level: 'danger' },
        { name: 'Single holder ownership', percent: 49.86, level: 'danger' },
      ],
    });
    // 49.86 % in one wallet and the creator's 0.11 %; the curve's 50.03 % is a pool's.
    expect(shown(facts.topTen?.percent)).toBe('50%');
  });

  it('reads a large token’s report with no holder count: unknown holders, RugCheck’s 80 % flag', () => {
    const facts = readRugcheck(RUGCHECK.trump);
    expect(facts.holders).toBeNull();
    expect(shown(facts.topTen?.percent)).toBe('92.3%');
    // Its deepest market, a Meteora DLMM pool, has no LP token; RugCheck reads 0 % of it locked.
    expect(facts.liquidityLocked).toBe(0);
    expect(facts.flags).toEqual([
      { name: 'Top 10 holders high ownership', percent: null, level: 'danger' },
      { name: 'Single holder ownership', percent: 80, level: 'danger' },
      { name: 'High ownership', percent: null, level: 'danger' },
    ]);
  });

  it('reads a graduated coin: the pool left out, its LP all locked, no flags', () => {
    const facts = readRugcheck(RUGCHECK.gary);
    expect(facts).toMatchObject({ holders: 3090, liquidityLocked: 100, flags: [] });
    // The recording keeps three holders, the first the PumpSwap pool's vault.
    expect(shown(facts.topTen?.percent)).toBe('0.5%');
  });
});

describe('GoPlus token security, as recorded', () => {
  it('reads a PinkLock holder of 1.000000000000013 of the LP as 100 % locked', () => {
    const facts = readGoplus(GOPLUS.vakg, TOKENS.vakg);
    expect(facts.liquidityLocked).toBe(100);
    expect(facts).toMatchObject({
      holders: 128,
      honeypot: false,
      openSource: true,
      // owner_address "", and no one can take it back or hides.
      owner: { renounced: true },
      buyTax: 0,
      sellTax: 0,
    });
    // The PinkLock holder and the PancakeSwap pair are left out of the top ten.
    expect(shown(facts.topTen?.percent)).toBe('51.3%');
  });

  it('reads a honeypot with a hidden owner, and leaves out a pool whose share is garbage', () => {
    const facts = readGoplus(GOPLUS.kokodi, TOKENS.kokodi);
    expect(facts).toMatchObject({
      honeypot: true,
      owner: { renounced: false, address: null },
      // Burned: the dead address's 0.999999999999998915 and the zero address's 1e-15.
      liquidityLocked: 100,
    });
    // The pool's "1769801.01" is out of range, but the pool is not a holder to count.
    expect(shown(facts.topTen?.percent)).toBe('56.6%');
  });

  it('reads an LP locked on TeamFinance at 0.999999999999998945 as all of it', () => {
    expect(readGoplus(GOPLUS.juju, TOKENS.juju)).toMatchObject({
      liquidityLocked: 100,
      owner: { renounced: true },
      honeypot: false,
    });
  });

  it('reads a partial answer (code 2) as data, and says it is partial', () => {
    const partial = { ...GOPLUS.juju, code: 2, message: 'Partial data obtained' };
    expect(goplusPartial(partial)).toBe(true);
    expect(goplusPartial(GOPLUS.juju)).toBe(false);
    expect(readGoplus(partial, TOKENS.juju).liquidityLocked).toBe(100);
  });
});

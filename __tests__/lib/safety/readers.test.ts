import { readGeckoterminal } from '@/lib/safety/geckoterminal';
import { readGoplus } from '@/lib/safety/goplus';
import { readRugcheck } from '@/lib/safety/rugcheck';
import { inRange, percent, SourceDataError } from '@/lib/safety/facts';
import {
  BASE,
  copy,
  GECKO_BASE,
  GECKO_CURVE,
  GECKO_GRADUATED,
  GOPLUS_BASE,
  GOPLUS_HONEYPOT,
  GOPLUS_RATE_LIMIT,
  MINTER,
  POOL,
  RUGCHECK_AUTHORITY,
  RUGCHECK_CURVE,
  RUGCHECK_GRADUATED,
} from './fixtures';

const entry = (body: { result: Record<string, unknown> }) =>
  body.result[BASE.toLowerCase()] as Record<string, unknown>;

describe('GeckoTerminal token info', () => {
  it('reads a coin on its curve, its values as "yes"/"no" strings', () => {
    expect(readGeckoterminal(GECKO_CURVE, true)).toEqual({
      holders: 1234,
      topTen: { percent: 97.8, scope: 'all' },
      honeypot: false,
      curve: { graduated: false, progress: 42.5 },
      mintAuthority: { set: false },
      freezeAuthority: { set: false },
    });
  });

  it('reads a graduated coin, its values as booleans and null, and where its liquidity went', () => {
    expect(readGeckoterminal(GECKO_GRADUATED, true)).toMatchObject({
      holders: 5210,
      topTen: { percent: 31.4, scope: 'all' },
      honeypot: null,
      curve: { graduated: true, pool: POOL },
      mintAuthority: { set: false },
      freezeAuthority: { set: false },
    });
  });

  it('on an EVM chain reads no authorities, and "unknown" as unknown', () => {
    const facts = readGeckoterminal(GECKO_BASE, false);
    expect(facts).toEqual({
      holders: 8800,
      topTen: { percent: 44.25, scope: 'all' },
      honeypot: null,
      curve: undefined,
    });
  });

  it('reads an authority still set, with its holder when the answer names one', () => {
    const body = copy(GECKO_CURVE);
    Object.assign(body.data.attributes, { mint_authority: 'yes', freeze_authority: MINTER });
    expect(readGeckoterminal(body, true)).toMatchObject({
      mintAuthority: { set: true, holder: null },
      freezeAuthority: { set: true, holder: MINTER },
    });
  });

  it.each([
    ['missing', undefined],
    ['"unknown"', 'unknown'],
    ['text where a number belongs', 'lots'],
    ['negative', -3],
    ['over 100 %', '140'],
    ['NaN', 'NaN'],
  ])('reads a top-ten share that is %s as unknown, never 0', (_case, value) => {
    const body = copy(GECKO_CURVE);
    Object.assign(body.data.attributes.holders.distribution_percentage, { top_10: value });
    expect(readGeckoterminal(body, true).topTen).toEqual({ percent: null, scope: 'all' });
  });

  it.each([undefined, 'unknown', '12 holders', -3, 2.5, null])(
    'reads a holder count of %p as unknown',
    (value) => {
      const body = copy(GECKO_CURVE);
      Object.assign(body.data.attributes.holders, { count: value });
      expect(readGeckoterminal(body, true).holders).toBeNull();
    },
  );

  it('throws on an answer with no token', () => {
    expect(() => readGeckoterminal({ errors: [{ status: '404' }] }, true)).toThrow(SourceDataError);
  });
});

describe('RugCheck token report', () => {
  it('leaves the pump.fun curve, holding 96.5 %, out of the top ten, and reads no LP on the curve', () => {
    expect(readRugcheck(RUGCHECK_CURVE)).toEqual({
      holders: 1234,
      topTen: { percent: 2.75, scope: 'solana' },
      liquidityLocked: undefined,
      mintAuthority: { set: false },
      freezeAuthority: { set: false },
      rugged: false,
    });
  });

  it('after graduation, leaves the pool out and reads the deepest pool’s LP', () => {
    const facts = readRugcheck(RUGCHECK_GRADUATED);
    expect(facts.topTen?.percent).toBeCloseTo(38.75, 9);
    expect(facts.liquidityLocked).toBe(100);
    expect(facts.holders).toBe(5210);
  });

  it('reads an authority still set, naming its holder', () => {
    expect(readRugcheck(RUGCHECK_AUTHORITY)).toMatchObject({
      mintAuthority: { set: true, holder: MINTER },
      freezeAuthority: { set: false },
    });
  });

  it('reads bad values as unknown: a share that is text, an authority that is not an address', () => {
    const body = copy(RUGCHECK_GRADUATED) as Record<string, unknown> & typeof RUGCHECK_GRADUATED;
    body.topHolders[3]!.pct = 'many' as unknown as number;
    body.markets[1]!.lp.lpLockedPct = -1;
    body.token = { ...body.token, mintAuthority: '<img src=x>' as unknown as null };
    body.totalHolders = 1.5;
    body.rugged = 'perhaps' as unknown as boolean;
    expect(readRugcheck(body)).toMatchObject({
      holders: null,
      topTen: { percent: null },
      liquidityLocked: null,
      mintAuthority: null,
      rugged: null,
    });
  });

  it('throws on a report with no token', () => {
    expect(() => readRugcheck({ error: 'not found' })).toThrow(SourceDataError);
  });
});

describe('GoPlus token security', () => {
  it('reads its string values: taxes from 0 to 1, the top ten without the pair, locked and dead holders', () => {
    const facts = readGoplus(GOPLUS_BASE, BASE);
    expect(facts).toMatchObject({
      holders: 8812,
      honeypot: false,
      cannotSellAll: false,
      openSource: true,
      owner: { renounced: true },
      buyTax: 0,
      sellTax: 3,
    });
    expect(facts.topTen?.scope).toBe('evm');
    expect(facts.topTen?.percent).toBeCloseTo(31, 9);
    expect(facts.liquidityLocked).toBeCloseTo(95, 9);
  });

  it('reads a honeypot, an owner kept, and empty taxes as unknown, never 0 %', () => {
    expect(readGoplus(GOPLUS_HONEYPOT, BASE)).toMatchObject({
      honeypot: true,
      openSource: false,
      owner: { renounced: false, address: '0x6666666666666666666666666666666666666666' },
      buyTax: null,
      sellTax: null,
    });
  });

  it('counts an owner that can take ownership back, or hides one, as not renounced', () => {
    const body = copy(GOPLUS_BASE);
    entry(body).can_take_back_ownership = '1';
    expect(readGoplus(body, BASE).owner).toEqual({ renounced: false, address: null });
    const hidden = copy(GOPLUS_BASE);
    entry(hidden).hidden_owner = '1';
    entry(hidden).owner_address = '';
    expect(readGoplus(hidden, BASE).owner).toEqual({ renounced: false, address: null });
  });

  it('treats its 4029 rate limit, sent with HTTP 200, as a failure, not data', () => {
    expect(() => readGoplus(GOPLUS_RATE_LIMIT, BASE)).toThrow('GoPlus: code 4029');
  });

  it('reads taxes out of range, and a holder share that is text, as unknown', () => {
    const body = copy(GOPLUS_BASE);
    Object.assign(entry(body), { buy_tax: '1.5', sell_tax: 'high', holder_count: '-4' });
    (entry(body).holders as { percent: string }[])[5]!.percent = 'lots';
    expect(readGoplus(body, BASE)).toMatchObject({
      buyTax: null,
      sellTax: null,
      holders: null,
      topTen: { percent: null },
    });
  });
});

describe('one rule for every share', () => {
  it.each([
    ['100 plus rounding noise', 100.0000000000013, 100],
    ['just within a millionth past all', 100.00009, 100],
    ['just within a millionth short of all', 99.99991, 100],
    ['just within a millionth below none', -0.00009, 0],
    ['a share inside the range', 49.86, 49.86],
  ])('reads %s (%p) as %p', (_case, value, expected) => {
    expect(inRange(value)).toBe(expected);
  });

  it.each([
    ['just past a millionth over all', 100.00011],
    ['a progress of -0.08 %', -0.08],
    ['GoPlus’s garbage pool share', 176980101.78],
    ['NaN', NaN],
  ])('reads %s as unknown', (_case, value) => {
    expect(inRange(value)).toBeNull();
  });

  it('holds the same for a share from 0 to 1 (GoPlus) and one in percent (RugCheck, GeckoTerminal)', () => {
    expect(percent('1.000000000000013193', 100)).toBe(100);
    expect(percent('100.0000000000013')).toBe(100);
    expect(percent('1.5', 100)).toBeNull();
    expect(percent('150')).toBeNull();
  });

  it('holds for the sums each reader makes: a top ten past 100 % by noise reads as 100 %', () => {
    const body = copy(RUGCHECK_CURVE);
    body.topHolders = [
      { address: 'A', owner: 'OwnerA', pct: 60.00000000001 },
      { address: 'B', owner: 'OwnerB', pct: 40 },
    ] as typeof body.topHolders;
    expect(readRugcheck(body).topTen?.percent).toBe(100);
    body.topHolders[1]!.pct = 41;
    expect(readRugcheck(body).topTen?.percent).toBeNull();
  });
});

import { CHAIN_IDS, CHAINS } from '@/lib/chain';
import { geckoterminalUrl, readGeckoterminal } from '@/lib/market/geckoterminal';
import { copy, GECKOTERMINAL, queryFor, TOKENS } from './fixtures';

type Pool = { id: string; attributes: Record<string, unknown> };
type Body = {
  data: { attributes: Record<string, unknown>; relationships: { top_pools: { data: unknown[] } } };
  included: Pool[];
};

describe("GeckoTerminal's token answer with its top pools", () => {
  it.each(CHAIN_IDS)(
    'on %s, asks the documented URL with the network GeckoTerminal names',
    (chain) => {
      expect(geckoterminalUrl(queryFor(chain))).toBe(
        `https://api.geckoterminal.com/api/v2/networks/${CHAINS[chain].geckoterminal}/tokens/${TOKENS[chain]}?include=top_pools`,
      );
    },
  );

  it.each(CHAIN_IDS)(
    "on %s, reads the token's price and caps, and the 24 h change of the top pool where it is the base",
    (chain) => {
      const body = GECKOTERMINAL[chain] as Body;
      const token = body.data.attributes;
      // The first top pool quotes the token; the second has it as its base.
      const [quoting, own] = body.included;
      const market = readGeckoterminal(body, queryFor(chain))!;
      expect(market).toMatchObject({
        source: 'geckoterminal',
        pairUrl: `https://www.geckoterminal.com/${CHAINS[chain].geckoterminal}/pools/${own!.attributes.address}`,
        priceUsd: Number(token.price_usd),
        fdvUsd: Number(token.fdv_usd),
        marketCapUsd: token.market_cap_usd === null ? null : Number(token.market_cap_usd),
        change24h: Number((own!.attributes.price_change_percentage as { h24: string }).h24),
        liquidityUsd: Number(own!.attributes.reserve_in_usd),
        bondingCurve: false,
      });
      expect(market.change24h).not.toBe(
        Number((quoting!.attributes.price_change_percentage as { h24: string }).h24),
      );
    },
  );

  it('leaves the change unavailable when no top pool has the token as its base', () => {
    const body = copy(GECKOTERMINAL.solana) as Body;
    body.included = body.included.slice(0, 1);
    expect(readGeckoterminal(body, queryFor('solana'))).toMatchObject({
      change24h: null,
      liquidityUsd: null,
      priceUsd: Number(body.data.attributes.price_usd),
    });
  });

  it('is no market for a token with no pool', () => {
    const body = copy(GECKOTERMINAL.base) as Body;
    body.data.relationships.top_pools.data = [];
    body.included = [];
    expect(readGeckoterminal(body, queryFor('base'))).toBeNull();
  });

  it.each([
    ['an error document', { errors: [{ status: '500', title: 'Internal Server Error' }] }],
    ['null', null],
  ])('is a failure of the source for %s', (_label, body) => {
    expect(() => readGeckoterminal(body, queryFor('solana'))).toThrow('GeckoTerminal');
  });
});

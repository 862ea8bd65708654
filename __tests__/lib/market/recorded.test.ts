/**
 * The live price's DEX Screener reader on answers recorded from the live API
 * (__tests__/fixtures/recorded/, each with its source and date), and what a buyer reads of them.
 */
import { CHAINS } from '@/lib/chain';
import { readDexscreener } from '@/lib/market/dexscreener';
import { marketView } from '@/lib/market';
import { marketQuery } from '@/lib/market/query';
import { RECORDED_DEXSCREENER as DEX, RECORDED_TOKENS as TOKENS } from '../../fixtures/recorded';
import { copy } from './fixtures';

const solana = (address: string) => marketQuery(CHAINS.solana, address);

/** What the live price shows for the token in the answer, in English. */
function view(body: unknown, address: string) {
  const market = readDexscreener(body, solana(address));
  if (!market) return null;
  return marketView({ kind: 'market', market, fetchedAt: 0, kept: false }, 'en');
}

describe('DEX Screener tokens/v1, as recorded', () => {
  it('picks the token’s PumpSwap pool over its old curve pair, and shows its figures', () => {
    expect(view(DEX.garyPairs, TOKENS.gary)).toMatchObject({
      kind: 'market',
      price: { spoken: '$0.0006941' },
      cap: { fdv: false, value: '$690K' },
      change: { arrow: '▲', text: '+495%' },
      liquidity: '$73.4K',
      volume: '$969K',
      pairUrl: 'https://dexscreener.com/solana/2uZuTQEjcXcR1ESwMdGTpqEwM5PCekEwrSNVRPc1EhS1',
      bondingCurve: false,
    });
  });

  it('reads each token of a batch answer by its own pair, one still on the curve', () => {
    expect(view(DEX.higgsBatch, TOKENS.higgs)).toMatchObject({
      change: { arrow: '▼', text: '-48.7%' },
      liquidity: '$119K',
    });
    expect(view(DEX.higgsBatch, TOKENS.taylor)).toMatchObject({
      bondingCurve: true,
      liquidity: null,
      cap: { value: '$8.53K' },
    });
  });

  it('shows a drained pool’s liquidity of $0 as unavailable, and a missing 24 h change as such', () => {
    expect(view(DEX.ruggedBatch, TOKENS.lobby)).toMatchObject({
      liquidity: null,
      change: { arrow: '▲', text: '+2,370%' },
    });
    // No liquidity, no fdv, no marketCap and an empty priceChange: every one unavailable.
    expect(view(DEX.ruggedBatch, TOKENS.whuf)).toMatchObject({
      cap: { value: null },
      change: null,
      liquidity: null,
      volume: '$0',
      price: { text: expect.stringMatching(/^\$0\.0₁₄/) },
    });
  });

  it('counts a pair only on the build’s chain (the older endpoint lists every chain’s)', () => {
    const pairs = copy(DEX.garyPairs) as { chainId: string }[];
    pairs[0]!.chainId = 'base';
    expect(readDexscreener({ pairs }, solana(TOKENS.gary))).toMatchObject({
      pairUrl: 'https://dexscreener.com/solana/FLhP2iCq9TNSxtUhE2aVs3DHnh9ihkJCzXaY2nePkeLu',
    });
    pairs[1]!.chainId = 'base';
    expect(readDexscreener({ pairs }, solana(TOKENS.gary))).toBeNull();
  });
});

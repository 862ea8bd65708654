import { siteDefaults } from '@/lib/brand/config';
import { SiteConfigError } from '@/lib/brand/checks';
import { readSiteConfig } from '@/lib/brand/env';

const read = (env: Record<string, string>) => readSiteConfig(env, siteDefaults);
const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const UNISWAP_BASE = 'https://app.uniswap.org/explore/tokens/base/{address}';

describe('the chain', () => {
  it('is Solana for the default build, with Solscan beside the address', () => {
    const config = read({});
    expect(config.chain.id).toBe('solana');
    expect(config.launched).toBe(true);
    expect(config.explorerName).toBe('Solscan');
    expect(config.explorerUrl).toBe(`https://solscan.io/token/${config.contractAddress}`);
  });

  it('comes from the token URL for a 0x address, shown and linked checksummed', () => {
    const config = read({
      NEXT_PUBLIC_CONTRACT_ADDRESS: EVM.toLowerCase(),
      NEXT_PUBLIC_TOKEN_URL: UNISWAP_BASE,
      NEXT_PUBLIC_CHART_URL: 'https://dexscreener.com/base/{address}',
    });
    expect(config.chain).toMatchObject({ id: 'base', name: 'Base', gasToken: 'ETH on Base' });
    expect(config.contractAddress).toBe(EVM);
    expect(config.tokenUrl).toBe(`https://app.uniswap.org/explore/tokens/base/${EVM}`);
    expect(config.tokenVenue).toEqual({ name: 'Uniswap', action: 'swap' });
    expect(config.explorerName).toBe('Basescan');
    expect(config.explorerUrl).toBe(`https://basescan.org/token/${EVM}`);
    expect(config.chartEmbed?.light).toContain(`https://dexscreener.com/base/${EVM}?`);
  });

  it.each([
    [
      { NEXT_PUBLIC_CHAIN: 'ethereum' },
      `https://app.uniswap.org/swap?outputCurrency={address}`,
      'ethereum',
      'Etherscan',
    ],
    [{}, 'https://four.meme/token/{address}', 'bsc', 'BscScan'],
    [
      { NEXT_PUBLIC_CHAIN: ' BSC ' },
      'https://pancakeswap.finance/swap?outputCurrency={address}',
      'bsc',
      'BscScan',
    ],
    [{}, 'https://aerodrome.finance/swap?to={address}', 'base', 'Basescan'],
  ])('reads %p with %s as %s', (env, tokenUrl, id, explorer) => {
    const config = read({
      ...env,
      NEXT_PUBLIC_CONTRACT_ADDRESS: EVM,
      NEXT_PUBLIC_TOKEN_URL: tokenUrl,
    });
    expect(config.chain.id).toBe(id);
    expect(config.explorerName).toBe(explorer);
  });

  it('takes an explorer URL of the team’s own, named by its host', () => {
    const config = read({ NEXT_PUBLIC_EXPLORER_URL: 'https://solana.fm/address/{address}' });
    expect(config.explorerName).toBe('solana.fm');
    expect(config.explorerUrl).toBe(`https://solana.fm/address/${config.contractAddress}`);
  });
});

describe('the build fails, naming the rule', () => {
  it.each([
    [
      'an unknown chain',
      { NEXT_PUBLIC_CHAIN: 'polygon' },
      'NEXT_PUBLIC_CHAIN',
      'must be one of solana, ethereum, base, bsc (got "polygon").',
    ],
    [
      'a Solana address with base',
      { NEXT_PUBLIC_CHAIN: 'base' },
      'NEXT_PUBLIC_CHAIN',
      `"base" (Base) takes an EVM address (0x and 40 hex digits), but NEXT_PUBLIC_CONTRACT_ADDRESS "${siteDefaults.contractAddress}" is a Solana address (base58).`,
    ],
    [
      'an EVM address with solana',
      { NEXT_PUBLIC_CHAIN: 'solana', NEXT_PUBLIC_CONTRACT_ADDRESS: EVM },
      'NEXT_PUBLIC_CHAIN',
      `"solana" (Solana) takes a Solana address (base58), but NEXT_PUBLIC_CONTRACT_ADDRESS "${EVM}" is an EVM address (0x and 40 hex digits).`,
    ],
    [
      'a 0x address whose token URL names no chain',
      {
        NEXT_PUBLIC_CONTRACT_ADDRESS: EVM,
        NEXT_PUBLIC_TOKEN_URL: 'https://example-dex.io/t/{address}',
      },
      'NEXT_PUBLIC_CHAIN',
      `must be set: NEXT_PUBLIC_CONTRACT_ADDRESS "${EVM}" is an EVM address, and NEXT_PUBLIC_TOKEN_URL "https://example-dex.io/t/{address}" names no chain. Use one of ethereum, base, bsc.`,
    ],
    [
      'a 0x address left on the default pump.fun page',
      { NEXT_PUBLIC_CONTRACT_ADDRESS: EVM },
      'NEXT_PUBLIC_TOKEN_URL',
      `"https://pump.fun/coin/{address}" is a page on Solana, but NEXT_PUBLIC_CONTRACT_ADDRESS "${EVM}" is an EVM address (0x and 40 hex digits): set NEXT_PUBLIC_TOKEN_URL to the token's own page, and NEXT_PUBLIC_CHAIN to one of ethereum, base, bsc.`,
    ],
    [
      'a token URL on another chain than NEXT_PUBLIC_CHAIN',
      {
        NEXT_PUBLIC_CONTRACT_ADDRESS: EVM,
        NEXT_PUBLIC_CHAIN: 'bsc',
        NEXT_PUBLIC_TOKEN_URL: UNISWAP_BASE,
      },
      'NEXT_PUBLIC_TOKEN_URL',
      `"${UNISWAP_BASE}" is a page on Base, but the token is on BNB Chain (NEXT_PUBLIC_CHAIN "bsc"): set NEXT_PUBLIC_TOKEN_URL to its page on BNB Chain.`,
    ],
    [
      'a Base chart for a BNB Chain token',
      {
        NEXT_PUBLIC_CONTRACT_ADDRESS: EVM,
        NEXT_PUBLIC_TOKEN_URL: 'https://four.meme/token/{address}',
        NEXT_PUBLIC_CHART_URL: `https://dexscreener.com/base/${EVM}`,
      },
      'NEXT_PUBLIC_CHART_URL',
      `"https://dexscreener.com/base/${EVM}" is a chart on Base, but the token is on BNB Chain: use https://dexscreener.com/bsc/<pair or token address>.`,
    ],
    [
      'an Ethereum pool chart for a Base token',
      {
        NEXT_PUBLIC_CONTRACT_ADDRESS: EVM,
        NEXT_PUBLIC_TOKEN_URL: UNISWAP_BASE,
        NEXT_PUBLIC_CHART_URL: `https://www.geckoterminal.com/eth/pools/${EVM}`,
      },
      'NEXT_PUBLIC_CHART_URL',
      `"https://www.geckoterminal.com/eth/pools/${EVM}" is a chart on Ethereum, but the token is on Base: use https://www.geckoterminal.com/base/pools/<pool address>.`,
    ],
    [
      'a chart on a chain the site does not know',
      { NEXT_PUBLIC_CHART_URL: `https://dexscreener.com/arbitrum/${EVM}` },
      'NEXT_PUBLIC_CHART_URL',
      `"https://dexscreener.com/arbitrum/${EVM}" is a chart on "arbitrum", but the token is on Solana: use https://dexscreener.com/solana/<pair or token address>.`,
    ],
    [
      'a wrong checksum',
      {
        NEXT_PUBLIC_CONTRACT_ADDRESS: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD',
        NEXT_PUBLIC_TOKEN_URL: UNISWAP_BASE,
      },
      'NEXT_PUBLIC_CONTRACT_ADDRESS',
      '"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD" fails its EIP-55 checksum',
    ],
    [
      '0x too short',
      { NEXT_PUBLIC_CONTRACT_ADDRESS: '0x5aAeb6053F3E94C9b9A09f' },
      'NEXT_PUBLIC_CONTRACT_ADDRESS',
      'must be an EVM address: 0x and 40 hex digits',
    ],
    [
      'an explorer URL that is not https',
      { NEXT_PUBLIC_EXPLORER_URL: 'http://solscan.io/token/{address}' },
      'NEXT_PUBLIC_EXPLORER_URL',
      'must use https://',
    ],
  ])('for %s', (_label, env, variable, problem) => {
    expect(() => read(env)).toThrow(SiteConfigError);
    expect(() => read(env)).toThrow(`Invalid site config: ${variable} ${problem}`);
  });
});

describe('before launch (NEXT_PUBLIC_CONTRACT_ADDRESS=soon)', () => {
  const soon = { NEXT_PUBLIC_BRAND_NAME: 'KoalaIn', NEXT_PUBLIC_CONTRACT_ADDRESS: 'soon' };

  it('has no address, token page, explorer page or chart, and says where it will launch', () => {
    const config = read({
      ...soon,
      NEXT_PUBLIC_CHART_URL: 'https://dexscreener.com/solana/{address}',
    });
    expect(config).toMatchObject({
      launched: false,
      contractAddress: null,
      tokenUrl: null,
      explorerUrl: null,
      chartUrl: null,
      chartEmbed: null,
      launchStatus: 'launching soon on pump.fun',
    });
    expect(config.chain.id).toBe('solana');
    expect(config.tokenVenue.name).toBe('pump.fun');
  });

  it('takes the chain from the launchpad, or from NEXT_PUBLIC_CHAIN', () => {
    const fourMeme = read({ ...soon, NEXT_PUBLIC_TOKEN_URL: 'https://four.meme/token/{address}' });
    expect(fourMeme.chain.id).toBe('bsc');
    expect(fourMeme.launchStatus).toBe('launching soon on four.meme');
    const uniswap = {
      ...soon,
      NEXT_PUBLIC_TOKEN_URL: 'https://app.uniswap.org/swap?outputCurrency={address}',
    };
    expect(() => read(uniswap)).toThrow(
      'NEXT_PUBLIC_CHAIN must be set: before launch the address says nothing, and NEXT_PUBLIC_TOKEN_URL "https://app.uniswap.org/swap?outputCurrency={address}" names no chain. Use one of solana, ethereum, base, bsc.',
    );
    expect(read({ ...uniswap, NEXT_PUBLIC_CHAIN: 'ethereum' }).chain.name).toBe('Ethereum');
  });

  it('accepts the word in any case', () => {
    expect(read({ ...soon, NEXT_PUBLIC_CONTRACT_ADDRESS: ' SOON ' }).launched).toBe(false);
  });

  it('still checks the chart URL, so launch day cannot fail on it', () => {
    expect(() =>
      read({ ...soon, NEXT_PUBLIC_CHART_URL: 'https://dexscreener.com/solana' }),
    ).toThrow(/NEXT_PUBLIC_CHART_URL is a DexScreener URL in a form it cannot embed/);
    expect(() =>
      read({ ...soon, NEXT_PUBLIC_CHART_URL: 'https://dexscreener.com/base/{address}' }),
    ).toThrow(/NEXT_PUBLIC_CHART_URL .* is a chart on Base, but the token is on Solana/);
  });
});

describe('the sample address', () => {
  const sampleRule = (now: string) =>
    `Invalid site config: NEXT_PUBLIC_CONTRACT_ADDRESS is still LewdIn's sample address "${siteDefaults.contractAddress}", but ${now}: set your token's address, or NEXT_PUBLIC_CONTRACT_ADDRESS=soon until it launches.`;

  it.each([
    [{ NEXT_PUBLIC_BRAND_NAME: 'KoalaIn' }, 'the brand is now KoalaIn ($LEWD)'],
    [{ NEXT_PUBLIC_TICKER: '$KOALA' }, 'the brand is now LewdIn ($KOALA)'],
    [
      { NEXT_PUBLIC_CONTENT: 'brand/content.yaml' },
      "the site's words now come from brand/content.yaml",
    ],
    [
      { NEXT_PUBLIC_BRAND_NAME: 'KoalaIn', NEXT_PUBLIC_CONTRACT_ADDRESS: ' ' },
      'the brand is now KoalaIn ($LEWD)',
    ],
  ])('fails a renamed build that still has it: %p', (env, now) => {
    expect(() => read(env)).toThrow(sampleRule(now));
  });

  it('fails a build that found brand/content.yaml by itself and still has it', () => {
    expect(() => readSiteConfig({}, siteDefaults, 'brand/content.yaml')).toThrow(
      sampleRule("the site's words now come from brand/content.yaml"),
    );
  });

  it('fails when the defaults are renamed in config.ts, not only by variables', () => {
    expect(() => readSiteConfig({}, { ...siteDefaults, brandName: 'KoalaIn' })).toThrow(
      sampleRule('the brand is now KoalaIn ($LEWD)'),
    );
  });

  it("stays LewdIn's in the default build", () => {
    expect(read({}).contractAddress).toBe(siteDefaults.contractAddress);
  });
});

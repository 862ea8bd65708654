import { siteDefaults } from '@/lib/brand/config';
import { readSiteConfig } from '@/lib/brand/env';
import { connectOrigins } from '@/lib/connect-origins';

const BASE_TOKEN = {
  NEXT_PUBLIC_CONTRACT_ADDRESS: '0xba5EBA11000000000000000000000000000000FF',
  NEXT_PUBLIC_CHAIN: 'base',
  NEXT_PUBLIC_TOKEN_URL: 'https://app.uniswap.org/explore/tokens/base/{address}',
  NEXT_PUBLIC_BRAND_NAME: 'FrogIn',
};

describe('Check the token, in the build', () => {
  it('is on by default once launched: GeckoTerminal and RugCheck on Solana', () => {
    const config = readSiteConfig({}, siteDefaults);
    expect(config.safetyCheck?.sources.map((s) => s.source)).toEqual(['geckoterminal', 'rugcheck']);
    expect(connectOrigins(config)).toEqual([
      'https://api.dexscreener.com',
      'https://api.geckoterminal.com',
      'https://api.rugcheck.xyz',
    ]);
  });

  it('asks GeckoTerminal and GoPlus on an EVM chain, and connect-src names GoPlus, not RugCheck', () => {
    const config = readSiteConfig(BASE_TOKEN, siteDefaults);
    expect(config.safetyCheck?.sources.map((s) => s.source)).toEqual(['geckoterminal', 'goplus']);
    expect(connectOrigins({ ...config, livePrice: null })).toEqual([
      'https://api.geckoterminal.com',
      'https://api.gopluslabs.io',
    ]);
  });

  it.each([
    ['NEXT_PUBLIC_SAFETY_CHECK=off', { NEXT_PUBLIC_SAFETY_CHECK: 'off' }, siteDefaults],
    ["the content's brand: safetyCheck: off", {}, { ...siteDefaults, safetyCheck: 'off' }],
    ['a pre-launch build', { NEXT_PUBLIC_CONTRACT_ADDRESS: 'soon' }, siteDefaults],
  ])('is not there with %s, and connect-src leaves its sources out', (_label, env, defaults) => {
    const config = readSiteConfig({ ...env, NEXT_PUBLIC_LIVE_PRICE: 'off' }, defaults);
    expect(config.safetyCheck).toBeNull();
    expect(connectOrigins(config)).toEqual([]);
  });

  it('lets the variable win over the content file', () => {
    const config = readSiteConfig(
      { NEXT_PUBLIC_SAFETY_CHECK: 'on' },
      { ...siteDefaults, safetyCheck: 'off' },
    );
    expect(config.safetyCheck).not.toBeNull();
  });

  it('fails naming NEXT_PUBLIC_SAFETY_CHECK for any value but on or off', () => {
    expect(() => readSiteConfig({ NEXT_PUBLIC_SAFETY_CHECK: 'maybe' }, siteDefaults)).toThrow(
      'Invalid site config: NEXT_PUBLIC_SAFETY_CHECK must be "on" or "off" (got "maybe").',
    );
  });

  it("takes the browser tests' fake only on this machine", () => {
    const fake = 'http://127.0.0.1:4302';
    const config = readSiteConfig({ SAFETY_FAKE_ORIGIN: fake }, siteDefaults);
    expect(config.safetyCheck?.sources.every((s) => s.url.startsWith(`${fake}/`))).toBe(true);
    expect(() =>
      readSiteConfig({ SAFETY_FAKE_ORIGIN: 'https://checks.example' }, siteDefaults),
    ).toThrow(/Invalid site config: SAFETY_FAKE_ORIGIN may only be this machine's/);
  });
});

describe("the team's claims, in the build", () => {
  it('keeps claims that mean something on the chain, with the check on or off', () => {
    const claims = { mintRevoked: true as const, liquidityLocked: 100 };
    expect(readSiteConfig({}, { ...siteDefaults, claims }).claims).toEqual(claims);
    expect(
      readSiteConfig({ NEXT_PUBLIC_SAFETY_CHECK: 'off' }, { ...siteDefaults, claims }).claims,
    ).toEqual(claims);
  });

  it('refuses a Solana authority claimed on Base, naming it', () => {
    expect(() =>
      readSiteConfig(
        BASE_TOKEN,
        { ...siteDefaults, claims: { freezeRevoked: true, maxTax: 1 } },
        'brand/content.yaml',
      ),
    ).toThrow(
      'Invalid site config: claims.freezeRevoked means nothing on Base: mint and freeze authorities are Solana’s. Remove it from the content file.',
    );
  });

  it('refuses a tax or an owner claimed on Solana, naming both', () => {
    expect(() =>
      readSiteConfig({}, { ...siteDefaults, claims: { maxTax: 0, ownerRenounced: true } }),
    ).toThrow(
      /^Invalid site config: claims\.maxTax, claims\.ownerRenounced mean nothing on Solana/,
    );
  });

  it("makes none of LewdIn's claims in a build under another name on LewdIn's own file", () => {
    const claims = { mintRevoked: true as const, freezeRevoked: true as const };
    expect(readSiteConfig(BASE_TOKEN, { ...siteDefaults, claims }).claims).toEqual({});
    expect(
      readSiteConfig(BASE_TOKEN, { ...siteDefaults, claims }, 'content/lewdin.yaml').claims,
    ).toEqual({});
  });
});

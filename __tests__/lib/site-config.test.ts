import { isSolanaAddress } from '@/lib/base58';
import { readSiteConfig, SiteConfigError } from '@/lib/site-config';
import { siteDefaults } from '@/data/site';

const WRAPPED_SOL = 'So11111111111111111111111111111111111111112';

describe('isSolanaAddress', () => {
  it('accepts base58 strings of 32–44 characters that decode to 32 bytes', () => {
    expect(isSolanaAddress(WRAPPED_SOL)).toBe(true);
    expect(isSolanaAddress(siteDefaults.contractAddress)).toBe(true);
  });

  it.each([
    ['too short', '5AMPLE'],
    ['too long', '1'.repeat(45)],
    ['outside the alphabet (0, O, I, l)', 'O0Il1111111111111111111111111111111111111112'],
    ['an Ethereum address', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['33 bytes', 'SAMPLEWaifuTokenNotFinancia1Advice111111pump'],
    ['31 bytes', 'SAMPLEWaifuToken5ampLeAddress111111111pump'],
  ])('rejects %s', (_label, value) => {
    expect(isSolanaAddress(value)).toBe(false);
  });
});

describe('readSiteConfig', () => {
  it('uses the defaults and derives the token page from the address', () => {
    const config = readSiteConfig({}, siteDefaults);
    expect(config.contractAddress).toBe(siteDefaults.contractAddress);
    expect(config.tokenUrl).toBe(`https://pump.fun/coin/${siteDefaults.contractAddress}`);
    expect(config.clickSoundUrl).toBe('/sounds/click.mp3');
  });

  it('lets every value be overridden by its NEXT_PUBLIC_ variable', () => {
    const config = readSiteConfig(
      {
        NEXT_PUBLIC_CONTRACT_ADDRESS: WRAPPED_SOL,
        NEXT_PUBLIC_BRAND_NAME: 'WaifuWork',
        NEXT_PUBLIC_SITE_URL: 'https://example.org/waifu/',
        NEXT_PUBLIC_SOCIAL_URL: 'https://x.com/someone',
      },
      siteDefaults,
    );
    expect(config.tokenUrl).toBe(`https://pump.fun/coin/${WRAPPED_SOL}`);
    expect(config.brandName).toBe('WaifuWork');
    expect(config.siteUrl).toBe('https://example.org/waifu');
    expect(config.socialUrl).toBe('https://x.com/someone');
  });

  it('prefixes local sound paths with the base path', () => {
    const config = readSiteConfig({ NEXT_PUBLIC_BASE_PATH: 'repo/' }, siteDefaults);
    expect(config.basePath).toBe('/repo');
    expect(config.uwuSoundUrl).toBe('/repo/sounds/uwu.mp3');
  });

  it('fails with a message naming NEXT_PUBLIC_CONTRACT_ADDRESS for a malformed address', () => {
    expect(() =>
      readSiteConfig({ NEXT_PUBLIC_CONTRACT_ADDRESS: 'not-an-address' }, siteDefaults),
    ).toThrow(SiteConfigError);
    expect(() =>
      readSiteConfig({ NEXT_PUBLIC_CONTRACT_ADDRESS: 'not-an-address' }, siteDefaults),
    ).toThrow(/NEXT_PUBLIC_CONTRACT_ADDRESS must be a Solana address/);
  });

  it.each([
    ['NEXT_PUBLIC_SITE_URL', 'http://lewdin.example'],
    ['NEXT_PUBLIC_SOCIAL_URL', 'x.com/lewdin'],
    ['NEXT_PUBLIC_COMMUNITY_URL', 'javascript:alert(1)'],
    ['NEXT_PUBLIC_TOKEN_URL', 'ftp://pump.fun/coin'],
    ['NEXT_PUBLIC_UWU_SOUND_URL', 'http://cdn.example/uwu.mp3'],
  ])('fails with a message naming %s when it is not https', (variable, value) => {
    expect(() => readSiteConfig({ [variable]: value }, siteDefaults)).toThrow(
      new RegExp(`${variable} must`),
    );
  });
});

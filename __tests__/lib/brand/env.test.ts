import { isSolanaAddress } from '@/lib/base58';
import { siteDefaults } from '@/lib/brand/config';
import { deriveMark, SiteConfigError, visibleLength } from '@/lib/brand/checks';
import { readSiteConfig } from '@/lib/brand/env';

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
        NEXT_PUBLIC_BASE_PATH: '/waifu',
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
    const config = readSiteConfig(
      { NEXT_PUBLIC_BASE_PATH: 'repo/', NEXT_PUBLIC_SITE_URL: 'https://octocat.github.io/repo' },
      siteDefaults,
    );
    expect(config.basePath).toBe('/repo');
    expect(config.uwuSoundUrl).toBe('/repo/sounds/uwu.mp3');
  });

  it("fails naming NEXT_PUBLIC_BASE_PATH when the site URL's path is another", () => {
    expect(() =>
      readSiteConfig(
        { NEXT_PUBLIC_BASE_PATH: '/repo', NEXT_PUBLIC_SITE_URL: 'https://octocat.github.io' },
        siteDefaults,
      ),
    ).toThrow(
      'Invalid site config: NEXT_PUBLIC_BASE_PATH "/repo" and NEXT_PUBLIC_SITE_URL ' +
        '"https://octocat.github.io" disagree',
    );
  });

  it('fails with a message naming NEXT_PUBLIC_CONTRACT_ADDRESS for a malformed address', () => {
    expect(() =>
      readSiteConfig({ NEXT_PUBLIC_CONTRACT_ADDRESS: 'not-an-address' }, siteDefaults),
    ).toThrow(SiteConfigError);
    expect(() =>
      readSiteConfig({ NEXT_PUBLIC_CONTRACT_ADDRESS: 'not-an-address' }, siteDefaults),
    ).toThrow(/NEXT_PUBLIC_CONTRACT_ADDRESS must be a Solana address/);
  });

  it('fills {address} in a token URL set by its variable too, so launch day changes one value', () => {
    const config = readSiteConfig(
      {
        NEXT_PUBLIC_CONTRACT_ADDRESS: WRAPPED_SOL,
        NEXT_PUBLIC_TOKEN_URL: 'https://jup.ag/swap/SOL-{address}',
        NEXT_PUBLIC_CHART_URL: 'https://dexscreener.com/solana/{address}',
      },
      siteDefaults,
    );
    expect(config.tokenUrl).toBe(`https://jup.ag/swap/SOL-${WRAPPED_SOL}`);
    expect(config.chartUrl).toBe(`https://dexscreener.com/solana/${WRAPPED_SOL}`);
    expect(config.chartEmbed?.light).toContain(`https://dexscreener.com/solana/${WRAPPED_SOL}?`);
  });

  it.each([
    ['NEXT_PUBLIC_SITE_URL', 'http://lewdin.example'],
    ['NEXT_PUBLIC_SOCIAL_URL', 'x.com/lewdin'],
    ['NEXT_PUBLIC_COMMUNITY_URL', 'javascript:alert(1)'],
    ['NEXT_PUBLIC_TOKEN_URL', 'ftp://pump.fun/coin'],
    ['NEXT_PUBLIC_UWU_SOUND_URL', 'http://cdn.example/uwu.mp3'],
    ['NEXT_PUBLIC_TELEGRAM_URL', 'http://t.me/lewdin'],
    ['NEXT_PUBLIC_CHART_URL', 'dexscreener.com/solana/x'],
  ])('fails with a message naming %s when it is not https', (variable, value) => {
    expect(() => readSiteConfig({ [variable]: value }, siteDefaults)).toThrow(
      new RegExp(`${variable} must`),
    );
  });
});

describe('the Mini App link (NEXT_PUBLIC_TELEGRAM_APP_URL)', () => {
  const read = (value?: string) =>
    readSiteConfig(value === undefined ? {} : { NEXT_PUBLIC_TELEGRAM_APP_URL: value }, siteDefaults)
      .telegramAppUrl;

  it('is none unless set', () => {
    expect(read()).toBeNull();
  });

  it.each([
    'https://t.me/lewdin_bot/app',
    'https://t.me/LewdInBot/lewdin',
    'https://t.me/lewdin_bot/app?startapp=pinned-1',
  ])('takes BotFather’s direct link %s', (link) => {
    expect(read(link)).toBe(link);
  });

  it.each([
    'http://t.me/lewdin_bot/app',
    'https://t.me/lewdin_group',
    'https://t.me/lewdin_bot',
    'https://t.me/lewdin/app',
    'https://telegram.me/lewdin_bot/app',
    'https://t.me/lewdin_bot/app/extra',
    'https://t.me/lewdin_bot/app?start=x',
  ])('refuses %s, naming the variable and the form it wants', (link) => {
    expect(() => read(link)).toThrow(
      /NEXT_PUBLIC_TELEGRAM_APP_URL must be the Mini App's direct link from BotFather, https:\/\/t\.me\/<bot>\/<app>/,
    );
  });
});

describe('the brand kit', () => {
  it('derives the mark from the name: the first letter and the next consonant', () => {
    expect(deriveMark('LewdIn')).toBe('Lw');
    expect(deriveMark('PepeIn')).toBe('Pp');
    expect(deriveMark('aiko')).toBe('Ak');
    expect(deriveMark('Io')).toBe('Io');
    expect(deriveMark('$DOGE in')).toBe('Dg');
    expect(readSiteConfig({}, siteDefaults).brandMark).toBe('Lw');
    expect(
      readSiteConfig(
        { NEXT_PUBLIC_BRAND_NAME: 'PepeIn', NEXT_PUBLIC_CONTRACT_ADDRESS: WRAPPED_SOL },
        siteDefaults,
      ).brandMark,
    ).toBe('Pp');
  });

  it('counts visible characters: an emoji with a modifier is one, a zero-width space none', () => {
    expect(visibleLength('Lw')).toBe(2);
    expect(visibleLength('👍🏽')).toBe(1);
    expect(visibleLength('\u200b')).toBe(0);
  });

  it('reads every brand variable', () => {
    const config = readSiteConfig(
      {
        NEXT_PUBLIC_BRAND_MARK: 'Pep',
        NEXT_PUBLIC_BRAND_COLOR: '#1D6B2F',
        NEXT_PUBLIC_ACCENT_COLOR: '#05a',
        NEXT_PUBLIC_MASCOT: 'public/brand/mascot.webp',
        NEXT_PUBLIC_TELEGRAM_URL: 'https://t.me/ribbit',
        NEXT_PUBLIC_CHART_URL: 'https://dexscreener.com/solana/x',
        NEXT_PUBLIC_BASE_PATH: '/pepein',
        NEXT_PUBLIC_SITE_URL: 'https://example.github.io/pepein',
      },
      siteDefaults,
    );
    expect(config).toMatchObject({
      brandMark: 'Pep',
      brandColor: '#1d6b2f',
      accentColor: '#05a',
      mascot: 'public/brand/mascot.webp',
      telegramUrl: 'https://t.me/ribbit',
      chartUrl: 'https://dexscreener.com/solana/x',
      chartEmbed: { host: 'dexscreener.com', origin: 'https://dexscreener.com' },
    });
  });

  it("names the venue from the token page's host, or from NEXT_PUBLIC_TOKEN_VENUE", () => {
    expect(readSiteConfig({}, siteDefaults).launchStatus).toBe('newly launched on pump.fun');
    expect(readSiteConfig({}, siteDefaults).tokenVenue.name).toBe('pump.fun');
    const jupiter = { NEXT_PUBLIC_TOKEN_URL: 'https://jup.ag/swap/SOL-x' };
    expect(readSiteConfig(jupiter, siteDefaults).tokenVenue.name).toBe('Jupiter');
    expect(
      readSiteConfig({ ...jupiter, NEXT_PUBLIC_TOKEN_VENUE: 'PumpSwap' }, siteDefaults).tokenVenue
        .name,
    ).toBe('PumpSwap');
  });

  it('keeps a chart on an unknown host a link, with no embed', () => {
    const config = readSiteConfig(
      { NEXT_PUBLIC_CHART_URL: 'https://www.dextools.io/app/en/solana/pair-explorer/x' },
      siteDefaults,
    );
    expect(config.chartUrl).toBe('https://www.dextools.io/app/en/solana/pair-explorer/x');
    expect(config.chartEmbed).toBeNull();
  });

  it('fails naming NEXT_PUBLIC_CHART_URL and the form that embeds, for a provider URL that cannot', () => {
    expect(() =>
      readSiteConfig({ NEXT_PUBLIC_CHART_URL: 'https://dexscreener.com/solana' }, siteDefaults),
    ).toThrow(
      new SiteConfigError(
        'NEXT_PUBLIC_CHART_URL',
        'is a DexScreener URL in a form it cannot embed: use https://dexscreener.com/<chain>/<pair or token address> (got "https://dexscreener.com/solana").',
      ),
    );
  });

  it('has no optional links and the generated mascot by default', () => {
    const config = readSiteConfig({}, siteDefaults);
    expect(config.telegramUrl).toBeNull();
    expect(config.chartUrl).toBeNull();
    expect(config.chartEmbed).toBeNull();
    expect(config.mascot).toBeNull();
  });

  it.each([
    [
      'NEXT_PUBLIC_BRAND_COLOR',
      'crimson',
      /NEXT_PUBLIC_BRAND_COLOR must be a colour written #rgb or #rrggbb \(got "crimson"\)/,
    ],
    ['NEXT_PUBLIC_BRAND_COLOR', '#b0124', /NEXT_PUBLIC_BRAND_COLOR must be a colour/],
    ['NEXT_PUBLIC_ACCENT_COLOR', 'b0124f', /NEXT_PUBLIC_ACCENT_COLOR must be a colour/],
    [
      'NEXT_PUBLIC_BRAND_COLOR',
      '#ff8fb1',
      /NEXT_PUBLIC_BRAND_COLOR "#ff8fb1" cannot carry text: white text on it has a contrast ratio of 2\.13:1, under the 4\.5:1/,
    ],
    [
      'NEXT_PUBLIC_ACCENT_COLOR',
      '#767676',
      /NEXT_PUBLIC_ACCENT_COLOR "#767676" cannot carry text: as text on the page surface #f4f2ee has a contrast ratio of 4\.\d+:1/,
    ],
    [
      'NEXT_PUBLIC_BRAND_MARK',
      'Pepe',
      /NEXT_PUBLIC_BRAND_MARK must be 1–3 visible characters \(got "Pepe", 4\)/,
    ],
    ['NEXT_PUBLIC_BRAND_MARK', '\u200b', /NEXT_PUBLIC_BRAND_MARK must be 1–3 visible characters/],
    [
      'NEXT_PUBLIC_MASCOT',
      'public/mascot.gif',
      /NEXT_PUBLIC_MASCOT must be a PNG, WebP, JPEG or SVG file/,
    ],
    ['NEXT_PUBLIC_MASCOT', '../mascot.png', /NEXT_PUBLIC_MASCOT must be a path inside the project/],
    [
      'NEXT_PUBLIC_MASCOT',
      '/etc/mascot.png',
      /NEXT_PUBLIC_MASCOT must be a path inside the project/,
    ],
  ])('fails naming %s for %p', (variable, value, message) => {
    expect(() => readSiteConfig({ [variable]: value }, siteDefaults)).toThrow(SiteConfigError);
    expect(() => readSiteConfig({ [variable]: value }, siteDefaults)).toThrow(message);
  });

  it('fails for an empty mark set in the defaults', () => {
    expect(() => readSiteConfig({}, { ...siteDefaults, brandMark: '' })).toThrow(
      /NEXT_PUBLIC_BRAND_MARK must be 1–3 visible characters \(got "", 0\)/,
    );
  });
});

describe('the live price', () => {
  it('is on by default once launched: /contract asks the two public APIs for the token', () => {
    expect(readSiteConfig({}, siteDefaults).livePrice).toEqual({
      address: siteDefaults.contractAddress,
      dexscreener: {
        origin: 'https://api.dexscreener.com',
        site: 'https://dexscreener.com',
        chainId: 'solana',
      },
      geckoterminal: {
        origin: 'https://api.geckoterminal.com',
        site: 'https://www.geckoterminal.com',
        network: 'solana',
      },
    });
  });

  it.each([
    ['NEXT_PUBLIC_LIVE_PRICE=off', { NEXT_PUBLIC_LIVE_PRICE: 'off' }, siteDefaults],
    ['NEXT_PUBLIC_LIVE_PRICE=OFF', { NEXT_PUBLIC_LIVE_PRICE: 'OFF' }, siteDefaults],
    ["the content's brand: livePrice: off", {}, { ...siteDefaults, livePrice: 'off' }],
    ['a pre-launch build', { NEXT_PUBLIC_CONTRACT_ADDRESS: 'soon' }, siteDefaults],
  ])('is not there with %s', (_label, env, defaults) => {
    expect(readSiteConfig(env, defaults).livePrice).toBeNull();
  });

  it('lets the variable win over the content file', () => {
    const config = readSiteConfig(
      { NEXT_PUBLIC_LIVE_PRICE: 'on' },
      { ...siteDefaults, livePrice: 'off' },
    );
    expect(config.livePrice).not.toBeNull();
  });

  it('fails naming NEXT_PUBLIC_LIVE_PRICE for any value but on or off', () => {
    expect(() => readSiteConfig({ NEXT_PUBLIC_LIVE_PRICE: 'yes' }, siteDefaults)).toThrow(
      'Invalid site config: NEXT_PUBLIC_LIVE_PRICE must be "on" or "off" (got "yes").',
    );
  });

  it("takes the browser tests' fake only on this machine", () => {
    const fake = 'http://127.0.0.1:5214';
    const config = readSiteConfig({ LIVE_PRICE_FAKE_ORIGIN: fake }, siteDefaults);
    expect(config.livePrice).toMatchObject({
      dexscreener: { origin: fake },
      geckoterminal: { origin: fake },
    });
    expect(() =>
      readSiteConfig({ LIVE_PRICE_FAKE_ORIGIN: 'https://prices.example' }, siteDefaults),
    ).toThrow(/Invalid site config: LIVE_PRICE_FAKE_ORIGIN may only be this machine's/);
  });
});

import { chartEmbed, ChartEmbedError } from '@/lib/chart-embed';

const PAIR = 'Czfq3xZZDmsdGdUyrNLtRhGc47cXcZtLG4crryfu44zE';

describe('chartEmbed', () => {
  it("turns a DexScreener pair page into its embed, in each scheme's theme", () => {
    expect(chartEmbed(`https://dexscreener.com/solana/${PAIR}`)).toEqual({
      host: 'dexscreener.com',
      origin: 'https://dexscreener.com',
      light: `https://dexscreener.com/solana/${PAIR}?embed=1&theme=light&chartTheme=light&trades=0&info=0`,
      dark: `https://dexscreener.com/solana/${PAIR}?embed=1&theme=dark&chartTheme=dark&trades=0&info=0`,
    });
  });

  it('keeps the embed parameters its own when the page URL already has some', () => {
    const embed = chartEmbed(`https://www.dexscreener.com/solana/${PAIR}?embed=1&theme=dark`);
    expect(embed?.light).toBe(
      `https://dexscreener.com/solana/${PAIR}?embed=1&theme=light&chartTheme=light&trades=0&info=0`,
    );
  });

  it('turns a GeckoTerminal pool page into its embed', () => {
    const embed = chartEmbed(`https://www.geckoterminal.com/solana/pools/${PAIR}`);
    expect(embed).toMatchObject({
      host: 'geckoterminal.com',
      origin: 'https://www.geckoterminal.com',
      light: `https://www.geckoterminal.com/solana/pools/${PAIR}?embed=1&info=0&swaps=0&grayscale=0&light_chart=1`,
      dark: `https://www.geckoterminal.com/solana/pools/${PAIR}?embed=1&info=0&swaps=0&grayscale=0&light_chart=0`,
    });
  });

  it('turns a Birdeye token page into its TradingView widget, solana unless it names a chain', () => {
    const embed = chartEmbed(`https://birdeye.so/token/${PAIR}`);
    expect(embed).toMatchObject({ host: 'birdeye.so', origin: 'https://birdeye.so' });
    expect(embed?.dark).toBe(
      `https://birdeye.so/tv-widget/${PAIR}?chain=solana&viewMode=pair&chartInterval=15&chartType=CANDLE&theme=dark`,
    );
    expect(chartEmbed(`https://birdeye.so/token/${PAIR}?chain=base`)?.light).toContain(
      '?chain=base&',
    );
  });

  it('is no embed for any other chart host, which stays a link', () => {
    expect(chartEmbed(`https://www.dextools.io/app/en/solana/pair-explorer/${PAIR}`)).toBeNull();
    expect(chartEmbed('https://pump.fun/coin/x')).toBeNull();
  });

  it.each([
    ['https://dexscreener.com/solana', 'https://dexscreener.com/<chain>/<pair or token address>'],
    ['https://dexscreener.com/', 'https://dexscreener.com/<chain>/<pair or token address>'],
    [
      `https://www.geckoterminal.com/solana/tokens/${PAIR}`,
      'https://www.geckoterminal.com/<network>/pools/<pool address>',
    ],
    [`https://birdeye.so/find-gems`, 'https://birdeye.so/token/<token address>?chain=solana'],
  ])('refuses %s, naming the form that embeds', (url, form) => {
    expect(() => chartEmbed(url)).toThrow(ChartEmbedError);
    expect(() => chartEmbed(url)).toThrow(`in a form it cannot embed: use ${form} (got "${url}")`);
  });
});

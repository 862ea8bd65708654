/**
 * The live chart's embed: the chart pages of DexScreener, GeckoTerminal and Birdeye, turned into
 * the embed URL each provider documents, one per colour scheme. Any other chart host is no embed
 * (it stays a plain link); a known provider's URL in a form it cannot embed is an error naming the
 * form that works, so a build never ships a panel that loads a provider's error page.
 */
export type ChartEmbed = {
  /** The host the button names: "Show live chart: loads dexscreener.com". */
  host: string;
  /** The provider's origin, the one frame-src allows. */
  origin: string;
  /** The embed URL for a light and a dark page. */
  light: string;
  dark: string;
};

export class ChartEmbedError extends Error {}

type Theme = 'light' | 'dark';
type Provider = {
  name: string;
  hosts: string[];
  /** The form of page that embeds, as the error message shows it. */
  form: string;
  /** The embed URL for the page at `url`, or null when its path is not that form. */
  embed(url: URL, theme: Theme): string | null;
};

const SEGMENT = /^[A-Za-z0-9_-]+$/;
const segments = (url: URL) => url.pathname.split('/').filter(Boolean);

const PROVIDERS: Provider[] = [
  {
    name: 'DexScreener',
    hosts: ['dexscreener.com', 'www.dexscreener.com'],
    form: 'https://dexscreener.com/<chain>/<pair or token address>',
    embed(url, theme) {
      const [chain, address, ...rest] = segments(url);
      if (!chain || !address || rest.length || ![chain, address].every((s) => SEGMENT.test(s)))
        return null;
      const query = `embed=1&theme=${theme}&chartTheme=${theme}&trades=0&info=0`;
      return `https://dexscreener.com/${chain}/${address}?${query}`;
    },
  },
  {
    name: 'GeckoTerminal',
    hosts: ['www.geckoterminal.com', 'geckoterminal.com'],
    form: 'https://www.geckoterminal.com/<network>/pools/<pool address>',
    embed(url, theme) {
      const [network, pools, pool, ...rest] = segments(url);
      if (pools !== 'pools' || !network || !pool || rest.length) return null;
      if (![network, pool].every((s) => SEGMENT.test(s))) return null;
      const query = `embed=1&info=0&swaps=0&grayscale=0&light_chart=${theme === 'light' ? 1 : 0}`;
      return `https://www.geckoterminal.com/${network}/pools/${pool}?${query}`;
    },
  },
  {
    name: 'Birdeye',
    hosts: ['birdeye.so', 'www.birdeye.so'],
    form: 'https://birdeye.so/token/<token address>?chain=solana',
    embed(url, theme) {
      const [kind, address, ...rest] = segments(url);
      if ((kind !== 'token' && kind !== 'tv-widget') || !address || rest.length) return null;
      const chain = url.searchParams.get('chain') ?? 'solana';
      if (![address, chain].every((s) => SEGMENT.test(s))) return null;
      const query = `chain=${chain}&viewMode=pair&chartInterval=15&chartType=CANDLE&theme=${theme}`;
      return `https://birdeye.so/tv-widget/${address}?${query}`;
    },
  },
];

/** The embed for a chart page URL; null for a host that is none of the providers. */
export function chartEmbed(chartUrl: string): ChartEmbed | null {
  const url = new URL(chartUrl);
  const provider = PROVIDERS.find(({ hosts }) => hosts.includes(url.hostname.toLowerCase()));
  if (!provider) return null;
  const light = provider.embed(url, 'light');
  const dark = provider.embed(url, 'dark');
  if (!light || !dark) {
    throw new ChartEmbedError(
      `is a ${provider.name} URL in a form it cannot embed: use ${provider.form} (got "${chartUrl}").`,
    );
  }
  const origin = new URL(light).origin;
  return { host: new URL(light).hostname.replace(/^www\./, ''), origin, light, dark };
}

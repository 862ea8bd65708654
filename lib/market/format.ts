/**
 * The market in the words and numbers of the content's language (Intl): prices readable however
 * small, as DEX Screener writes them ($0.0₅1234: five zeros after the point, then the digits),
 * amounts compact ($23.4M), the change signed and with an arrow, the time it was fetched.
 */
import type { Outcome, Source } from './market';

export const SOURCE_NAMES: Record<Source, string> = {
  dexscreener: 'DEX Screener',
  geckoterminal: 'GeckoTerminal',
};

const SUBSCRIPT = '₀₁₂₃₄₅₆₇₈₉';
const SIGNIFICANT = 4;
/** From this many zeros after the point on, they are counted, not written. */
const COUNTED_ZEROS = 4;

/** A price to show, and to say: a screen reader reads "$0.0₅1234" as the wrong number. */
export type Price = { text: string; spoken: string };

const usd = (lang: string, options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD', ...options });

export function formatPrice(value: number, lang: string): Price {
  const spoken = usd(lang, {
    maximumSignificantDigits: value < 1 ? SIGNIFICANT : undefined,
    maximumFractionDigits: value < 1 ? undefined : 2,
  }).format(value);
  let zeros = -Math.floor(Math.log10(value)) - 1;
  let digits = Math.round(value * 10 ** (zeros + SIGNIFICANT));
  // 0.000099999 rounds to 0.0001: one zero fewer.
  if (digits >= 10 ** SIGNIFICANT) [digits, zeros] = [digits / 10, zeros - 1];
  if (zeros < COUNTED_ZEROS) return { text: spoken, spoken };
  const shown = new Intl.NumberFormat(lang, { useGrouping: false }).format(
    Number(String(digits).replace(/0+$/, '')),
  );
  const counted = [...String(zeros)].map((d) => SUBSCRIPT[Number(d)]).join('');
  const text = usd(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    .formatToParts(0)
    .map((part) => (part.type === 'fraction' ? `${part.value}${counted}${shown}` : part.value))
    .join('');
  return { text, spoken };
}

/** "$23.4M". */
export function formatAmount(value: number, lang: string): string {
  return usd(lang, { notation: 'compact', maximumSignificantDigits: 3 }).format(value);
}

export type Change = { arrow: '▲' | '▼' | null; text: string };

/** "+12.3%" with ▲, "-4.5%" with ▼, "0%" with neither. */
export function formatChange(value: number, lang: string): Change {
  const text = new Intl.NumberFormat(lang, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(value / 100);
  const rounded = Math.round(value * 10);
  return { arrow: rounded > 0 ? '▲' : rounded < 0 ? '▼' : null, text };
}

export function formatTime(at: number, lang: string): string {
  return new Intl.DateTimeFormat(lang, { timeStyle: 'medium' }).format(at);
}

/** What the page shows; a null value reads as "unavailable". */
export type MarketView =
  | {
      kind: 'market';
      price: Price | null;
      /** The market cap, or the FDV, labelled as such, where there is none. */
      cap: { fdv: boolean; value: string | null };
      change: Change | null;
      liquidity: string | null;
      volume: string | null;
      time: string;
      kept: boolean;
      source: string;
      pairUrl: string;
      bondingCurve: boolean;
    }
  | { kind: 'none' }
  | { kind: 'failed' };

export function marketView(outcome: Outcome, lang: string): MarketView {
  if (outcome.kind !== 'market') return outcome;
  const { market, fetchedAt, kept } = outcome;
  const amount = (value: number | null) => (value === null ? null : formatAmount(value, lang));
  const fdv = market.marketCapUsd === null && market.fdvUsd !== null;
  return {
    kind: 'market',
    price: market.priceUsd === null ? null : formatPrice(market.priceUsd, lang),
    cap: { fdv, value: amount(fdv ? market.fdvUsd : market.marketCapUsd) },
    change: market.change24h === null ? null : formatChange(market.change24h, lang),
    liquidity: amount(market.liquidityUsd),
    volume: amount(market.volume24hUsd),
    time: formatTime(fetchedAt, lang),
    kept,
    source: SOURCE_NAMES[market.source],
    pairUrl: market.pairUrl,
    bondingCurve: market.bondingCurve,
  };
}

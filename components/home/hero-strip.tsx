import type { HeroPortrait } from '@/data/home';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { ExternalLink } from '@/components/ui/external-link';
import { NewTabNote } from '@/components/ui/new-tab-note';

type HeroStripProps = {
  portraits: HeroPortrait[];
  ticker: string;
  /** Null before launch: the button follows the token's socials instead. */
  tokenUrl: string | null;
  venue: string;
  socialUrl: string;
};

export function HeroStrip({ portraits, ticker, tokenUrl, venue, socialUrl }: HeroStripProps) {
  return (
    <Card aria-labelledby="hero-heading" className="overflow-hidden">
      <div className="bg-gradient-to-r from-brand-dark via-brand to-accent px-4 py-6 text-on-brand sm:px-6">
        <h2 id="hero-heading" className="text-2xl font-bold">
          Meet the talent behind {ticker}
        </h2>
        <p className="mt-1 max-w-2xl text-sm">
          Generated waifus with impeccable résumés, unlimited PTO and zero idea what a blockchain
          is. Every one of them is open to work, as long as the work is vibes.
        </p>
      </div>
      <ul className="grid grid-cols-4 gap-2 p-4 sm:grid-cols-8 sm:gap-3 sm:p-6">
        {portraits.map(({ name, src }) => (
          <li key={name} className="min-w-0 text-center">
            <Avatar
              src={src}
              alt=""
              size={96}
              className="mx-auto aspect-square h-auto w-full max-w-24"
            />
            <p className="mt-1 break-words text-xs text-muted">{name}</p>
          </li>
        ))}
      </ul>
      <div className="px-4 pb-5 sm:px-6">
        <ExternalLink
          href={tokenUrl ?? socialUrl}
          className="inline-flex min-h-10 items-center rounded-full bg-brand px-5 text-sm font-semibold text-on-brand hover:bg-brand-dark"
        >
          {tokenUrl ? `See ${ticker} on ${venue}` : `Follow ${ticker}: launching soon on ${venue}`}
          <NewTabNote />
        </ExternalLink>
      </div>
    </Card>
  );
}

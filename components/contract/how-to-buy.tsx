import type { SiteConfig } from '@/lib/brand';
import { ExternalLink } from '@/components/ui/external-link';
import { NewTabNote } from '@/components/ui/new-tab-note';

type HowToBuyProps = Pick<
  SiteConfig,
  'ticker' | 'brandName' | 'chain' | 'tokenUrl' | 'tokenVenue' | 'socialUrl'
> & {
  /** The wallet links, shown under the steps. */
  children?: React.ReactNode;
};

export const HOW_TO_BUY_ID = 'how-to-buy';

const linkClass = 'font-semibold text-brand underline underline-offset-2';

/**
 * Four steps from no wallet to holding the token, exact enough to follow, in the site's voice,
 * in the chain's words. Before launch, the third says where the address will appear.
 */
export function HowToBuy({
  ticker,
  chain,
  tokenUrl,
  tokenVenue: venue,
  children,
  ...config
}: HowToBuyProps) {
  const { gasSymbol, wallets } = chain;
  const trade =
    venue.action === 'buy' ? `buy ${ticker} with ${gasSymbol}` : `swap ${gasSymbol} for ${ticker}`;
  return (
    <section aria-labelledby="how-to-buy-heading" className="min-w-0">
      <h2 id="how-to-buy-heading" className="text-base font-semibold">
        How to buy {ticker}
      </h2>
      <p className="mt-1 text-sm text-muted">
        Four steps, no cover letter. Allow ten minutes, or one stand-up.
      </p>
      <ol className="mt-4 space-y-4 text-sm">
        <Step number={1} title={`Get ${chain.article} ${chain.name} wallet.`}>
          Install{' '}
          {wallets.map(({ name, site }, index) => (
            <span key={name}>
              {index > 0 ? (index === wallets.length - 1 ? ' or ' : ', ') : null}
              <ExternalLink href={site} className={linkClass}>
                {name}
                <NewTabNote />
              </ExternalLink>
            </span>
          ))}{' '}
          from its official site, never from an ad. Write the recovery phrase on paper and tell no
          one: whoever asks for it is a scammer, whatever their headline says.
        </Step>
        <Step number={2} title={`Fund it with ${chain.gasToken}.`}>
          Buy {chain.gasToken} in the wallet, or on an exchange and send it to your wallet’s{' '}
          {chain.name} address. Keep a little extra for network fees, which cost less than your last
          team lunch.
        </Step>
        {tokenUrl ? (
          <Step number={3} title={`Open ${ticker} on ${venue.name} and ${trade}.`}>
            Open the{' '}
            <ExternalLink href={tokenUrl} className={linkClass}>
              {ticker} page on {venue.name}
              <NewTabNote />
            </ExternalLink>
            , connect your wallet, enter how much {gasSymbol} to spend and confirm in the wallet.
          </Step>
        ) : (
          <Step number={3} title={`Follow ${config.brandName} for launch day.`}>
            The address goes up on this page and on{' '}
            <ExternalLink href={config.socialUrl} className={linkClass}>
              {config.brandName} on X
              <NewTabNote />
            </ExternalLink>{' '}
            the moment {ticker} launches on {venue.name}. Then open it there, connect your wallet
            and {trade}.
          </Step>
        )}
        <Step number={4} title="Check the address.">
          {tokenUrl ? 'Before you confirm' : 'On launch day, before you confirm'}, make sure the
          token address on {venue.name} matches the one on this page, character for character.
          Lookalike tickers are the industry’s fastest-growing job.
        </Step>
      </ol>
      {children}
    </section>
  );
}

type StepProps = { number: number; title: string; children: React.ReactNode };

function Step({ number, title, children }: StepProps) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-semibold text-on-brand"
      >
        {number}
      </span>
      <div className="min-w-0">
        <p className="font-semibold text-ink">{title}</p>
        <p className="mt-0.5 text-muted">{children}</p>
      </div>
    </li>
  );
}

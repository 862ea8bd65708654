import type { SiteConfig } from '@/lib/brand';
import { fill, type Content } from '@/lib/content';
import { ExternalLink } from '@/components/ui/external-link';
import { NewTabNote } from '@/components/ui/new-tab-note';

type HowToBuyProps = Pick<SiteConfig, 'chain' | 'tokenUrl' | 'tokenVenue' | 'socialUrl'> & {
  /** Its words, from the content file, in the chain's terms. */
  text: Content['contract']['howToBuy'];
  /** Once launched, "Buy in your wallet": first, above the steps. */
  lead?: React.ReactNode;
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
  chain,
  tokenUrl,
  tokenVenue: venue,
  socialUrl,
  text,
  lead,
  children,
}: HowToBuyProps) {
  const { wallets } = chain;
  const trade = venue.action === 'buy' ? text.tradeBuy : text.tradeSwap;
  return (
    <section aria-labelledby="how-to-buy-heading" className="min-w-0">
      <h2 id="how-to-buy-heading" className="text-base font-semibold">
        {text.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{text.intro}</p>
      {lead}
      <ol className="mt-4 space-y-4 text-sm">
        <Step number={1} title={text.walletTitle}>
          {text.walletBefore}{' '}
          {wallets.map(({ name, site }, index) => (
            <span key={name}>
              {index > 0 ? (index === wallets.length - 1 ? ` ${text.walletOr} ` : ', ') : null}
              <ExternalLink href={site} className={linkClass}>
                {name}
                <NewTabNote />
              </ExternalLink>
            </span>
          ))}{' '}
          {text.walletAfter}
        </Step>
        <Step number={2} title={text.fundTitle}>
          {text.fundBody}
        </Step>
        {tokenUrl ? (
          <Step number={3} title={fill(text.tradeTitle, { trade })}>
            {text.tradeBefore}{' '}
            <ExternalLink href={tokenUrl} className={linkClass}>
              {text.tradeLink}
              <NewTabNote />
            </ExternalLink>
            {text.tradeBody}
          </Step>
        ) : (
          <Step number={3} title={text.soonTitle}>
            {text.soonBefore}{' '}
            <ExternalLink href={socialUrl} className={linkClass}>
              {text.soonLink}
              <NewTabNote />
            </ExternalLink>{' '}
            {fill(text.soonAfter, { trade })}
          </Step>
        )}
        <Step number={4} title={text.checkTitle}>
          {tokenUrl ? text.checkBody : text.checkBodySoon}
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

import type { Metadata } from 'next';
import { sharedPage } from '@/data/pages';
import { pageMetadata, siteConfig } from '@/lib/brand';
import { walletBrowseLinks } from '@/lib/wallet-links';
import { Icon } from '@/components/ui/icon';
import { ChartPanel } from '@/components/contract/chart-panel';
import { CopyAddress } from '@/components/contract/copy-address';
import { HOW_TO_BUY_ID, HowToBuy } from '@/components/contract/how-to-buy';
import { TokenQr } from '@/components/contract/token-qr';
import { WalletLinks } from '@/components/contract/wallet-links';
import { SectionCard } from '@/components/ui/section-card';
import { ExternalLink } from '@/components/ui/external-link';

export function generateMetadata(): Metadata {
  return pageMetadata(sharedPage('/contract'));
}

const ADDRESS_ID = 'contract-address';

export default function ContractPage() {
  const { ticker, tokenUrl, tokenVenue, chartEmbed } = siteConfig;
  return (
    <SectionCard
      headingId="contract-heading"
      title={<>{ticker} contract address</>}
      level={1}
      headingClassName="text-2xl font-bold"
      className="mx-auto max-w-4xl p-5 sm:p-8"
    >
      <p className="mt-2 text-muted">
        Always check the full address before you buy. Scammers love a lookalike ticker almost as
        much as recruiters love “unpaid exposure”.
      </p>
      {/* The anchor home's "How to buy" links to: the address and its copy button beside the steps. */}
      <div
        id={HOW_TO_BUY_ID}
        className="mt-6 grid scroll-mt-header gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
      >
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wide text-muted">
            Solana token address
          </p>
          <ExternalLink
            href={tokenUrl}
            className="mt-1 block rounded-md bg-canvas p-3 font-mono text-base text-brand underline decoration-brand/40 underline-offset-4 hover:decoration-brand"
          >
            <span id={ADDRESS_ID} className="break-all">
              {siteConfig.contractAddress}
            </span>
          </ExternalLink>
          <div className="mt-4">
            <CopyAddress address={siteConfig.contractAddress} targetId={ADDRESS_ID} />
          </div>
          <figure className="mt-2 flex flex-col items-start gap-3">
            <TokenQr url={tokenUrl} ticker={ticker} className="h-auto max-w-full shrink-0" />
            <figcaption className="text-sm text-muted">
              On a computer? Point your phone’s camera here to open the {ticker} token page on your
              phone, without retyping the address.
            </figcaption>
          </figure>
        </div>
        <HowToBuy ticker={ticker} tokenUrl={tokenUrl} venue={tokenVenue}>
          <WalletLinks links={walletBrowseLinks(tokenUrl, siteConfig.siteUrl)} ticker={ticker} />
        </HowToBuy>
      </div>
      {chartEmbed ? (
        <section aria-labelledby="chart-heading" className="mt-8">
          <h2 id="chart-heading" className="mb-3 text-base font-semibold">
            {ticker} live chart
          </h2>
          <ChartPanel
            ticker={ticker}
            host={chartEmbed.host}
            light={chartEmbed.light}
            dark={chartEmbed.dark}
          />
        </section>
      ) : null}
      <p className="mt-6 flex gap-2 rounded-md bg-brand-soft p-3 text-sm text-ink">
        <Icon name="rocket" className="mt-0.5 size-4 shrink-0 text-brand" />
        <span>
          {ticker} is newly launched on {tokenVenue.name}. It is a memecoin: expect volatility, not
          dividends. Nothing here is financial advice.
        </span>
      </p>
    </SectionCard>
  );
}

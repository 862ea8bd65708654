import type { Metadata } from 'next';
import { sharedPage } from '@/data/pages';
import { pageMetadata, siteConfig } from '@/lib/brand';
import { walletBrowseLinks } from '@/lib/wallet-links';
import { Icon } from '@/components/ui/icon';
import { ChartPanel } from '@/components/contract/chart-panel';
import { HOW_TO_BUY_ID, HowToBuy } from '@/components/contract/how-to-buy';
import { TokenAddress } from '@/components/contract/token-address';
import { WalletLinks } from '@/components/contract/wallet-links';
import { SectionCard } from '@/components/ui/section-card';

export const metadata: Metadata = pageMetadata(sharedPage('/contract'));

export default function ContractPage() {
  const { ticker, tokenUrl, chartEmbed } = siteConfig;
  return (
    <SectionCard
      headingId="contract-heading"
      title={<>{ticker} contract address</>}
      level={1}
      headingClassName="text-2xl font-bold"
      className="mx-auto max-w-4xl p-5 sm:p-8"
    >
      <p className="mt-2 text-muted">
        {siteConfig.launched
          ? 'Always check the full address before you buy. Scammers love a lookalike ticker almost as much as recruiters love “unpaid exposure”.'
          : `${ticker} is not out yet: its address appears here on launch day, and any ${ticker} offered before then is a lookalike. Scammers love those almost as much as recruiters love “unpaid exposure”.`}
      </p>
      {/* The anchor home's "How to buy" links to: the address and its copy button beside the steps. */}
      <div
        id={HOW_TO_BUY_ID}
        className="mt-6 grid scroll-mt-header gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
      >
        <TokenAddress {...siteConfig} />
        <HowToBuy {...siteConfig}>
          {tokenUrl ? (
            <WalletLinks
              links={walletBrowseLinks(siteConfig.chain, tokenUrl, siteConfig.siteUrl)}
              ticker={ticker}
            />
          ) : null}
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
          {ticker} is {siteConfig.launchStatus}. It is a memecoin: expect volatility, not dividends.
          Nothing here is financial advice.
        </span>
      </p>
    </SectionCard>
  );
}

import type { Metadata } from 'next';
import { sharedPage } from '@/data/pages';
import { pageMetadata, siteConfig } from '@/lib/brand';
import { Icon } from '@/components/ui/icon';
import { CopyAddress } from '@/components/contract/copy-address';
import { TokenQr } from '@/components/contract/token-qr';
import { SectionCard } from '@/components/ui/section-card';
import { ExternalLink } from '@/components/ui/external-link';

export const metadata: Metadata = pageMetadata(sharedPage('/contract'));

const ADDRESS_ID = 'contract-address';

export default function ContractPage() {
  return (
    <SectionCard
      headingId="contract-heading"
      title={<>{siteConfig.ticker} contract address</>}
      level={1}
      headingClassName="text-2xl font-bold"
      className="mx-auto max-w-2xl p-5 sm:p-8"
    >
      <p className="mt-2 text-muted">
        Always check the full address before you buy. Scammers love a lookalike ticker almost as
        much as recruiters love “unpaid exposure”.
      </p>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-muted">
        Solana token address
      </p>
      <ExternalLink
        href={siteConfig.tokenUrl}
        className="mt-1 block rounded-md bg-canvas p-3 font-mono text-base text-brand underline decoration-brand/40 underline-offset-4 hover:decoration-brand"
      >
        <span id={ADDRESS_ID} className="break-all">
          {siteConfig.contractAddress}
        </span>
      </ExternalLink>
      <div className="mt-4">
        <CopyAddress address={siteConfig.contractAddress} targetId={ADDRESS_ID} />
      </div>
      <figure className="mt-2 flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:gap-5">
        <TokenQr
          url={siteConfig.tokenUrl}
          ticker={siteConfig.ticker}
          className="h-auto max-w-full shrink-0"
        />
        <figcaption className="text-sm text-muted">
          On a computer? Point your phone’s camera here to open the {siteConfig.ticker} token page
          on your phone, without retyping the address.
        </figcaption>
      </figure>
      <p className="mt-4 flex gap-2 rounded-md bg-brand-soft p-3 text-sm text-ink">
        <Icon name="rocket" className="mt-0.5 size-4 shrink-0 text-brand" />
        <span>
          {siteConfig.ticker} is newly launched on pump.fun. It is a memecoin: expect volatility,
          not dividends. Nothing here is financial advice.
        </span>
      </p>
    </SectionCard>
  );
}

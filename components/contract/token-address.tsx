import { CopyAddress } from '@/components/contract/copy-address';
import { LaunchCountdown } from '@/components/launch/launch-countdown';
import { TokenQr } from '@/components/contract/token-qr';
import { ExternalLink } from '@/components/ui/external-link';
import { NewTabNote } from '@/components/ui/new-tab-note';
import type { SiteConfig } from '@/lib/brand';
import type { Content } from '@/lib/content';
import type { LaunchData } from '@/data/launch';

type TokenAddressProps = Pick<
  SiteConfig,
  | 'ticker'
  | 'chain'
  | 'contractAddress'
  | 'tokenUrl'
  | 'tokenVenue'
  | 'explorerName'
  | 'explorerUrl'
> & {
  text: Content['contract'];
  /** Before launch, with a launch time: the countdown under "coming soon". */
  launch?: LaunchData | null;
  /** After launch: the independent checks, under the address. */
  children?: React.ReactNode;
};

/** The address's element: Copy selects it where the clipboard is refused. */
export const ADDRESS_ID = 'contract-address';
const boxClass = 'mt-1 block rounded-md bg-canvas p-3 font-mono text-base';

/**
 * The address on /contract: a link to the token page, its explorer page, Copy and a QR code of
 * the token page. Before launch, "coming soon" with the launchpad's name, and nothing to copy,
 * scan or open.
 */
export function TokenAddress(config: TokenAddressProps) {
  const { contractAddress, tokenUrl, explorerUrl, text, launch, children } = config;
  return (
    <div className="min-w-0">
      <p className="text-sm font-semibold uppercase tracking-wide text-muted">
        {text.addressLabel}
      </p>
      {contractAddress && tokenUrl ? (
        <>
          <ExternalLink
            href={tokenUrl}
            className={`${boxClass} text-brand underline decoration-brand/40 underline-offset-4 hover:decoration-brand`}
          >
            <span id={ADDRESS_ID} dir="ltr" className="break-all">
              {contractAddress}
            </span>
          </ExternalLink>
          {explorerUrl ? (
            <ExternalLink
              href={explorerUrl}
              className="mt-1 inline-block py-1 text-sm font-semibold text-brand underline underline-offset-2"
            >
              {text.explorerLink}
              <NewTabNote />
            </ExternalLink>
          ) : null}
          <div className="mt-4">
            <CopyAddress
              address={contractAddress}
              targetId={ADDRESS_ID}
              text={{ copy: text.copy, copied: text.copied, copyManual: text.copyManual }}
            />
          </div>
          <figure className="mt-2 flex flex-col items-start gap-3">
            <TokenQr url={tokenUrl} label={text.qrLabel} className="h-auto max-w-full shrink-0" />
            <figcaption className="text-sm text-muted">{text.qrCaption}</figcaption>
          </figure>
          {children}
        </>
      ) : (
        <>
          <p className={`${boxClass} text-ink`}>{text.comingSoon}</p>
          {launch ? <LaunchCountdown launch={launch} /> : null}
        </>
      )}
    </div>
  );
}

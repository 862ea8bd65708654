import { localPath } from '@/lib/content';
import type { Content } from '@/lib/content';
import Link from 'next/link';
import { CopyAddress } from '@/components/contract/copy-address';
import { LaunchCountdown } from '@/components/launch/launch-countdown';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { buttonClass, buttonVariants } from '@/components/ui/styles';
import { cn } from '@/lib/cn';
import { shortAddress } from '@/lib/brand';
import type { LaunchData } from '@/data/launch';

type ContractStripProps = {
  contractAddress: string | null;
  text: Content['home']['contractStrip'];
  /** The copy button's words. */
  copy: Pick<Content['contract'], 'copy' | 'copied' | 'copyManual'>;
  /** Before launch, with a launch time: the countdown under "coming soon". */
  launch?: LaunchData | null;
};

const ADDRESS_ID = 'strip-address';

/**
 * The ticker, the address and the way to buy on home's first screen, above the feed: on phones
 * only, as from md up the links card in the side column shows the address. Before launch, "coming
 * soon" and the countdown at every width: the page draws one countdown, and it is here.
 */
export function ContractStrip({ contractAddress, text, copy, launch }: ContractStripProps) {
  return (
    <Card
      aria-labelledby="strip-heading"
      className={cn('mb-4 p-3', contractAddress && 'md:hidden')}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="strip-heading" className="text-sm font-semibold text-ink">
          {text.heading}
        </h2>
        <Link
          href={`${localPath('/contract')}#how-to-buy`}
          prefetch={false}
          className={cn(buttonClass, buttonVariants.outline, 'min-h-10 px-3')}
        >
          {text.howToBuy}
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
      {contractAddress ? (
        <div className="mt-2 flex items-start justify-between gap-2">
          <p dir="ltr" className="mt-2.5 font-mono text-xs text-muted">
            <span aria-hidden="true">{shortAddress(contractAddress)}</span>
            {/* The whole address for screen readers, and for the copy button to select. */}
            <span id={ADDRESS_ID} className="sr-only">
              {contractAddress}
            </span>
          </p>
          {/* Only its three words: the island ships its props in the page, and home passes all of
              the contract section's. */}
          <CopyAddress
            address={contractAddress}
            targetId={ADDRESS_ID}
            text={{ copy: copy.copy, copied: copy.copied, copyManual: copy.copyManual }}
          />
        </div>
      ) : (
        <>
          <p className="mt-2 font-mono text-xs text-muted">{text.comingSoon}</p>
          {launch ? <LaunchCountdown launch={launch} /> : null}
        </>
      )}
    </Card>
  );
}

import { CopyAddress } from '@/components/contract/copy-address';
import { WalletFirst } from '@/components/contract/wallet-first';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon, type IconName, type MarkId } from '@/components/ui/icon';
import { NewTabNote } from '@/components/ui/new-tab-note';
import { buttonClass, buttonVariants } from '@/components/ui/styles';
import type { Content } from '@/lib/content';
import type { SwapLink } from '@/lib/swap-links';
import { cn } from '@/lib/cn';

type BuyInWalletProps = {
  /** lib/swap-links.ts's, for the build's token; none before launch. */
  links: SwapLink[];
  address: string;
  /** The id of the address on the page, which Copy selects where the clipboard is refused. */
  addressId: string;
  text: Content['contract']['buyInWallet'] &
    Pick<Content['contract'], 'copy' | 'copied' | 'copyManual'>;
};

const linkClass = cn(buttonClass, buttonVariants.outline, 'min-h-10');

/** A launchpad's page has no mark of its own here: the launch's rocket. */
const MARKS: Record<SwapLink['id'], MarkId | IconName> = {
  phantom: 'mark-phantom',
  trust: 'mark-trust',
  metamask: 'mark-metamask',
  jupiter: 'mark-jupiter',
  uniswap: 'mark-uniswap',
  pancakeswap: 'mark-pancakeswap',
  launchpad: 'rocket',
};

/**
 * "Buy in your wallet": one tap opens a wallet's own swap screen, the token chosen and the chain's
 * coin to pay with; then the same on the web for a visitor with no wallet app. Plain links in the
 * HTML; the wallets' order and the in-app line are the small island's (./wallet-first.tsx).
 */
export function BuyInWallet({ links, address, addressId, text }: BuyInWalletProps) {
  const wallets = links.filter(({ kind }) => kind === 'wallet');
  const web = links.filter(({ kind }) => kind === 'web');
  return (
    <section
      aria-labelledby="buy-in-wallet-heading"
      className="mt-4 rounded-lg border border-brand/40 bg-brand-soft p-4"
    >
      <h3 id="buy-in-wallet-heading" className="text-sm font-semibold text-ink">
        {text.heading}
      </h3>
      <p className="mt-1 text-sm text-muted">{text.intro}</p>
      <WalletFirst
        wallets={wallets.map(({ id, name, href }) => ({
          id,
          link: (
            <a href={href} className={linkClass}>
              <Icon name={MARKS[id]} className="size-5" />
              {name}
            </a>
          ),
        }))}
        trapped={{
          note: text.inApp,
          openInBrowser: text.openInBrowser,
          copy: (
            <CopyAddress
              address={address}
              targetId={addressId}
              text={{ copy: text.copy, copied: text.copied, copyManual: text.copyManual }}
            />
          ),
        }}
      />
      {web.length > 0 ? (
        <>
          <p className="mt-3 text-sm text-muted">{text.onTheWeb}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {web.map(({ id, name, href }) => (
              <li key={id}>
                <ExternalLink href={href} className={linkClass}>
                  <Icon name={MARKS[id]} className="size-5" />
                  {name}
                  <NewTabNote />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

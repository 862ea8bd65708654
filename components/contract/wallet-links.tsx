import { fill, type Content } from '@/lib/content';
import type { WalletLink } from '@/lib/wallet-links';
import { Icon } from '@/components/ui/icon';
import { buttonClass, buttonVariants } from '@/components/ui/styles';
import { cn } from '@/lib/cn';

type WalletLinksProps = {
  links: WalletLink[];
  text: Pick<Content['contract']['howToBuy'], 'walletApps' | 'openIn' | 'onComputer'>;
};

// A phone's primary pointer is coarse: that is where a wallet app is, and where these links work.
const touchOnly = 'hidden [@media(pointer:coarse)]:block';
const pointerOnly = '[@media(pointer:coarse)]:hidden';

/**
 * On a phone, links that open the token page in the wallet's own browser; on a computer, a
 * sentence sending the visitor to the QR code, which gets the page onto their phone.
 */
export function WalletLinks({ links, text }: WalletLinksProps) {
  return (
    <div className="mt-4">
      <div className={touchOnly}>
        <p className="text-sm text-muted">{text.walletApps}</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {links.map(({ wallet, href }) => (
            <li key={wallet}>
              <a href={href} className={cn(buttonClass, buttonVariants.outline, 'min-h-10')}>
                <Icon name="smartphone" className="size-4" />
                {fill(text.openIn, { wallet })}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <p className={cn(pointerOnly, 'text-sm text-muted')}>{text.onComputer}</p>
    </div>
  );
}

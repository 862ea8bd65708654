'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { clsx } from 'clsx';
import { shareLinks } from '@/lib/share-links';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icon';
import { fill } from '@/lib/fill';
import { buttonClass, buttonVariants } from '@/components/ui/styles';

/** A page's share; `story`, where a Telegram story can start from it, is its share card's URL. */
export type SharePage = { url: string; title: string; text: string; story?: string };

type ShareControlProps = {
  /** Its words, from the content file: the button, a link ("Share on {network}"), the new-tab note. */
  text: { shareThisPage: string; shareOn: string; newTab: string };
  /** Each route's canonical URL, title and line of text; `fallback` for any other path. */
  pages: Record<string, SharePage>;
  fallback: SharePage;
};

const subscribe = () => () => {};
const hasWebShare = () => typeof navigator.share === 'function';

const linkClass = 'text-brand underline underline-offset-2';

/**
 * Shares the current page: the system's share sheet where the browser has the Web Share API
 * (phones, most in-app browsers), otherwise plain links to X's and Telegram's share pages, which
 * load nothing from either until the visitor follows one. The server renders the links, so the
 * page works before and without its JavaScript.
 */
export function ShareControl({ pages, fallback, text }: ShareControlProps) {
  const page = pages[usePathname()] ?? fallback;
  // The server renders the links (its snapshot); React swaps in the button after hydration.
  const canShare = useSyncExternalStore(subscribe, hasWebShare, () => false);

  const share = () =>
    // A visitor closing the sheet rejects the promise with AbortError: nothing to report.
    navigator.share({ title: page.title, text: page.text, url: page.url }).catch(() => {});

  return (
    <div className="mt-3 flex min-h-10 flex-wrap items-center justify-center gap-x-4 gap-y-1">
      {canShare ? (
        <button
          type="button"
          onClick={share}
          className={clsx(buttonClass, buttonVariants.outline, 'min-h-10')}
        >
          <Icon name="share-2" className="size-4" />
          {text.shareThisPage}
        </button>
      ) : (
        shareLinks(page.url, page.text).map(({ network, href }) => (
          <ExternalLink key={network} href={href} className={linkClass}>
            {fill(text.shareOn, { network })}
            <span className="sr-only"> {text.newTab}</span>
          </ExternalLink>
        ))
      )}
    </div>
  );
}

import Link from 'next/link';
import { NewTabNote } from '@/components/ui/new-tab-note';
import { ExternalLink } from '@/components/ui/external-link';
import { ShareControl } from '@/components/share/share-control';
import { fallbackShare, sharePages } from '@/components/share/share-pages';
import { siteConfig } from '@/lib/brand';

const linkClass = 'text-brand underline underline-offset-2';

export const FOOTER_ID = 'site-footer';

export function Footer() {
  return (
    <footer
      id={FOOTER_ID}
      className="mx-auto max-w-6xl px-4 pb-8 pt-4 text-center text-xs leading-relaxed text-muted"
    >
      <p>
        {siteConfig.brandName} is a parody. It is not affiliated with, endorsed by or connected to
        LinkedIn or any professional-networking site. {siteConfig.ticker} is a memecoin with no
        promise of value: nothing here is financial advice. Every character is fictional and
        generated.
      </p>
      <p className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1">
        <Link href="/contract" prefetch={false} className={linkClass}>
          Contract address
        </Link>
        {siteConfig.telegramUrl && (
          <ExternalLink href={siteConfig.telegramUrl} className={linkClass}>
            Telegram
            <NewTabNote />
          </ExternalLink>
        )}
        {siteConfig.chartUrl && (
          <ExternalLink href={siteConfig.chartUrl} className={linkClass}>
            Live chart
            <NewTabNote />
          </ExternalLink>
        )}
      </p>
      <ShareControl pages={sharePages()} fallback={fallbackShare()} />
    </footer>
  );
}

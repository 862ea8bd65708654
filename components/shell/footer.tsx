import Link from 'next/link';
import { siteConfig } from '@/data/site';

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
      <p className="mt-2">
        <Link href="/contract" prefetch={false} className="text-brand underline underline-offset-2">
          Contract address
        </Link>
      </p>
    </footer>
  );
}

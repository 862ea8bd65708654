import { asset } from '@/lib/asset';
import type { Language } from '@/lib/content';

type Offer = Language & { href: string; words: { offer: string; dismiss: string } };

/**
 * One line per translation, each in its own language ("日本語で見る"), all hidden: the language
 * script shows the one the browser prefers before the page paints, so nothing moves.
 */
export function LanguageOffer({ base, offers }: { base: string; offers: Offer[] }) {
  return (
    <div id="language-offer" hidden data-base={base} suppressHydrationWarning className="mb-4">
      {offers.map((offer) => (
        <p
          key={offer.tag}
          hidden
          suppressHydrationWarning
          lang={offer.tag}
          dir={offer.dir}
          data-offer={offer.tag}
          className="flex items-center justify-between gap-3 rounded-lg border border-line bg-surface px-4 py-2 text-sm"
        >
          <a
            href={asset(offer.href)}
            hrefLang={offer.tag}
            data-language={offer.tag}
            className="font-semibold text-brand underline underline-offset-2"
          >
            {offer.words.offer}
          </a>
          <button
            type="button"
            data-language-dismiss=""
            className="rounded-full px-3 py-1 text-muted hover:bg-canvas hover:text-ink"
          >
            {offer.words.dismiss}
          </button>
        </p>
      ))}
    </div>
  );
}

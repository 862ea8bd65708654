import type { HeroMeme, HeroPortrait } from '@/data/home';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { ExternalLink } from '@/components/ui/external-link';
import { NewTabNote } from '@/components/ui/new-tab-note';
import type { Content } from '@/lib/content';

type HeroStripProps = {
  portraits: HeroPortrait[];
  /** The team's own pictures (home.hero.memes), shown instead of the portraits when listed. */
  memes: HeroMeme[] | null;
  /** Null before launch: the button follows the token's socials instead. */
  tokenUrl: string | null;
  socialUrl: string;
  text: Pick<Content['home']['hero'], 'heading' | 'body' | 'cta' | 'ctaSoon'>;
  /** The meme maker's button, beside the call to action. */
  maker?: React.ReactNode;
};

const grid = 'grid grid-cols-4 gap-2 p-4 sm:grid-cols-8 sm:gap-3 sm:p-6';

/**
 * Made at build for the strip (lib/build/content/memes.ts): a WebP fitted inside 128×128 and a denser
 * one, drawn whole inside a square cell so every picture takes the same room, whatever its shape.
 */
function Memes({ memes }: { memes: HeroMeme[] }) {
  return (
    <ul className={grid}>
      {memes.map(({ src, srcSet, width, height, alt }) => (
        <li key={src} className="min-w-0">
          {/* eslint-disable-next-line @next/next/no-img-element -- made at build; size reserved */}
          <img
            src={src}
            srcSet={srcSet}
            alt={alt}
            width={width}
            height={height}
            loading="lazy"
            decoding="async"
            className="mx-auto aspect-square h-auto w-full max-w-32 rounded-md object-contain"
          />
        </li>
      ))}
    </ul>
  );
}

export function HeroStrip({ portraits, memes, tokenUrl, socialUrl, text, maker }: HeroStripProps) {
  return (
    <Card aria-labelledby="hero-heading" className="overflow-hidden">
      <div className="bg-gradient-to-r from-brand-dark via-brand to-accent px-4 py-6 text-on-brand sm:px-6">
        <h2 id="hero-heading" className="text-2xl font-bold">
          {text.heading}
        </h2>
        <p className="mt-1 max-w-2xl text-sm">{text.body}</p>
      </div>
      {memes ? (
        <Memes memes={memes} />
      ) : (
        <ul className={grid}>
          {portraits.map(({ name, src }) => (
            <li key={name} className="min-w-0 text-center">
              <Avatar
                src={src}
                alt=""
                size={96}
                className="mx-auto aspect-square h-auto w-full max-w-24"
              />
              <p className="mt-1 break-words text-xs text-muted">{name}</p>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3 px-4 pb-5 sm:px-6">
        <ExternalLink
          href={tokenUrl ?? socialUrl}
          className="inline-flex min-h-10 items-center rounded-full bg-brand px-5 text-sm font-semibold text-on-brand hover:bg-brand-dark"
        >
          {tokenUrl ? text.cta : text.ctaSoon}
          <NewTabNote />
        </ExternalLink>
        {maker}
      </div>
    </Card>
  );
}

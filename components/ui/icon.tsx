import { asset } from '@/lib/asset';
import type { IconName } from './icons';
import type { MarkName } from './marks';

export type { IconName };

/** A wallet's or swap page's mark, in a sprite of its own (components/ui/marks.ts). */
export type MarkId = `mark-${MarkName}`;

type IconProps = {
  /** The icon's id in the sprite (components/ui/icons.ts), or a mark's. */
  name: IconName | MarkId;
  /** Size and colour, e.g. "size-4 text-muted"; the stroke comes from `.icon` in globals.css. */
  className?: string;
};

/**
 * A decorative Lucide icon drawn from the site's one SVG sprite; the text beside it says what it
 * means. A reference instead of inline paths: a page carries its markup twice (the HTML and the
 * RSC payload), so inline icons cost about 600 bytes each, twice, and a node per path to parse and
 * hydrate; an island that shows an icon ships its name, not its drawing.
 */
/** Icons that point somewhere: right to left, they point the other way. Logos and marks do not. */
const DIRECTIONAL = new Set<IconName | MarkId>(['arrow-right', 'trending-up', 'trending-down']);

export function Icon({ name, className }: IconProps) {
  const classes = ['icon', DIRECTIONAL.has(name) ? 'rtl:-scale-x-100' : '', className ?? ''];
  return (
    <svg aria-hidden="true" className={classes.filter(Boolean).join(' ')}>
      {/* Only /contract draws the marks: the sprite every page loads stays without them. */}
      <use href={`${asset(name.startsWith('mark-') ? '/marks.svg' : '/icons.svg')}#${name}`} />
    </svg>
  );
}

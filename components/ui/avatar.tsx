import { artPicture } from '@/lib/art';
import { cn } from '@/lib/cn';

type AvatarProps = {
  src: string;
  alt: string;
  size?: number;
  className?: string;
};

/**
 * A generated portrait or logo from public/art (its WebPs: lib/art.ts), with its size reserved.
 * Always lazy, even at the top of a page: the loading overlay covers the first 2 s, and a non-lazy
 * <img> gets a preload in the head, which on a slow link competes with the overlay's mascot, the
 * page's LCP image.
 */
export function Avatar({ src, alt, size = 48, className }: AvatarProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- made at build for these sizes
    <img
      {...artPicture(src)}
      sizes={`${size}px`}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={cn('shrink-0 rounded-full bg-brand-soft', className)}
    />
  );
}

import { cn } from '@/lib/cn';

type AvatarProps = {
  src: string;
  alt: string;
  size?: number;
  className?: string;
  loading?: 'lazy' | 'eager';
};

/** A generated SVG portrait or logo from public/art, with its size reserved. */
export function Avatar({ src, alt, size = 48, className, loading = 'lazy' }: AvatarProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static SVG files; nothing to optimise
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={loading}
      decoding="async"
      className={cn('shrink-0 rounded-full bg-brand-soft', className)}
    />
  );
}

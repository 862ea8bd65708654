'use client';

import { playSound } from '@/lib/sound';

type UwuButtonProps = { src: string; label: string; className?: string };

export function UwuButton({ src, label, className }: UwuButtonProps) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        playSound(src).catch((error: unknown) => {
          console.error('Could not play the UwU sound:', error);
        });
      }}
    >
      {label}
    </button>
  );
}

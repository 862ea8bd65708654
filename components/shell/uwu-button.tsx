'use client';

import { playSound } from '@/lib/sound';

export function UwuButton({ src, className }: { src: string; className?: string }) {
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
      UwU
    </button>
  );
}

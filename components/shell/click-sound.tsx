'use client';

import { useEffect } from 'react';
import { playSound } from '@/lib/sound';

/** Plays the click sound on any click anywhere; a refused or missing sound stays silent. */
export function ClickSound({ src }: { src: string }) {
  useEffect(() => {
    const onClick = () => {
      playSound(src).catch(() => {});
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [src]);

  return null;
}

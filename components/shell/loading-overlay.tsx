'use client';

import { useEffect, useState } from 'react';
import { OVERLAY_END_ID, OVERLAY_MS } from '@/data/shell';
import type { OverlayMascotImage } from '@/lib/brand/overlay-image';

const STEP_MS = 100;
const STEP_PERCENT = 5;
const MESSAGE_MS = 2000;

const overlayClass = [
  'loading-overlay fixed inset-0 z-[100] flex flex-col items-center justify-center gap-6 px-6',
  'bg-gradient-to-br from-brand-dark via-brand to-accent text-on-brand',
  // A full-screen brand gradient glares at night: the dark scheme keeps to the page colour.
  'dark:bg-canvas dark:bg-none dark:text-ink',
].join(' ');

type LoadingOverlayProps = {
  brandName: string;
  /** Made at build time for the size it is shown at (lib/build/brand/overlay-mascot.ts). */
  mascot: OverlayMascotImage;
  /** The progress bar's name for screen readers ("Loading LewdIn"). */
  label: string;
  messages: readonly string[];
  durationMs?: number;
};

/**
 * Shown on the first load of any route. Time is read from performance.now(), which counts from
 * navigation start, so late hydration does not extend it; CSS hides it at 2 s even without JS.
 * It lives in the root layout, so client-side navigation never shows it again.
 */
export function LoadingOverlay({
  brandName,
  mascot,
  label,
  messages,
  durationMs = OVERLAY_MS,
}: LoadingOverlayProps) {
  const [elapsed, setElapsed] = useState(0);
  const done = elapsed >= durationMs;

  useEffect(() => {
    if (done) return;
    const tick = () => setElapsed(performance.now());
    tick();
    const id = window.setInterval(tick, STEP_MS);
    return () => window.clearInterval(id);
  }, [done]);

  if (done) return null;

  const progress = Math.min(100, Math.floor(elapsed / STEP_MS) * STEP_PERCENT);
  const message = messages[Math.floor(elapsed / MESSAGE_MS) % messages.length];

  return (
    // The clock script (overlay-clock.ts) may hide it through its style attribute before React
    // hydrates it, by design: that attribute is not a mismatch to report.
    <div data-testid="loading-overlay" className={overlayClass} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-img-element -- sized at build time, painted with the first frame */}
      <img
        src={mascot.src}
        srcSet={mascot.srcSet}
        sizes={mascot.sizes}
        alt=""
        width={mascot.width}
        height={mascot.height}
        fetchPriority="high"
        className="size-56 rounded-full bg-on-brand/90 shadow-xl sm:size-72 dark:bg-surface"
      />
      <p className="text-2xl font-bold tracking-tight">{brandName}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-3 w-full max-w-xs overflow-hidden rounded-full bg-on-brand/25 dark:bg-line"
      >
        {/* Drawn from the same state as aria-valuenow, 20 steps in all: a CSS animation would make
            the compositor redraw the screen every frame for 2 s, on the CPU that hydrates the page. */}
        <div
          data-testid="loading-progress-fill"
          className="h-full w-full origin-left rounded-full bg-on-brand rtl:origin-right dark:bg-brand"
          style={{ transform: `scaleX(${progress / 100})` }}
        />
      </div>
      <p role="status" className="min-h-6 text-center text-base font-semibold">
        {message}
      </p>
      <span id={OVERLAY_END_ID} hidden />
    </div>
  );
}

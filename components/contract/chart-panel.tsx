'use client';

import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { fill } from '@/lib/fill';
import { buttonClass, buttonVariants } from '@/components/ui/styles';

type ChartPanelProps = {
  /** Its words, with {host} still to fill: the button, the note and the frame's title. */
  text: { chartNote: string; chartButton: string; chartTitle: string };
  /** The provider's host, named on the button before anything loads from it. */
  host: string;
  /** The provider's embed URL for a light and a dark page (lib/chart-embed.ts). */
  light: string;
  dark: string;
};

/**
 * The live chart, on request: until the visitor presses the button nothing loads from the
 * provider. The box has the chart's final size from the first paint, so the embed takes its
 * place without moving anything.
 */
export function ChartPanel({ text, host, light, dark }: ChartPanelProps) {
  const [src, setSrc] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  // The button goes when pressed: focus moves to the chart that replaced it, not to the page's top.
  useEffect(() => {
    if (src) frame.current?.focus({ preventScroll: true });
  }, [src]);
  const show = () =>
    setSrc(window.matchMedia('(prefers-color-scheme: dark)').matches ? dark : light);

  return (
    <div
      data-testid="chart-box"
      className="relative h-[26rem] w-full overflow-hidden rounded-md border border-line bg-canvas sm:h-[30rem]"
    >
      {src ? (
        <iframe
          ref={frame}
          src={src}
          title={fill(text.chartTitle, { host })}
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
          <Icon name="chart-candlestick" className="size-10 text-brand" />
          <p className="max-w-sm text-sm text-muted">{fill(text.chartNote, { host })}</p>
          <button
            type="button"
            onClick={show}
            className={`${buttonClass} ${buttonVariants.primary} min-h-10 px-5`}
          >
            {fill(text.chartButton, { host })}
          </button>
        </div>
      )}
    </div>
  );
}

'use client';

import { clsx } from 'clsx';
import { ExternalLink } from '@/components/ui/external-link';
import { buttonVariants } from '@/components/ui/styles';
import { xIntentUrl } from '@/lib/picture-share';
import type { PictureShareText } from '@/lib/picture-share';
import { action, PictureProgress, type PictureState } from './picture-share';

type PictureShareProps = {
  state: PictureState;
  text: PictureShareText;
  /** The picture's alt text. */
  alt: string;
  /** Shared with the picture and posted on X. */
  line: string;
  /** The picture's size, so its room is kept while it is drawn. */
  width: number;
  height: number;
  onRetry: () => void;
  onShareFailed: () => void;
};

/** A touch screen, where a long press on the picture saves it (in-app browsers included). */
const coarsePointer = () =>
  typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

/**
 * The second tap: the file is already made, so the share sheet opens within this gesture
 * (WebKit refuses a share that follows asynchronous work after the tap).
 */
function share(file: File, line: string, onFailed: () => void) {
  let sharing: Promise<void>;
  try {
    sharing = navigator.share({ files: [file], text: line });
  } catch {
    onFailed();
    return;
  }
  sharing.catch((error: unknown) => {
    // The visitor closed the sheet: nothing went wrong.
    if ((error as { name?: string } | null)?.name !== 'AbortError') onFailed();
  });
}

/**
 * A picture made in the page and the ways to send it: the share sheet (phones), Download (named by
 * the caller, after the brand), Post on X with the line, and the picture itself for a long press.
 */
export function PictureShare({
  state,
  text,
  alt,
  line,
  width,
  height,
  onRetry,
  onShareFailed,
}: PictureShareProps) {
  return (
    <>
      <PictureProgress state={state} text={text} width={width} height={height} onRetry={onRetry}>
        {state.phase === 'ready' && (
          // eslint-disable-next-line @next/next/no-img-element -- an object URL the browser made
          <img
            src={state.url}
            alt={alt}
            width={width}
            height={height}
            className="block h-auto w-full"
          />
        )}
      </PictureProgress>
      {state.phase === 'ready' && (
        <>
          <div className="flex flex-wrap gap-2">
            {state.canShare && (
              <button
                type="button"
                onClick={() => share(state.file, line, onShareFailed)}
                className={clsx(action, buttonVariants.primary)}
              >
                {text.share}
              </button>
            )}
            <a
              href={state.url}
              download={state.file.name}
              className={clsx(
                action,
                state.canShare ? buttonVariants.outline : buttonVariants.primary,
              )}
            >
              {text.download}
            </a>
            <ExternalLink href={xIntentUrl(line)} className={clsx(action, buttonVariants.outline)}>
              {text.postOnX}
              <span className="sr-only"> {text.newTab}</span>
            </ExternalLink>
          </div>
          <p className="text-sm text-muted">{text.attachNote}</p>
          {coarsePointer() && <p className="text-sm text-muted">{text.touchHint}</p>}
        </>
      )}
    </>
  );
}

'use client';

import { clsx } from 'clsx';
import { ExternalLink } from '@/components/ui/external-link';
import { buttonVariants } from '@/components/ui/styles';
import { pictureExits, remakeUrl } from '@/lib/picture-exit';
import { OPEN_IN_BROWSER, telegramLaunch } from '@/lib/telegram/launch';
import type { PictureKind } from '@/lib/picture-return';
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
  /** What makes the picture again, for the link out of an app's browser (lib/picture-return.ts). */
  remake: { kind: PictureKind; fields?: Record<string, string> };
};

/**
 * Whether the share sheet takes this file, asked after the tap: Telegram's Android browser adds
 * navigator.share after the page is shown.
 */
function canShareFile(file: File): boolean {
  try {
    return (
      typeof navigator.share === 'function' &&
      typeof navigator.canShare === 'function' &&
      navigator.canShare({ files: [file] })
    );
  } catch {
    // A browser that cannot even ask has no share sheet for files.
    return false;
  }
}

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
 * the caller, after the brand) where downloads work, Post on X with the line, the picture itself for
 * a long press, and, in an app's browser that can neither share nor save it, the way out.
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
  remake,
}: PictureShareProps) {
  const ready = state.phase === 'ready' ? state : null;
  const canShare = ready ? canShareFile(ready.file) : false;
  const exits = ready
    ? pictureExits({
        ua: navigator.userAgent,
        shareable: canShare,
        url: remakeUrl(remake.kind, remake.fields ?? {}, location.href),
        miniApp: telegramLaunch() !== null,
      })
    : null;
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
      {ready && exits && (
        <>
          {exits.stuck && <p className="text-sm font-semibold text-ink">{text.stuck}</p>}
          <div className="flex flex-wrap gap-2">
            {exits.escape && (
              <a
                href={exits.escape}
                {...(exits.throughTelegram ? { [OPEN_IN_BROWSER]: '' } : {})}
                className={clsx(action, buttonVariants.primary)}
              >
                {text.openInBrowser}
              </a>
            )}
            {canShare && (
              <button
                type="button"
                onClick={() => share(ready.file, line, onShareFailed)}
                className={clsx(action, buttonVariants.primary)}
              >
                {text.share}
              </button>
            )}
            {exits.download && (
              <a
                href={ready.url}
                download={ready.file.name}
                className={clsx(action, canShare ? buttonVariants.outline : buttonVariants.primary)}
              >
                {text.download}
              </a>
            )}
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

'use client';

import { useEffect, useId, useRef } from 'react';
import { clsx } from 'clsx';
import { ExternalLink } from '@/components/ui/external-link';
import { buttonClass, buttonVariants } from '@/components/ui/styles';
import {
  brandValues,
  fill,
  shareLine,
  xIntentUrl,
  type CardMoment,
  type MomentCardBrand,
  type MomentShareText,
} from '@/lib/moment-card/text';

export type ShareState =
  | { phase: 'closed' }
  | { phase: 'drawing'; moment: CardMoment }
  | { phase: 'failed'; moment: CardMoment; reason: 'load' | 'draw' }
  | {
      phase: 'ready';
      moment: CardMoment;
      file: File;
      /** An object URL of `file`: the preview and the download. */
      url: string;
      /** navigator.canShare({ files: [file] }) said yes. */
      canShare: boolean;
      shareFailed: boolean;
    };

type ShareDialogProps = {
  state: ShareState;
  text: MomentShareText;
  brand: MomentCardBrand;
  /** The dialog has closed (its button, Escape): the list returns focus to the moment's Share. */
  onClosed: () => void;
  onRetry: () => void;
  onShareFailed: () => void;
};

const action = clsx(buttonClass, 'min-h-10');

/** A touch screen, where a long press on the picture saves it (in-app browsers included). */
const coarsePointer = () =>
  typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

/**
 * The modal that shows a moment's card and what can be done with it. Native <dialog> shown with
 * showModal: the browser makes the rest of the page inert, Escape closes it, and it is announced
 * as a dialog named by its heading.
 */
export function ShareDialog({
  state,
  text,
  brand,
  onClosed,
  onRetry,
  onShareFailed,
}: ShareDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const { phase } = state;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (phase !== 'closed' && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    // A control that went away with the phase (Try again, once pressed) leaves focus in the
    // dialog, on its close button, never on the inert page behind it.
    if (dialog.open && !dialog.contains(document.activeElement)) closeRef.current?.focus();
  }, [phase]);

  const close = () => {
    const dialog = ref.current;
    if (dialog && typeof dialog.close === 'function') dialog.close();
    else onClosed();
  };

  // The second tap: the file is already made, so the share sheet opens within this gesture
  // (WebKit refuses a share that follows asynchronous work after the tap).
  const share = (file: File) => {
    let sharing: Promise<void>;
    try {
      sharing = navigator.share({ files: [file], text: shareLine(text, brand) });
    } catch {
      onShareFailed();
      return;
    }
    sharing.catch((error: unknown) => {
      // The visitor closed the sheet: nothing went wrong.
      if ((error as { name?: string } | null)?.name !== 'AbortError') onShareFailed();
    });
  };

  const open = phase !== 'closed';
  const values = open ? brandValues(brand, state.moment.author) : {};
  let status = '';
  if (phase === 'drawing') status = text.drawing;
  else if (phase === 'failed')
    status = fill(state.reason === 'load' ? text.loadError : text.drawError, values);
  else if (phase === 'ready') status = state.shareFailed ? text.shareError : text.ready;

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClosed}
      className={clsx(
        'w-[min(42rem,calc(100%-2rem))] max-w-none rounded-lg border border-line bg-surface p-4 text-ink shadow-xl',
        'backdrop:bg-black/60',
      )}
    >
      {open && (
        <div className="flex flex-col gap-3">
          <div className="flex items-start justify-between gap-3">
            <h2 id={titleId} className="text-base font-semibold">
              {text.dialogTitle}
            </h2>
            <button
              ref={closeRef}
              type="button"
              onClick={close}
              className={clsx(action, buttonVariants.ghost, '-mr-2 -mt-1 shrink-0')}
            >
              {text.close}
            </button>
          </div>
          <p role="status" className="min-h-5 text-sm text-muted">
            {status}
          </p>
          {phase !== 'failed' && (
            <div className="aspect-[1200/675] w-full overflow-hidden rounded-md border border-line bg-canvas">
              {phase === 'ready' && (
                // eslint-disable-next-line @next/next/no-img-element -- an object URL the browser made
                <img
                  src={state.url}
                  alt={fill(text.imageAlt, values)}
                  width={1200}
                  height={675}
                  className="block h-auto w-full"
                />
              )}
            </div>
          )}
          {phase === 'failed' && (
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                onClick={onRetry}
                className={clsx(action, buttonVariants.primary)}
              >
                {text.retry}
              </button>
              <button
                type="button"
                onClick={() => location.reload()}
                className={clsx(action, buttonVariants.outline)}
              >
                {text.reload}
              </button>
            </div>
          )}
          {phase === 'ready' && (
            <>
              <div className="flex flex-wrap gap-2">
                {state.canShare && (
                  <button
                    type="button"
                    onClick={() => share(state.file)}
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
                <ExternalLink
                  href={xIntentUrl(shareLine(text, brand))}
                  className={clsx(action, buttonVariants.outline)}
                >
                  {text.postOnX}
                  <span className="sr-only"> {text.newTab}</span>
                </ExternalLink>
              </div>
              <p className="text-sm text-muted">{fill(text.attachNote, values)}</p>
              {coarsePointer() && (
                <p className="text-sm text-muted">{fill(text.touchHint, values)}</p>
              )}
            </>
          )}
        </div>
      )}
    </dialog>
  );
}

'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { clsx } from 'clsx';
import { buttonClass, buttonVariants } from '@/components/ui/styles';
import { pictureName, type PictureShareText } from '@/lib/picture-share';

/**
 * One picture to make: `load` fetches the drawing code (its own chunk, fetched on the first press
 * and never before), `draw` makes the picture with it (lib/canvas/png.ts), and the file is named
 * `fileName` (`.jpg` when the picture is a JPEG).
 */
export type PictureJob<M> = {
  load: () => Promise<M>;
  draw: (code: M) => Promise<Blob>;
  fileName: string;
};

export type PictureState =
  | { phase: 'idle' }
  | { phase: 'drawing' }
  | { phase: 'failed'; reason: 'load' | 'draw' }
  | {
      phase: 'ready';
      file: File;
      /** An object URL of `file`: the preview and the download. */
      url: string;
      shareFailed: boolean;
    };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each job's own code module
type AnyJob = PictureJob<any>;

/**
 * The first tap's work: `make(job)` loads the code and draws the picture into a finished File with
 * an object URL, so the second tap can hand it to the share sheet at once. A result for a picture
 * that was reset (or made again) since is dropped; the object URL is revoked on reset and unmount.
 */
export function usePicture() {
  const [state, setState] = useState<PictureState>({ phase: 'idle' });
  const run = useRef(0);
  const objectUrl = useRef<string | null>(null);
  const last = useRef<AnyJob | null>(null);

  const release = useCallback(() => {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = null;
  }, []);

  useEffect(() => release, [release]);

  const make = useCallback(
    async (job: AnyJob) => {
      const id = (run.current += 1);
      last.current = job;
      setState({ phase: 'drawing' });
      let code: unknown;
      try {
        code = await job.load();
      } catch {
        // Offline, or a deploy since the page loaded has replaced the chunk (its old name 404s).
        if (id === run.current) setState({ phase: 'failed', reason: 'load' });
        return;
      }
      let picture: Blob;
      try {
        picture = await job.draw(code);
      } catch {
        if (id === run.current) setState({ phase: 'failed', reason: 'draw' });
        return;
      }
      if (id !== run.current) return;
      const file = new File([picture], pictureName(job.fileName, picture.type), {
        type: picture.type,
      });
      release();
      const url = URL.createObjectURL(file);
      objectUrl.current = url;
      setState({ phase: 'ready', file, url, shareFailed: false });
    },
    [release],
  );

  const reset = useCallback(() => {
    run.current += 1;
    release();
    setState({ phase: 'idle' });
  }, [release]);

  const retry = () => {
    if (last.current) void make(last.current);
  };

  const shareFailed = () =>
    setState((current) =>
      current.phase === 'ready' ? { ...current, shareFailed: true } : current,
    );

  return { state, make, reset, retry, shareFailed };
}

type PictureDialogProps = {
  open: boolean;
  title: string;
  closeLabel: string;
  /** The dialog has closed (its button, Escape): the opener gets the focus back. */
  onClosed: () => void;
  children: React.ReactNode;
};

/**
 * The modal that holds a picture and what can be done with it. Native <dialog> shown with
 * showModal: the browser makes the rest of the page inert, Escape closes it, and it is announced
 * as a dialog named by its heading.
 */
export function PictureDialog({ open, title, closeLabel, onClosed, children }: PictureDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  // Only when `open` turns true: a render that committed before a close (the panel arriving as
  // the visitor closes) must not show the dialog again when its effects run after the close.
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // After every render: a control that went away (Try again, once pressed) leaves focus in the
    // dialog, on its close button, never on the inert page behind it.
    if (dialog.open && !dialog.contains(document.activeElement)) closeRef.current?.focus();
  });

  const close = () => {
    const dialog = ref.current;
    if (dialog && typeof dialog.close === 'function') dialog.close();
    else onClosed();
  };

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
              {title}
            </h2>
            <button
              ref={closeRef}
              type="button"
              onClick={close}
              className={clsx(
                buttonClass,
                'min-h-10',
                buttonVariants.ghost,
                '-me-2 -mt-1 shrink-0',
              )}
            >
              {closeLabel}
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}

/** The words for the state, for the status line. */
function pictureStatus(state: PictureState, text: PictureProgressProps['text']): string {
  if (state.phase === 'drawing') return text.drawing;
  if (state.phase === 'failed') return state.reason === 'load' ? text.loadError : text.drawError;
  if (state.phase === 'ready') return state.shareFailed ? text.shareError : text.ready;
  return '';
}

/** A picture share's action button or link. */
export const action = clsx(buttonClass, 'min-h-10');

/** After a failure: try again, or reload the page (a new deploy's HTML names its new chunks). */
export function RetryActions({
  retry,
  reload,
  onRetry,
}: {
  retry: string;
  reload: string;
  onRetry: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" onClick={onRetry} className={clsx(action, buttonVariants.primary)}>
        {retry}
      </button>
      <button
        type="button"
        onClick={() => location.reload()}
        className={clsx(action, buttonVariants.outline)}
      >
        {reload}
      </button>
    </div>
  );
}

type PictureProgressProps = {
  state: PictureState;
  text: Pick<
    PictureShareText,
    'drawing' | 'ready' | 'loadError' | 'drawError' | 'shareError' | 'retry' | 'reload'
  >;
  /** The picture's size, so its room is kept while it is drawn. */
  width: number;
  height: number;
  onRetry: () => void;
  /** The picture, once it is ready. */
  children?: React.ReactNode;
};

/**
 * The status line, the picture's room and, after a failure, another try: all a picture share
 * shows until its picture is ready, so a first load that only opens the share can leave the rest
 * (picture-share-panel.tsx) to the chunk fetched on the press.
 */
export function PictureProgress({
  state,
  text,
  width,
  height,
  onRetry,
  children,
}: PictureProgressProps) {
  const { phase } = state;
  return (
    <>
      <p role="status" className="min-h-5 text-sm text-muted">
        {pictureStatus(state, text)}
      </p>
      {(phase === 'drawing' || phase === 'ready') && (
        <div
          className="w-full overflow-hidden rounded-md border border-line bg-canvas"
          style={{ aspectRatio: `${width} / ${height}` }}
        >
          {children}
        </div>
      )}
      {phase === 'failed' && (
        <RetryActions retry={text.retry} reload={text.reload} onRetry={onRetry} />
      )}
    </>
  );
}

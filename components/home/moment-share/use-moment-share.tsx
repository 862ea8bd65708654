'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadName, type CardMoment, type MomentShareProps } from '@/lib/moment-card/text';
import { ShareDialog, type ShareState } from './share-dialog';

/** The card's drawing code: its own chunk, fetched on the first Share and never before. */
const loadCard = () => import('@/lib/moment-card/draw');

/**
 * A moment's Share: `open` (the first tap) opens the dialog and draws the card; the dialog's Share
 * (the second tap) hands the finished file to the share sheet. One dialog serves the whole list.
 */
export function useMomentShare({ text, brand }: MomentShareProps) {
  const [state, setState] = useState<ShareState>({ phase: 'closed' });
  const trigger = useRef<HTMLElement | null>(null);
  // Each drawing's number: a result for a dialog that was closed (or redrawn) since is dropped.
  const run = useRef(0);
  const objectUrl = useRef<string | null>(null);

  const release = useCallback(() => {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = null;
  }, []);

  useEffect(() => release, [release]);

  const draw = useCallback(
    async (moment: CardMoment) => {
      const id = (run.current += 1);
      setState({ phase: 'drawing', moment });
      let card: Awaited<ReturnType<typeof loadCard>>;
      try {
        card = await loadCard();
      } catch {
        // Offline, or a deploy since the page loaded has replaced the chunk (its old name 404s).
        if (id === run.current) setState({ phase: 'failed', moment, reason: 'load' });
        return;
      }
      let png: Blob;
      try {
        png = await card.drawMomentCard({ moment, brand, note: text.cardNote });
      } catch {
        if (id === run.current) setState({ phase: 'failed', moment, reason: 'draw' });
        return;
      }
      if (id !== run.current) return;
      const file = new File([png], downloadName(text, brand, moment.author), {
        type: 'image/png',
      });
      release();
      const url = URL.createObjectURL(file);
      objectUrl.current = url;
      let canShare = false;
      try {
        canShare =
          typeof navigator.share === 'function' &&
          typeof navigator.canShare === 'function' &&
          navigator.canShare({ files: [file] });
      } catch {
        // A browser that cannot even ask has no share sheet for files.
      }
      setState({ phase: 'ready', moment, file, url, canShare, shareFailed: false });
    },
    [brand, release, text],
  );

  /** The first tap: opens the dialog (as soon as it has rendered) and starts drawing. */
  const open = useCallback(
    (moment: CardMoment, from: HTMLElement) => {
      trigger.current = from;
      void draw(moment);
    },
    [draw],
  );

  const closed = useCallback(() => {
    run.current += 1;
    release();
    setState({ phase: 'closed' });
    const from = trigger.current;
    trigger.current = null;
    if (from?.isConnected) from.focus();
  }, [release]);

  const retry = useCallback(() => {
    if (state.phase === 'failed') void draw(state.moment);
  }, [draw, state]);

  const shareFailed = useCallback(() => {
    setState((current) =>
      current.phase === 'ready' ? { ...current, shareFailed: true } : current,
    );
  }, []);

  const dialog = (
    <ShareDialog
      state={state}
      text={text}
      brand={brand}
      onClosed={closed}
      onRetry={retry}
      onShareFailed={shareFailed}
    />
  );
  return { open, dialog };
}

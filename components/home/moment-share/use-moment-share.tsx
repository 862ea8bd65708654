'use client';

import { useCallback, useRef, useState } from 'react';
import { PictureDialog, PictureShare, usePicture } from '@/components/share/picture-share';
import {
  brandValues,
  downloadName,
  fill,
  shareLine,
  type CardMoment,
  type MomentShareProps,
} from '@/lib/moment-card/text';

/** The card's drawing code: its own chunk, fetched on the first Share and never before. */
const loadCard = () => import('@/lib/moment-card/draw');

/**
 * A moment's Share: `open` (the first tap) opens the dialog and draws the card; the dialog's Share
 * (the second tap) hands the finished file to the share sheet. One dialog serves the whole list.
 */
export function useMomentShare({ text, brand }: MomentShareProps) {
  const picture = usePicture();
  const [moment, setMoment] = useState<CardMoment | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const { make, reset } = picture;

  /** The first tap: opens the dialog (as soon as it has rendered) and starts drawing. */
  const open = useCallback(
    (next: CardMoment, from: HTMLElement) => {
      trigger.current = from;
      setMoment(next);
      void make({
        load: loadCard,
        draw: (card: Awaited<ReturnType<typeof loadCard>>) =>
          card.drawMomentCard({ moment: next, brand, note: text.cardNote }),
        fileName: downloadName(text, brand, next.author),
      });
    },
    [brand, make, text],
  );

  const closed = useCallback(() => {
    reset();
    setMoment(null);
    const from = trigger.current;
    trigger.current = null;
    if (from?.isConnected) from.focus();
  }, [reset]);

  const values = brandValues(brand, moment?.author);
  const words = {
    ...text,
    loadError: fill(text.loadError, values),
    drawError: fill(text.drawError, values),
    attachNote: fill(text.attachNote, values),
    touchHint: fill(text.touchHint, values),
  };
  const dialog = (
    <PictureDialog
      open={moment !== null}
      title={text.dialogTitle}
      closeLabel={text.close}
      onClosed={closed}
      focusKey={picture.state.phase}
    >
      <PictureShare
        state={picture.state}
        text={words}
        alt={fill(text.imageAlt, values)}
        line={shareLine(text, brand)}
        width={1200}
        height={675}
        onRetry={picture.retry}
        onShareFailed={picture.shareFailed}
      />
    </PictureDialog>
  );
  return { open, dialog };
}

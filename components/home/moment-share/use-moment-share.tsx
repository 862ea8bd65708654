'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { PictureDialog, PictureProgress, usePicture } from '@/components/share/picture-share';
import {
  brandValues,
  downloadName,
  fill,
  type CardMoment,
  type MomentShareProps,
} from '@/lib/moment-card/text';
import { arrivedWith } from '@/lib/picture-return';

/** The card's drawing code: its own chunk, fetched on the first Share and never before. */
const loadCard = () => import('@/lib/moment-card/draw');
/** The picture and its Share, Download and Post on X: fetched with the drawing code. */
const loadPanel = () => import('@/components/share/picture-share-panel');

type Panel = Awaited<ReturnType<typeof loadPanel>>['PictureShare'];

/**
 * A moment's Share: `open` (the first tap) opens the dialog and draws the card; the dialog's Share
 * (the second tap) hands the finished file to the share sheet. One dialog serves the whole list.
 */
export function useMomentShare({ text, brand }: MomentShareProps) {
  const picture = usePicture();
  const [Panel, setPanel] = useState<Panel | null>(null);
  const [moment, setMoment] = useState<CardMoment | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const { make, reset } = picture;

  /** The first tap: opens the dialog (as soon as it has rendered) and starts drawing. */
  const open = useCallback(
    (next: CardMoment, from: HTMLElement | null) => {
      trigger.current = from;
      setMoment(next);
      void make({
        load: () =>
          Promise.all([loadCard(), loadPanel()]).then(([card, panel]) => {
            setPanel(() => panel.PictureShare);
            return card;
          }),
        draw: (card: Awaited<ReturnType<typeof loadCard>>) =>
          card.drawMomentCard({ moment: next, brand, note: text.cardNote }),
        fileName: downloadName(text, brand, next.author),
      });
    },
    [brand, make, text],
  );

  // Back from an app's browser with a moment to share: its card again, as the Share tap made it.
  useEffect(() => {
    const arrived = arrivedWith('moment');
    if (!arrived) return;
    const moment = { author: arrived.get('author') ?? '', text: arrived.get('text') ?? '' };
    // The address is read after hydration: the exported page knows no visitor's query.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    open(moment, null);
  }, [open]);

  const closed = useCallback(() => {
    reset();
    setMoment(null);
    const from = trigger.current;
    trigger.current = null;
    if (from?.isConnected) from.focus();
  }, [reset]);

  const values = brandValues(brand, moment?.author);
  // Every word with the moment's author and the brand filled in.
  const words = Object.fromEntries(
    Object.entries(text).map(([key, value]) => [key, fill(value, values)]),
  ) as typeof text;
  const dialog = (
    <PictureDialog
      open={moment !== null}
      title={text.dialogTitle}
      closeLabel={text.close}
      onClosed={closed}
    >
      {Panel ? (
        <Panel
          state={picture.state}
          text={words}
          alt={words.imageAlt}
          line={words.line}
          width={1200}
          height={675}
          onRetry={picture.retry}
          onShareFailed={picture.shareFailed}
          remake={{ kind: 'moment', fields: moment ?? undefined }}
        />
      ) : (
        <PictureProgress
          state={picture.state}
          text={words}
          width={1200}
          height={675}
          onRetry={picture.retry}
        />
      )}
    </PictureDialog>
  );
  return { open, dialog };
}

'use client';

import { clsx } from 'clsx';
import { buttonClass, buttonVariants } from '@/components/ui/styles';
import { fill } from '@/lib/fill';
import type { FrameSticker, PlacedSticker } from '@/lib/frame-maker/stickers';
import type { FrameText } from './types';

type StickerTrayProps = {
  text: Pick<
    FrameText,
    'stickersHeading' | 'addSticker' | 'selectSticker' | 'removeSticker' | 'photo'
  >;
  stickers: FrameSticker[];
  placed: PlacedSticker[];
  selected: number | null;
  onAdd: (sticker: number) => void;
  onSelect: (placed: number | null) => void;
  onRemove: () => void;
};

const chip = clsx(buttonClass, 'min-h-10 border border-line px-3');

/**
 * The team's stickers to add, and what the controls act on: the photo or one placed sticker
 * (a tap on the preview picks too). Nothing when the content lists no stickers.
 */
export function StickerTray({
  text,
  stickers,
  placed,
  selected,
  onAdd,
  onSelect,
  onRemove,
}: StickerTrayProps) {
  if (stickers.length === 0) return null;
  const targets: [string, number | null][] = [
    [text.photo, null],
    ...placed.map((item, index): [string, number] => [
      fill(text.selectSticker, { sticker: stickers[item.sticker]?.alt ?? '' }),
      index,
    ]),
  ];
  return (
    <section aria-label={text.stickersHeading} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{text.stickersHeading}</h3>
      <ul className="flex flex-wrap gap-2">
        {stickers.map((sticker, index) => (
          <li key={sticker.src}>
            <button
              type="button"
              onClick={() => onAdd(index)}
              className={clsx(
                'rounded-md border border-line p-1 hover:border-brand',
                // A light checkerboard, as editors show transparency, in either scheme: a dark
                // sticker (sunglasses) disappeared on the dark scheme's canvas colour.
                '[background:repeating-conic-gradient(#d4d4d8_0_25%,#f4f4f5_0_50%)_0_0/12px_12px]',
              )}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- made at build, sized */}
              <img
                src={sticker.src}
                alt=""
                width={48}
                height={48}
                className="size-12 object-contain"
              />
              <span className="sr-only">{fill(text.addSticker, { sticker: sticker.alt })}</span>
            </button>
          </li>
        ))}
      </ul>
      {placed.length > 0 ? (
        <div className="flex flex-wrap gap-1.5">
          {targets.map(([label, target]) => (
            <button
              key={target ?? 'photo'}
              type="button"
              aria-pressed={selected === target}
              onClick={() => onSelect(target)}
              className={clsx(
                chip,
                selected === target ? buttonVariants.primary : buttonVariants.ghost,
              )}
            >
              {label}
            </button>
          ))}
          {selected !== null ? (
            <button type="button" onClick={onRemove} className={clsx(chip, buttonVariants.outline)}>
              {text.removeSticker}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

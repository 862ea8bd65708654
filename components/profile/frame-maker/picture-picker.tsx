'use client';

import { clsx } from 'clsx';
import { buttonClass, buttonVariants } from '@/components/ui/styles';
import { artPicture } from '@/lib/art';
import { fill } from '@/lib/fill';
import type { FramePortrait } from '@/lib/frame-maker/site';
import type { FrameText } from './types';

type PicturePickerProps = {
  text: Pick<FrameText, 'choosePhoto' | 'dropHint' | 'privacy' | 'portraits' | 'usePortrait'>;
  portraits: FramePortrait[];
  onFile: (file: File) => void;
  onPortrait: (src: string) => void;
};

/**
 * The picture: a photo from the device (on a phone the input offers the camera and the library;
 * on a computer a photo may also be dropped or pasted), or one tap on a generated portrait.
 */
export function PicturePicker({ text, portraits, onFile, onPortrait }: PicturePickerProps) {
  return (
    <div className="flex flex-col gap-2">
      <label
        className={clsx(
          buttonClass,
          buttonVariants.outline,
          'min-h-10 cursor-pointer focus-within:ring-2 focus-within:ring-brand',
        )}
      >
        {text.choosePhoto}
        <input
          type="file"
          accept="image/*"
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so choosing the same file again is a new choice.
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      </label>
      <p className="text-sm text-muted">{text.dropHint}</p>
      <p className="text-xs text-muted">{text.privacy}</p>
      {portraits.length > 0 ? (
        <div>
          <p className="text-sm font-semibold">{text.portraits}</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {portraits.map(({ name, src }) => (
              <li key={src}>
                <button
                  type="button"
                  onClick={() => onPortrait(src)}
                  className="rounded-full hover:opacity-80"
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- generated art's WebPs */}
                  <img
                    {...artPicture(src)}
                    sizes="48px"
                    alt=""
                    width={48}
                    height={48}
                    className="size-12 rounded-full bg-brand-soft"
                  />
                  <span className="sr-only">{fill(text.usePortrait, { name })}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

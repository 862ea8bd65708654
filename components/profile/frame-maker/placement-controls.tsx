'use client';

import { clsx } from 'clsx';
import { buttonClass, buttonVariants } from '@/components/ui/styles';
import type { FrameText } from './types';

type PlacementControlsProps = {
  text: Pick<FrameText, 'zoomIn' | 'zoomOut' | 'rotateLeft' | 'rotateRight' | 'reset'>;
  onTransform: (change: { factor?: number; angle?: number }) => void;
  onReset: () => void;
};

const control = clsx(buttonClass, buttonVariants.outline, 'min-h-10 px-3');
const ZOOM = 1.25;
const TURN = Math.PI / 12;

/** Zoom, turn and reset for the selected photo or sticker, for a mouse, a finger or a screen reader. */
export function PlacementControls({ text, onTransform, onReset }: PlacementControlsProps) {
  const buttons: [string, () => void][] = [
    [text.zoomIn, () => onTransform({ factor: ZOOM })],
    [text.zoomOut, () => onTransform({ factor: 1 / ZOOM })],
    [text.rotateLeft, () => onTransform({ angle: -TURN })],
    [text.rotateRight, () => onTransform({ angle: TURN })],
    [text.reset, onReset],
  ];
  return (
    <div className="flex flex-wrap justify-center gap-1.5">
      {buttons.map(([label, action]) => (
        <button key={label} type="button" onClick={action} className={control}>
          {label}
        </button>
      ))}
    </div>
  );
}

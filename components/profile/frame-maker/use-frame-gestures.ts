'use client';

import { useEffect, useRef, type RefObject } from 'react';

/** A point of the picture, in frame units from its top-left corner (the picture is 1 × 1). */
export type FramePoint = { x: number; y: number };

export type FrameGestures = {
  /** A finger or the mouse went down here (to pick what it moves). */
  onGrab: (at: FramePoint) => void;
  onMove: (dx: number, dy: number) => void;
  /** Zoom by `factor` and turn by `angle` (radians) about a point. */
  onTransform: (change: { factor?: number; angle?: number; about: FramePoint }) => void;
};

const WHEEL_STEP = 0.0015;

type Pointer = { x: number; y: number };

function pair(pointers: Map<number, Pointer>) {
  const [a, b] = [...pointers.values()];
  if (!a || !b) return null;
  return {
    distance: Math.hypot(b.x - a.x, b.y - a.y),
    angle: Math.atan2(b.y - a.y, b.x - a.x),
    middle: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
  };
}

/**
 * Drag to move, pinch or wheel to zoom, two fingers to turn, on the preview: Pointer Events with
 * pointer capture (the element has touch-action: none, so the page neither scrolls nor zooms).
 */
export function useFrameGestures(target: RefObject<HTMLElement | null>, gestures: FrameGestures) {
  const latest = useRef(gestures);
  useEffect(() => {
    latest.current = gestures;
  });

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const pointers = new Map<number, Pointer>();
    const at = (event: { clientX: number; clientY: number }): Pointer => {
      const box = element.getBoundingClientRect();
      return {
        x: (event.clientX - box.left) / (box.width || 1),
        y: (event.clientY - box.top) / (box.height || 1),
      };
    };
    const down = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      element.setPointerCapture(event.pointerId);
      const point = at(event);
      if (pointers.size === 0) latest.current.onGrab(point);
      pointers.set(event.pointerId, point);
    };
    const move = (event: PointerEvent) => {
      const before = pointers.get(event.pointerId);
      if (!before) return;
      const was = pair(pointers);
      const point = at(event);
      pointers.set(event.pointerId, point);
      const now = pair(pointers);
      if (was && now) {
        latest.current.onTransform({
          factor: was.distance > 0 ? now.distance / was.distance : 1,
          angle: now.angle - was.angle,
          about: now.middle,
        });
        latest.current.onMove(now.middle.x - was.middle.x, now.middle.y - was.middle.y);
      } else if (pointers.size === 1) {
        latest.current.onMove(point.x - before.x, point.y - before.y);
      }
    };
    const up = (event: PointerEvent) => {
      pointers.delete(event.pointerId);
    };
    const wheel = (event: WheelEvent) => {
      event.preventDefault();
      latest.current.onTransform({
        factor: Math.exp(-event.deltaY * WHEEL_STEP),
        about: at(event),
      });
    };
    element.addEventListener('pointerdown', down);
    element.addEventListener('pointermove', move);
    element.addEventListener('pointerup', up);
    element.addEventListener('pointercancel', up);
    // Not passive: the wheel zooms the picture instead of scrolling the dialog.
    element.addEventListener('wheel', wheel, { passive: false });
    return () => {
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointermove', move);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', up);
      element.removeEventListener('wheel', wheel);
    };
  }, [target]);
}

'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { releaseCanvas } from '@/lib/canvas/png';
import type { FrameScene } from '@/lib/frame-maker/render';

type Render = (ctx: CanvasRenderingContext2D, size: number, scene: FrameScene) => void;

/** Sizes the canvas to its box at the device's pixel ratio and draws; false without a 2D context. */
function draw(element: HTMLCanvasElement, scene: FrameScene, render: Render): boolean {
  const ctx = element.getContext('2d');
  if (!ctx) return false;
  const size = Math.max(1, Math.round(element.clientWidth * (window.devicePixelRatio || 1)));
  if (element.width !== size) {
    element.width = size;
    element.height = size;
  }
  render(ctx, size, scene);
  return true;
}

/**
 * Draws the scene into the preview canvas at the device's pixel ratio whenever it changes; marks
 * the first preview with a picture for the bench, and shrinks the canvas to 1×1 on close.
 */
export function usePreview(
  canvas: RefObject<HTMLCanvasElement | null>,
  scene: FrameScene,
  render: Render,
  hasPicture: boolean,
) {
  const marked = useRef(false);

  useEffect(() => {
    const element = canvas.current;
    if (!element || !draw(element, scene, render)) return;
    if (hasPicture && !marked.current) {
      marked.current = true;
      performance.mark('maker:frame:preview');
    }
  });

  useEffect(() => {
    const element = canvas.current;
    return () => {
      if (element) releaseCanvas(element);
    };
  }, [canvas]);
}

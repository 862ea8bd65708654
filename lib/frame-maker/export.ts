import { canvasToPicture, releaseCanvas } from '@/lib/canvas/png';
import { render, type FrameScene } from './render';

/** The exported picture's side: a square avatar of at least 1000 pixels, cropped round by networks. */
export const EXPORT_SIZE = 1080;

/**
 * The framed picture at 1080 × 1080 (a PNG, or a JPEG over the size rule), drawn by the same
 * render() as the preview.
 */
export async function exportFrame(scene: FrameScene): Promise<Blob> {
  performance.mark('maker:frame:export-start');
  const canvas = document.createElement('canvas');
  canvas.width = EXPORT_SIZE;
  canvas.height = EXPORT_SIZE;
  try {
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('No 2D canvas');
    render(ctx, EXPORT_SIZE, { ...scene, selected: null });
    const png = canvasToPicture(canvas);
    performance.mark('maker:frame:export-end');
    return png;
  } finally {
    releaseCanvas(canvas);
  }
}

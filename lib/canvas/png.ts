import { fitPicture, type PictureType } from './fit';

/**
 * A drawn canvas as an image file, encoded at once. Not `canvas.toBlob`: Chromium encodes a toBlob
 * in the main thread's idle time and, when the page leaves it none, starts only after a timeout
 * (1 s on a computer, 4 s on Android) and can wait 5.7 s more to finish
 * (canvas_async_blob_creator.cc). A visitor waiting for their picture waited that long; `toDataURL`
 * encodes in the same task.
 */
function encodeCanvas(canvas: HTMLCanvasElement, type: PictureType, quality?: number): Blob {
  const url = canvas.toDataURL(type, quality);
  // An empty canvas, or one too big for the engine, gives "data:," and no picture.
  if (!url.startsWith(`data:${type};base64,`)) throw new Error(`the canvas made no ${type}`);
  return new Blob([fromBase64(url.slice(url.indexOf(',') + 1))], { type });
}

/**
 * A drawn canvas as the picture to share: a PNG, or a JPEG when the PNG is over the size rule
 * (fit.ts). JPEG has no transparency, so what is see-through is white in it, as viewers show it.
 */
export function canvasToPicture(canvas: HTMLCanvasElement): Blob {
  let flattened = false;
  return fitPicture((type, quality) => {
    if (type === 'image/jpeg' && !flattened) {
      flattened = true;
      const ctx = canvas.getContext('2d');
      if (ctx) {
        ctx.save();
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        ctx.globalCompositeOperation = 'destination-over';
        ctx.fillStyle = '#fff';
        ctx.fillRect(0, 0, canvas.width, canvas.height);
        ctx.restore();
      }
    }
    return encodeCanvas(canvas, type, quality);
  });
}

function fromBase64(base64: string): Uint8Array<ArrayBuffer> {
  const native = (Uint8Array as { fromBase64?: (text: string) => Uint8Array<ArrayBuffer> })
    .fromBase64;
  if (native) return native(base64);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A canvas's memory goes back at once: WebKit counts every live canvas against the page. */
export function releaseCanvas(canvas: HTMLCanvasElement): void {
  canvas.width = 1;
  canvas.height = 1;
}

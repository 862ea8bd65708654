/**
 * A drawn canvas as a PNG, encoded at once. Not `canvas.toBlob`: Chromium encodes a toBlob in the
 * main thread's idle time and, when the page leaves it none, starts only after a timeout (1 s on a
 * computer, 4 s on Android) and can wait 5.7 s more to finish (canvas_async_blob_creator.cc). A
 * visitor waiting for their picture waited that long; `toDataURL` encodes in the same task.
 */
export function canvasToPng(canvas: HTMLCanvasElement): Blob {
  const url = canvas.toDataURL('image/png');
  // An empty canvas, or one too big for the engine, gives "data:," and no picture.
  if (!url.startsWith('data:image/png;base64,')) throw new Error('the canvas made no PNG');
  return new Blob([fromBase64(url.slice(url.indexOf(',') + 1))], { type: 'image/png' });
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

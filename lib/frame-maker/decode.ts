/**
 * Turns a chosen file into pixels in the page: nothing is uploaded. Checked by its header first
 * (lib/frame-maker/sniff.ts), then decoded with EXIF orientation applied once, by the decoder, and
 * downscaled while decoding so no canvas is ever over WebKit's 16.7-megapixel cap.
 */
import { checkFile, MAX_FILE_BYTES, type PhotoProblem } from './sniff';

/** The longest side a photo is decoded at: 5 × the export's 1080, and 4000² is under 16.7 MP. */
export const DECODE_MAX_SIDE = 4000;

export type Decoded = {
  image: ImageBitmap | HTMLCanvasElement | HTMLImageElement;
  width: number;
  height: number;
};

export class PhotoError extends Error {
  constructor(readonly problem: PhotoProblem) {
    super(problem);
    this.name = 'PhotoError';
  }
}

/** The size that fits `max` on its longest side, never enlarged. */
export function fitWithin(width: number, height: number, max = DECODE_MAX_SIDE) {
  const ratio = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * ratio)),
    height: Math.max(1, Math.round(height * ratio)),
  };
}

/** The photo's upright size, read by an <img> (which applies EXIF orientation) without decoding it all. */
function uprightSize(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => reject(new Error('undecodable'));
    img.src = url;
  });
}

async function decodeImage(file: Blob): Promise<Decoded> {
  const url = URL.createObjectURL(file);
  let size: { width: number; height: number };
  try {
    size = await uprightSize(url);
  } finally {
    URL.revokeObjectURL(url);
  }
  const target = fitWithin(size.width, size.height);
  const bitmap = await createImageBitmap(file, {
    imageOrientation: 'from-image',
    resizeWidth: target.width,
    resizeHeight: target.height,
    resizeQuality: 'high',
  });
  if (bitmap.width <= DECODE_MAX_SIDE && bitmap.height <= DECODE_MAX_SIDE) {
    return { image: bitmap, width: bitmap.width, height: bitmap.height };
  }
  // A browser that ignored the resize options: scale it down on a canvas that fits the cap.
  const canvas = document.createElement('canvas');
  const fitted = fitWithin(bitmap.width, bitmap.height);
  canvas.width = fitted.width;
  canvas.height = fitted.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, fitted.width, fitted.height);
  bitmap.close();
  return { image: canvas, width: fitted.width, height: fitted.height };
}

/** The file's first bytes, where its type is written. */
function readHead(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, 512));
  });
}

/** The photo's pixels, or a PhotoError naming what is wrong with the file. */
export async function decodePhoto(file: File): Promise<Decoded> {
  if (file.size === 0 || file.size > MAX_FILE_BYTES) {
    throw new PhotoError(file.size === 0 ? 'empty' : 'tooBig');
  }
  const head = await readHead(file);
  const checked = checkFile(file.size, file.type, head);
  if (['empty', 'tooBig', 'svg', 'notImage'].includes(checked)) {
    throw new PhotoError(checked as PhotoProblem);
  }
  try {
    return await decodeImage(file);
  } catch {
    throw new PhotoError(checked === 'heic' ? 'heic' : 'corrupt');
  }
}

/** One of the site's own pictures (a generated portrait, a sticker), by its URL on this site. */
export async function loadPicture(url: string): Promise<HTMLImageElement> {
  const img = new Image();
  img.decoding = 'async';
  img.src = url;
  await img.decode();
  return img;
}

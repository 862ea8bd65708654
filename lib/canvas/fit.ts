/**
 * The size rule every shared or downloaded picture follows. Telegram's Android browser shares a
 * file only under 3 MB and silently drops a bigger one (DrKLO/Telegram, webview_share.js), and a
 * detailed photo framed at 1080 × 1080 makes a PNG of about 3.3 MB: such a picture goes out as a
 * JPEG at the highest quality that fits. 3,000,000 bytes is under 3 MB however a MB is counted.
 */
export const PICTURE_MAX_BYTES = 3_000_000;

/** From the best down; the last is still a fair photo at 1080 pixels. */
export const JPEG_QUALITIES = [0.92, 0.88, 0.84, 0.8, 0.75, 0.7, 0.6, 0.5] as const;

export type PictureType = 'image/png' | 'image/jpeg';

/** Encodes the drawn picture as `type` (JPEG at `quality`, 0 to 1). */
export type Encode = (type: PictureType, quality?: number) => Blob;

/**
 * The PNG when it fits (lossless, and the only one with transparency), otherwise the first JPEG,
 * best quality first, that fits; the smallest JPEG when none does.
 */
export function fitPicture(encode: Encode, max = PICTURE_MAX_BYTES): Blob {
  const png = encode('image/png');
  if (png.size <= max) return png;
  let jpeg = png;
  for (const quality of JPEG_QUALITIES) {
    jpeg = encode('image/jpeg', quality);
    if (jpeg.size <= max) return jpeg;
  }
  return jpeg;
}

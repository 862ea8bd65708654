/**
 * What a chosen file is, by its first bytes rather than its name or the type the device claims:
 * a text file named .jpg is not a photo, and a HEIC photo may come with no type at all.
 */

export type PhotoProblem = 'empty' | 'tooBig' | 'notImage' | 'svg' | 'heic' | 'corrupt';

/** Refused before any decoding: a phone photo is a few MB, a 48-megapixel one about 15. */
export const MAX_FILE_BYTES = 25 * 1024 * 1024;

export type Sniffed = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'bmp' | 'heic' | 'svg' | 'other';

const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];
const AVIF_BRANDS = ['avif', 'avis'];

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The type the header says, from at least the file's first 64 bytes. */
export function sniff(head: Uint8Array): Sniffed {
  const at = (i: number) => head[i] ?? -1;
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpeg';
  if (ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(head, 0, 4) === 'GIF8') return 'gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (ascii(head, 0, 2) === 'BM') return 'bmp';
  if (ascii(head, 4, 8) === 'ftyp') {
    // The major brand, then the compatible ones: an AVIF names avif somewhere, a HEIC does not.
    const size = Math.min(head.length, (at(0) << 24) | (at(1) << 16) | (at(2) << 8) | at(3));
    const brands: string[] = [ascii(head, 8, 12)];
    for (let i = 16; i + 4 <= size; i += 4) brands.push(ascii(head, i, i + 4));
    if (brands.some((brand) => AVIF_BRANDS.includes(brand))) return 'avif';
    if (brands.some((brand) => HEIF_BRANDS.includes(brand))) return 'heic';
    return 'other';
  }
  const text = ascii(head, 0, Math.min(head.length, 256)).replace(/^\ufeff|^\xef\xbb\xbf/, '');
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text)) {
    return 'svg';
  }
  return 'other';
}

/** The problem a file has before decoding, from its size, its claimed type and its header. */
export function checkFile(size: number, type: string, head: Uint8Array): PhotoProblem | Sniffed {
  if (size === 0) return 'empty';
  if (size > MAX_FILE_BYTES) return 'tooBig';
  const sniffed = sniff(head);
  if (sniffed === 'svg' || type === 'image/svg+xml') return 'svg';
  if (sniffed === 'other') return 'notImage';
  return sniffed;
}

import { checkFile, MAX_FILE_BYTES, sniff } from '@/lib/frame-maker/sniff';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part,
    ),
  );
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible);
};

describe('what a chosen file is', () => {
  it('knows photos by their first bytes', () => {
    expect(sniff(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniff(bytes([0x89], 'PNG\r\n\x1a\n'))).toBe('png');
    expect(sniff(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(sniff(bytes('GIF89a'))).toBe('gif');
    expect(sniff(ftyp('heic', 'mif1', 'heic'))).toBe('heic');
    expect(sniff(ftyp('mif1', 'mif1', 'avif'))).toBe('avif');
  });

  it('refuses an SVG, by its text or its claimed type', () => {
    expect(checkFile(100, '', bytes('<?xml version="1.0"?>\n<svg xmlns="…">'))).toBe('svg');
    expect(checkFile(100, 'image/svg+xml', bytes('   '))).toBe('svg');
  });

  it('calls a PDF, or text named .jpg, not an image, and an empty file empty', () => {
    expect(checkFile(100, 'application/pdf', bytes('%PDF-1.7'))).toBe('notImage');
    expect(checkFile(100, 'image/jpeg', bytes('hello, this is text'))).toBe('notImage');
    expect(checkFile(0, 'image/jpeg', bytes())).toBe('empty');
  });

  it('refuses a file over 25 MB before reading it', () => {
    expect(MAX_FILE_BYTES).toBe(25 * 1024 * 1024);
    expect(checkFile(MAX_FILE_BYTES + 1, 'image/jpeg', bytes([0xff, 0xd8, 0xff]))).toBe('tooBig');
    expect(checkFile(MAX_FILE_BYTES, 'image/jpeg', bytes([0xff, 0xd8, 0xff]))).toBe('jpeg');
  });
});

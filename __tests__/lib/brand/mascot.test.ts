/**
 * @jest-environment node
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { readMascot } from '@/lib/build/brand/mascot';

/**
 * A PNG's signature, header chunk and end chunk: all the check reads (the size is in the header).
 * Encoding whole images of these sizes took 3-9 s inside Jest on a busy machine.
 */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, adaptive filtering, not interlaced
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IEND', Buffer.alloc(0))]);
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mascot-'));
  await writeFile(path.join(dir, 'ok.png'), png(256, 300));
  await writeFile(path.join(dir, 'small.png'), png(255, 512));
  await writeFile(path.join(dir, 'png-named.jpg'), png(300, 300));
  await writeFile(path.join(dir, 'text.png'), 'not an image at all');
  await writeFile(path.join(dir, 'big.png'), Buffer.alloc(10 * 1024 * 1024 + 1));
  await writeFile(
    path.join(dir, 'tiny.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle r="40" cx="50" cy="50"/></svg>',
  );
});

describe('readMascot', () => {
  it('reads a PNG of at least 256×256 from its header', async () => {
    await expect(readMascot('ok.png', dir)).resolves.toMatchObject({
      type: 'png',
      width: 256,
      height: 300,
    });
  });

  it('accepts an SVG of any declared size: it is drawn at whatever size it is shown', async () => {
    await expect(readMascot('tiny.svg', dir)).resolves.toMatchObject({ type: 'svg' });
  });

  it('accepts the second token fixture', async () => {
    await expect(
      readMascot('e2e/fixtures/rebrand/mascot.png', path.resolve(__dirname, '../../..')),
    ).resolves.toMatchObject({ type: 'png', width: 512, height: 512 });
  });

  it.each([
    ['missing.png', /NEXT_PUBLIC_MASCOT names a file that does not exist \(got "missing.png"\)/],
    [
      'small.png',
      /NEXT_PUBLIC_MASCOT must be at least 256×256 pixels \(got "small.png", 255×512\)/,
    ],
    [
      'png-named.jpg',
      /NEXT_PUBLIC_MASCOT must be a PNG, WebP, JPEG or SVG image named for its type \(got "png-named.jpg", which is png\)/,
    ],
    [
      'text.png',
      /NEXT_PUBLIC_MASCOT must be a PNG, WebP, JPEG or SVG image; its header is none of them/,
    ],
    ['big.png', /NEXT_PUBLIC_MASCOT must be at most 10 MB \(got "big.png", 10.00 MB\)/],
    ['public/brand/mascot.png', /NEXT_PUBLIC_MASCOT must be outside public\//],
  ])('refuses %s', async (file, message) => {
    await expect(readMascot(file, dir)).rejects.toThrow(message);
  });
});

/**
 * @jest-environment node
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { readMascot } from '@/lib/brand/mascot';

function png(width: number, height: number): Buffer {
  return PNG.sync.write(new PNG({ width, height }));
}

// Writes real files: on a busy CI machine the first writes can take longer than Jest's 5 s.
jest.setTimeout(30_000);

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

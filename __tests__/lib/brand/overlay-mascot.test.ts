/**
 * @jest-environment node
 */
import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  makeOverlayMascot,
  OVERLAY_MASCOT_BUDGET,
  overlayManifestFile,
  overlayMascotImage,
  type MascotSource,
} from '@/lib/build/brand/overlay-mascot';

// sharp encodes several 576² images per case; a busy CI machine needs more than Jest's 5 s.
jest.setTimeout(60_000);

const root = path.resolve(__dirname, '../../..');

/** Random pixels do not compress: the heaviest image a team could upload, made here, not kept. */
async function noisePng(side: number): Promise<MascotSource> {
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  const bytes = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
  return { bytes, type: 'png', width: side, height: side };
}

/** A smooth 1024² picture: what most art is like, next to noise. */
async function gradientPng(side: number): Promise<MascotSource> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><defs><radialGradient id="g"><stop offset="0" stop-color="#fde047"/><stop offset="1" stop-color="#15803d"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const bytes = await sharp(Buffer.from(svg)).png().toBuffer();
  return { bytes, type: 'png', width: side, height: side };
}

async function fixture(file: string): Promise<MascotSource> {
  const bytes = await readFile(path.join(root, file));
  const { width = 0, height = 0, format = '' } = await sharp(bytes).metadata();
  return { bytes, type: format, width, height };
}

const circleSvg = (extra = '') =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><!-- a comment -->\n  <circle r="40" cx="50" cy="50" fill="#ff0000"/>${extra}</svg>`,
  );

describe('makeOverlayMascot', () => {
  it('makes a 288² and a 576² WebP of a 1024² picture, each at the size it says', async () => {
    const { files, manifest } = await makeOverlayMascot(await gradientPng(1024));

    expect(files.map((file) => file.name)).toEqual(['mascot-288.webp', 'mascot-576.webp']);
    for (const [i, file] of files.entries()) {
      const side = [288, 576][i];
      await expect(sharp(file.bytes).metadata()).resolves.toMatchObject({
        format: 'webp',
        width: side,
        height: side,
      });
    }
    expect(manifest).toEqual({
      src: 'mascot-576.webp',
      srcSet: [
        { name: 'mascot-288.webp', width: 288 },
        { name: 'mascot-576.webp', width: 576 },
      ],
      bytes: files[1]!.bytes.length,
    });
  });

  it('keeps a 1024² noise PNG of over 1 MB within the budget, at 288² alone', async () => {
    const upload = await noisePng(1024);
    expect(upload.bytes.length).toBeGreaterThan(1024 * 1024);

    const { files, manifest } = await makeOverlayMascot(upload);

    // Noise does not compress: no dense size fits the budget at an acceptable quality.
    expect(files.map((file) => file.name)).toEqual(['mascot-288.webp']);
    for (const file of files) expect(file.bytes.length).toBeLessThanOrEqual(OVERLAY_MASCOT_BUDGET);
    expect(manifest.bytes).toBeLessThanOrEqual(OVERLAY_MASCOT_BUDGET);
  });

  it('gives a picture too busy for 576² at the budget a smaller dense image, still within it', async () => {
    const { files } = await makeOverlayMascot(await noisePng(600));

    expect(files[0]!.name).toBe('mascot-288.webp');
    for (const file of files) expect(file.bytes.length).toBeLessThanOrEqual(OVERLAY_MASCOT_BUDGET);
    expect(files.map((file) => file.name)).not.toContain('mascot-576.webp');
  });

  it('keeps a plain picture at a good quality rather than squeezing it to the budget', async () => {
    const { files } = await makeOverlayMascot(await fixture('e2e/fixtures/rebrand/mascot.png'));
    // The second token's 512² PNG: its 2× WebP is a few KB, far below the budget.
    expect(files[1]!.bytes.length).toBeLessThan(OVERLAY_MASCOT_BUDGET / 2);
  });

  it('fails naming the size when even the lowest quality is over the budget', async () => {
    await expect(makeOverlayMascot(await noisePng(600), 1024)).rejects.toThrow(
      /NEXT_PUBLIC_MASCOT makes a loading-screen image of [\d.]+ KB at 288×288 even at the lowest quality, over the 1\.0 KB budget/,
    );
  });

  it('ships a small SVG optimised, as SVG, without its scripts', async () => {
    const svg = circleSvg('<script>alert(1)</script>');

    const { files, manifest } = await makeOverlayMascot({
      bytes: svg,
      type: 'svg',
      width: 100,
      height: 100,
    });

    expect(files.map((file) => file.name)).toEqual(['mascot.svg']);
    const text = files[0]!.bytes.toString('utf8');
    expect(files[0]!.bytes.length).toBeLessThan(svg.length);
    expect(text).toContain('<circle');
    expect(text).not.toMatch(/script|comment/);
    expect(manifest).toEqual({ src: 'mascot.svg', srcSet: [], bytes: files[0]!.bytes.length });
  });

  it('rasterises an SVG when the WebP is smaller, as for an SVG wrapping a large picture', async () => {
    const noise = await noisePng(400);
    const svg = circleSvg(
      `<image width="100" height="100" href="data:image/png;base64,${noise.bytes.toString('base64')}"/>`,
    );

    const { files } = await makeOverlayMascot({ bytes: svg, type: 'svg', width: 100, height: 100 });

    expect(files[0]!.name).toBe('mascot-288.webp');
    expect(files.every((file) => file.name.endsWith('.webp'))).toBe(true);
    expect(files.at(-1)!.bytes.length).toBeLessThan(svg.length);
  });

  it('never returns the upload itself', async () => {
    const upload = await fixture('e2e/fixtures/rebrand/mascot.png');
    const { files } = await makeOverlayMascot(upload);
    for (const file of files) expect(file.bytes.equals(upload.bytes)).toBe(false);
  });
});

describe('overlayMascotImage', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'overlay-'));
    await mkdir(path.dirname(overlayManifestFile(dir)), { recursive: true });
  });

  it('gives the srcset, sizes and explicit width and height under the base path', async () => {
    await writeFile(
      overlayManifestFile(dir),
      JSON.stringify({
        src: 'mascot-576.webp',
        srcSet: [
          { name: 'mascot-288.webp', width: 288 },
          { name: 'mascot-576.webp', width: 576 },
        ],
        bytes: 1000,
      }),
    );
    expect(overlayMascotImage('/pepein', dir)).toEqual({
      src: '/pepein/art/mascot-576.webp',
      srcSet: '/pepein/art/mascot-288.webp 288w, /pepein/art/mascot-576.webp 576w',
      sizes: '(min-width: 640px) 288px, 224px',
      width: 288,
      height: 288,
    });
  });

  it('gives an SVG alone', async () => {
    await writeFile(
      overlayManifestFile(dir),
      JSON.stringify({ src: 'mascot.svg', srcSet: [], bytes: 100 }),
    );
    expect(overlayMascotImage('', dir)).toEqual({
      src: '/art/mascot.svg',
      width: 288,
      height: 288,
    });
  });

  it('says to run the art script when the manifest is missing', () => {
    expect(() => overlayMascotImage('', dir)).toThrow(/run `npm run art` first/);
  });
});

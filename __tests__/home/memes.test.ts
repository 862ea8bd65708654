/**
 * @jest-environment node
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  MEME_LIMITS,
  keptFrames,
  makeMemes,
  memeImages,
  readMemes,
  type MemeEntry,
  type MemeLimits,
} from '@/lib/build/content/memes';

let root: string;

/** A still picture of one colour. */
function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#e0457b' } })
    .png()
    .toBuffer();
}

/** A picture of random pixels (the same every run): it weighs what a busy photo does. */
function noise(side: number): Promise<Buffer> {
  let seed = 1;
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i += 1) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    pixels[i] = seed >>> 24;
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
}

/** An animated GIF of `delays.length` frames, each its own colour. */
async function gif(width: number, height: number, delays: number[]): Promise<Buffer> {
  const frames = await Promise.all(
    delays.map((_, i) =>
      sharp({
        create: { width, height, channels: 4, background: { r: 40 * i, g: 120, b: 200, alpha: 1 } },
      })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: delays, loop: 0 })
    .toBuffer();
}

async function put(file: string, bytes: Buffer | string) {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), bytes);
}

async function problems(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect((error as Error).name).toBe('ContentError');
    return (error as Error).message;
  }
  throw new Error('expected a ContentError');
}

const entry = (file: string): MemeEntry => ({ file, alt: `A picture from ${file}` });

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'memes-'));
  await put('brand/memes/wide.png', await png(400, 300));
  await put('brand/memes/small.png', await png(100, 80));
  await put('brand/memes/noise.png', await noise(600));
  await put('brand/memes/dance.gif', await gif(300, 200, [100, 200, 300]));
  await put('brand/memes/long.gif', await gif(60, 60, [100, 200, 300, 400, 500]));
  await put('public/memes/shipped.png', await png(200, 200));
  await put('brand/memes/notes.png', 'not a picture');
  await put('brand/memes/renamed.png', await gif(60, 60, [100, 100]));
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe('readMemes', () => {
  it('reads each upload with its type, one frame’s size and its frames', async () => {
    const [still, animated] = await readMemes(
      [entry('brand/memes/wide.png'), entry('brand/memes/dance.gif')],
      root,
    );
    expect(still).toMatchObject({ type: 'png', width: 400, height: 300, frames: 1 });
    expect(animated).toMatchObject({ type: 'gif', width: 300, height: 200, frames: 3 });
  });

  it('names every bad entry’s field, its value and what is expected, at once', async () => {
    const message = await problems(
      readMemes(
        [
          entry('brand/memes/wide.png'),
          entry('brand/memes/missing.gif'),
          entry('public/memes/shipped.png'),
          entry('brand/memes/notes.png'),
          entry('brand/memes/renamed.png'),
          entry('../elsewhere.png'),
        ],
        root,
      ),
    );
    expect(message).not.toContain('home.hero.memes[0]');
    expect(message).toMatch(
      /home\.hero\.memes\[1\]\.file: "brand\/memes\/missing\.gif" does not exist/,
    );
    expect(message).toMatch(
      /home\.hero\.memes\[2\]\.file: "public\/memes\/shipped\.png" is inside public\//,
    );
    expect(message).toMatch(
      /home\.hero\.memes\[3\]\.file: "brand\/memes\/notes\.png" must be a PNG, JPEG, WebP or GIF image; its header says none of them/,
    );
    expect(message).toMatch(
      /home\.hero\.memes\[4\]\.file: "brand\/memes\/renamed\.png" is a GIF by its header: name it \.gif/,
    );
    expect(message).toMatch(
      /home\.hero\.memes\[5\]\.file: "\.\.\/elsewhere\.png" must be a path inside the project/,
    );
  });

  it('refuses an upload over its size or frame cap before decoding it', async () => {
    const limits: MemeLimits = { ...MEME_LIMITS, maxSourceBytes: 20 * 1024, maxSourceFrames: 2 };
    const message = await problems(
      readMemes([entry('brand/memes/noise.png'), entry('brand/memes/dance.gif')], root, limits),
    );
    expect(message).toMatch(
      /home\.hero\.memes\[0\]\.file: "brand\/memes\/noise\.png" is \d+\.\d KB: an upload may be at most 20\.0 KB/,
    );
    expect(message).toMatch(
      /home\.hero\.memes\[1\]\.file: "brand\/memes\/dance\.gif" has 3 frames: at most 2 are read/,
    );
  });
});

describe('keptFrames', () => {
  it('keeps every frame of a short animation', () => {
    expect(keptFrames(3, [100, 200, 300], 48)).toEqual({
      indexes: [0, 1, 2],
      delays: [100, 200, 300],
    });
  });

  it('keeps every n-th frame of a long one and the time the dropped ones showed', () => {
    expect(keptFrames(5, [100, 200, 300, 400, 500], 2)).toEqual({
      indexes: [0, 3],
      delays: [600, 900],
    });
    const many = keptFrames(100, [], 48);
    expect(many.indexes.length).toBeLessThanOrEqual(48);
    expect(many.delays.reduce((a, b) => a + b, 0)).toBe(100 * 100);
  });

  it('counts a delay of 10 ms or less as the 100 ms browsers show', () => {
    expect(keptFrames(2, [0, 10], 1)).toEqual({ indexes: [0], delays: [200] });
  });
});

describe('makeMemes', () => {
  it('makes a still picture a WebP fitted in 128×128 and one twice as dense, never the upload', async () => {
    const sources = await readMemes([entry('brand/memes/wide.png')], root);
    const { files, manifest } = await makeMemes(sources);
    expect(files.map((file) => file.name)).toEqual(['memes/meme-1.webp', 'memes/meme-1@2x.webp']);
    const [base, dense] = await Promise.all(files.map((file) => sharp(file.bytes).metadata()));
    expect(base).toMatchObject({ format: 'webp', width: 128, height: 96 });
    expect(dense).toMatchObject({ format: 'webp', width: 256, height: 192 });
    expect(manifest.memes).toEqual([
      {
        source: 'brand/memes/wide.png',
        src: 'memes/meme-1.webp',
        srcSet: [
          { name: 'memes/meme-1.webp', density: 1 },
          { name: 'memes/meme-1@2x.webp', density: 2 },
        ],
        width: 128,
        height: 96,
        frames: 1,
        bytes: files[1]!.bytes.length,
        template: { name: 'memes/meme-1-template.webp', width: 400, height: 300 },
      },
    ]);
  });

  it('never enlarges a small upload, nor makes a denser copy it has no pixels for', async () => {
    const sources = await readMemes([entry('brand/memes/small.png')], root);
    const { files, manifest } = await makeMemes(sources);
    expect(files.map((file) => file.name)).toEqual(['memes/meme-1.webp']);
    expect(await sharp(files[0]!.bytes).metadata()).toMatchObject({ width: 100, height: 80 });
    expect(manifest.memes[0]).toMatchObject({ width: 100, height: 80, srcSet: [{ density: 1 }] });
  });

  it('makes an animated GIF an animated WebP with its frames and timing', async () => {
    const sources = await readMemes([entry('brand/memes/dance.gif')], root);
    const { files, manifest } = await makeMemes(sources);
    expect(files.map((file) => file.name)).toEqual(['memes/meme-1.webp', 'memes/meme-1@2x.webp']);
    const base = await sharp(files[0]!.bytes, { animated: true }).metadata();
    expect(base).toMatchObject({ format: 'webp', width: 128, pageHeight: 85, pages: 3 });
    expect(base.delay).toEqual([100, 200, 300]);
    const dense = await sharp(files[1]!.bytes, { animated: true }).metadata();
    expect(dense).toMatchObject({ width: 256, pageHeight: 171, pages: 3 });
    expect(manifest.memes[0]).toMatchObject({ width: 128, height: 85, frames: 3 });
    // Each frame keeps its own picture: the third is not the first.
    const { data, info } = await sharp(files[0]!.bytes, { animated: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (frame: number) => data[frame * 85 * info.width * info.channels];
    expect(pixel(2)).toBeGreaterThan(pixel(0)! + 40);
  });

  it("gives the meme maker the animation's first frame, as a still at most 1200 pixels", async () => {
    const sources = await readMemes([entry('brand/memes/dance.gif')], root);
    const { templates, manifest } = await makeMemes(sources);
    expect(templates.map((file) => file.name)).toEqual(['memes/meme-1-template.webp']);
    const still = sharp(templates[0]!.bytes);
    const meta = await still.metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 200 });
    expect(meta.pages ?? 1).toBe(1);
    expect(manifest.memes[0]!.template).toMatchObject({ name: 'memes/meme-1-template.webp' });
    // The first frame's colour, not the third's.
    const first = await sharp(sources[0]!.bytes).raw().toBuffer();
    const { data } = await still.raw().toBuffer({ resolveWithObject: true });
    expect(Math.abs(data[0]! - first[0]!)).toBeLessThan(20);
  });

  it('keeps at most the frame cap of a long animation', async () => {
    const sources = await readMemes([entry('brand/memes/long.gif')], root);
    const { files } = await makeMemes(sources, { ...MEME_LIMITS, maxFrames: 2 });
    const meta = await sharp(files[0]!.bytes, { animated: true }).metadata();
    expect(meta.pages).toBe(2);
    expect(meta.delay).toEqual([600, 900]);
  });

  it('fails naming the file, its size and the cap when one picture is over it at the lowest quality', async () => {
    const sources = await readMemes(
      [entry('brand/memes/wide.png'), entry('brand/memes/noise.png')],
      root,
    );
    const message = await problems(makeMemes(sources, { ...MEME_LIMITS, fileBytes: 400 }));
    expect(message).not.toContain('home.hero.memes[0]');
    expect(message).toMatch(
      /home\.hero\.memes\[1\]\.file: "brand\/memes\/noise\.png" makes a 128×128 picture of \d+\.\d KB even at the lowest quality, over the cap of 0\.4 KB for one picture/,
    );
  });

  it('leaves out dense copies before failing a strip over its cap, then names every file’s size', async () => {
    const sources = await readMemes(
      [entry('brand/memes/noise.png'), entry('brand/memes/wide.png')],
      root,
    );
    const full = await makeMemes(sources);
    const [noiseBase, noiseDense, wideBase, wideDense] = full.files.map(
      (file) => file.bytes.length,
    );
    expect(full.files).toHaveLength(4);

    // Room for everything but the noise's dense copy, the largest.
    const squeezed = await makeMemes(sources, {
      ...MEME_LIMITS,
      stripBytes: noiseBase! + wideDense! + 10,
    });
    expect(squeezed.files.map((file) => file.name)).toEqual([
      'memes/meme-1.webp',
      'memes/meme-2.webp',
      'memes/meme-2@2x.webp',
    ]);
    expect(squeezed.manifest.memes[0]).toMatchObject({
      bytes: noiseBase,
      srcSet: [{ density: 1 }],
    });
    expect(noiseDense).toBeGreaterThan(wideDense!);

    const message = await problems(
      makeMemes(sources, { ...MEME_LIMITS, stripBytes: noiseBase! + wideBase! - 1 }),
    );
    expect(message).toMatch(
      /home\.hero\.memes: the pictures make a strip of \d+\.\d KB \(brand\/memes\/noise\.png \d+\.\d KB, brand\/memes\/wide\.png \d+\.\d KB\), over its cap of \d+\.\d KB/,
    );
  });
});

describe('memeImages', () => {
  const manifest = {
    memes: [
      {
        source: 'brand/memes/dance.gif',
        src: 'memes/meme-1.webp',
        srcSet: [
          { name: 'memes/meme-1.webp', density: 1 },
          { name: 'memes/meme-1@2x.webp', density: 2 },
        ],
        width: 128,
        height: 85,
        frames: 3,
        bytes: 2048,
        template: { name: 'memes/meme-1-template.webp', width: 600, height: 400 },
      },
      {
        source: 'brand/memes/small.png',
        src: 'memes/meme-2.webp',
        srcSet: [{ name: 'memes/meme-2.webp', density: 1 }],
        width: 100,
        height: 80,
        frames: 1,
        bytes: 512,
        template: { name: 'memes/meme-2-template.webp', width: 100, height: 80 },
      },
    ],
  };
  const entries = [entry('brand/memes/dance.gif'), entry('brand/memes/small.png')];

  it('gives each picture its files, size and the content’s alt text', () => {
    expect(memeImages(manifest, entries, (name) => `/base/art/${name}`)).toEqual([
      {
        src: '/base/art/memes/meme-1.webp',
        srcSet: '/base/art/memes/meme-1.webp 1x, /base/art/memes/meme-1@2x.webp 2x',
        width: 128,
        height: 85,
        alt: entries[0]!.alt,
        template: { src: '/base/art/memes/meme-1-template.webp', width: 600, height: 400 },
      },
      {
        src: '/base/art/memes/meme-2.webp',
        width: 100,
        height: 80,
        alt: entries[1]!.alt,
        template: { src: '/base/art/memes/meme-2-template.webp', width: 100, height: 80 },
      },
    ]);
  });

  it('refuses a manifest made for other files, asking for npm run art', () => {
    expect(() => memeImages(manifest, [entries[1]!, entries[0]!])).toThrow(/run `npm run art`/);
    expect(() => memeImages(manifest, entries.slice(0, 1))).toThrow(/run `npm run art`/);
  });
});

/**
 * @jest-environment node
 */
import sharp from 'sharp';
import { fitPicture, JPEG_QUALITIES, PICTURE_MAX_BYTES, type Encode } from '@/lib/canvas/fit';
import { pictureName } from '@/lib/picture-share';

const SIDE = 1080;

/** RGBA pixels: a smooth drawing, or a detailed photo (fine texture and sensor noise in every pixel). */
function pixels(detailed: boolean): Buffer {
  const data = Buffer.alloc(SIDE * SIDE * 4);
  let seed = 53;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let y = 0; y < SIDE; y += 1) {
    for (let x = 0; x < SIDE; x += 1) {
      const i = (y * SIDE + x) * 4;
      const texture = detailed ? 60 * Math.sin(x / 3) * Math.cos(y / 5) + 90 * (random() - 0.5) : 0;
      data[i] = Math.max(0, Math.min(255, (x * 255) / SIDE + texture));
      data[i + 1] = Math.max(0, Math.min(255, (y * 255) / SIDE + texture));
      data[i + 2] = Math.max(0, Math.min(255, 128 + texture));
      data[i + 3] = 255;
    }
  }
  return data;
}

const callOf = (type: string, quality?: number) =>
  quality === undefined ? type : `${type} ${quality}`;

/**
 * Every file a canvas's toDataURL could give for these pixels (the PNG, and the JPEG at each
 * quality fitPicture may try), made by libpng and libjpeg through sharp, as a browser makes them.
 * Made before the test: fitPicture's encoder is synchronous.
 */
async function encodings(data: Buffer): Promise<Map<string, Blob>> {
  const raw = () => sharp(data, { raw: { width: SIDE, height: SIDE, channels: 4 } });
  const files: [string, Promise<Buffer>][] = [
    [callOf('image/png'), raw().png().toBuffer()],
    ...JPEG_QUALITIES.map((quality): [string, Promise<Buffer>] => [
      callOf('image/jpeg', quality),
      raw()
        .jpeg({ quality: Math.round(quality * 100) })
        .toBuffer(),
    ]),
  ];
  const made = new Map<string, Blob>();
  for (const [call, file] of files) {
    const type = call.split(' ')[0]!;
    made.set(call, new Blob([new Uint8Array(await file)], { type }));
  }
  return made;
}

/** A canvas's toDataURL for the pixels `made` was made of; records each call. */
function encoder(made: Map<string, Blob>) {
  const calls: string[] = [];
  const encode: Encode = (type, quality) => {
    const call = callOf(type, quality);
    calls.push(call);
    const file = made.get(call);
    if (!file) throw new Error(`no file made for ${call}`);
    return file;
  };
  return { encode, calls };
}

let detailed: Map<string, Blob>;
let smooth: Map<string, Blob>;
// Making the files takes 2-3 s of CPU; beside a build on CI's two cores it took over Jest's 5 s
// default. The bound only limits waiting: no test here is about how long encoding takes.
const MAKING_FILES_MS = 60_000;
beforeAll(async () => {
  [detailed, smooth] = await Promise.all([encodings(pixels(true)), encodings(pixels(false))]);
}, MAKING_FILES_MS);

describe('the 3 MB rule', () => {
  it('sends a detailed photo, whose PNG is over 3 MB, as a JPEG at high quality under 3 MB', () => {
    const { encode, calls } = encoder(detailed);
    expect(encode('image/png').size).toBeGreaterThan(PICTURE_MAX_BYTES);
    calls.length = 0;

    const picture = fitPicture(encode);

    expect(picture.type).toBe('image/jpeg');
    expect(picture.size).toBeLessThanOrEqual(PICTURE_MAX_BYTES);
    expect(calls[0]).toBe('image/png');
    expect(calls[1]).toBe(`image/jpeg ${JPEG_QUALITIES[0]}`);
    expect(calls.length).toBeLessThanOrEqual(3);
  });

  it('keeps a picture that fits as a PNG, encoded once', () => {
    const { encode, calls } = encoder(smooth);

    const picture = fitPicture(encode);

    expect(picture.type).toBe('image/png');
    expect(picture.size).toBeLessThanOrEqual(PICTURE_MAX_BYTES);
    expect(calls).toEqual(['image/png']);
  });

  it('steps the JPEG quality down until the picture fits', () => {
    const sizes: Record<string, number> = { '0.92': 4e6, '0.88': 3.5e6, '0.84': 2.9e6 };
    const tried: number[] = [];
    const picture = fitPicture((type, quality) => {
      if (type === 'image/png') return new Blob([new Uint8Array(5e6)], { type });
      tried.push(quality!);
      return new Blob([new Uint8Array(sizes[String(quality)] ?? 1e6)], { type });
    });
    expect(tried).toEqual([0.92, 0.88, 0.84]);
    expect(picture.size).toBe(2.9e6);
  });
});

describe('pictureName', () => {
  it('names a JPEG .jpg and leaves a PNG’s name as it is', () => {
    expect(pictureName('lewdin-frame.png', 'image/jpeg')).toBe('lewdin-frame.jpg');
    expect(pictureName('lewdin-frame.png', 'image/png')).toBe('lewdin-frame.png');
  });
});

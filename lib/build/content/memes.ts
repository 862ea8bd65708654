/**
 * The team's own pictures for home's hero strip (`home.hero.memes`), checked and made at build
 * time (scripts/generate-art.ts) at the size the strip shows them: small WebPs under
 * public/art/memes/, an animated GIF or WebP as an animated WebP with at most 48 frames. Visitors
 * never download the upload. Node only: it reads files (sharp and image-size load when asked).
 */
import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { asset } from '@/lib/asset';
import { ContentError, contentFile, quote } from './load';

/** One entry of `home.hero.memes` in the content file. */
export type MemeEntry = { file: string; alt: string };

/**
 * The caps that keep the strip within the page's budgets whatever is uploaded. The strip is below
 * the fold and its images are lazy, but a phone that scrolls to it downloads them all.
 */
export type MemeLimits = {
  /** The upload; it never ships, so it may be large. */
  maxSourceBytes: number;
  /** Frames read from an animation; more is refused, not decoded. */
  maxSourceFrames: number;
  /** Frames the strip's animation keeps: a longer one keeps every second (third, …) frame. */
  maxFrames: number;
  /** The most one picture may weigh, its largest variant. */
  fileBytes: number;
  /** The most the whole strip may weigh, each picture's largest variant. */
  stripBytes: number;
};

export const MEME_LIMITS: MemeLimits = {
  maxSourceBytes: 10 * 1024 * 1024,
  maxSourceFrames: 480,
  maxFrames: 48,
  fileBytes: 150 * 1024,
  stripBytes: 600 * 1024,
};

/** The strip shows each picture in a square of at most 128 CSS pixels (96 on most screens). */
export const MEME_BOX = 128;
/** The dense-screen variant's box: 2× when the upload has the pixels, else as many as it has. */
const DENSE_BOXES = [2 * MEME_BOX, (3 * MEME_BOX) / 2] as const;
const QUALITIES = [80, 70, 60, 50, 40, 30, 20] as const;

/** image-size's names for the types a meme may be, and the extensions each may be named with. */
const EXTENSIONS: Record<string, readonly string[]> = {
  png: ['png'],
  jpg: ['jpg', 'jpeg'],
  webp: ['webp'],
  gif: ['gif'],
};
const TYPE_NAMES: Record<string, string> = { png: 'PNG', jpg: 'JPEG', webp: 'WebP', gif: 'GIF' };

/** A checked upload. */
export type MemeSource = {
  /** As the content file gives it, relative to the project. */
  file: string;
  bytes: Buffer;
  type: 'png' | 'jpg' | 'webp' | 'gif';
  /** One frame's pixels. */
  width: number;
  height: number;
  frames: number;
};

export type MemeFile = { name: string; bytes: Buffer };

/** File names are relative to /art/. */
export type MemeManifestEntry = {
  /** The upload it was made from, to tell a manifest made for other memes. */
  source: string;
  src: string;
  /** Every variant, the 1× first, with its pixel density relative to width × height. */
  srcSet: { name: string; density: number }[];
  /** The 1× image's pixels: the `<img>`'s width and height. */
  width: number;
  height: number;
  frames: number;
  /** The bytes of the largest variant a browser may pick. */
  bytes: number;
  /** The meme maker's template: the first frame, fitted inside MEME_TEMPLATE_BOX. */
  template: { name: string; width: number; height: number };
};
export type MemeManifest = { memes: MemeManifestEntry[] };

/** What the strip draws for one meme. */
export type HeroMeme = {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  alt: string;
  /** The meme maker's template, loaded when a visitor opens the maker. */
  template: { src: string; width: number; height: number };
};

/** The meme maker draws at most 1200 pixels on the longest side. */
export const MEME_TEMPLATE_BOX = 1200;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const size = (bytes: number) =>
  bytes < 1024 * 1024 ? kb(bytes) : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const field = (index: number) => `home.hero.memes[${index}].file`;

/** A problem with one field, in the form the content file's other problems take. */
function problem(index: number | null, text: string, file = contentFile()): string {
  return `${file}  ${index === null ? 'home.hero.memes' : field(index)}: ${text}`;
}

async function sharpOf() {
  return (await import('sharp')).default;
}

/** The problem with one entry's file, or its checked bytes (the frame's stickers are read the same way). */
export async function readOne(
  file: string,
  root: string,
  limits: MemeLimits,
): Promise<MemeSource | string> {
  const given = quote(file);
  const full = path.resolve(root, file);
  const inProject = path.relative(root, full);
  if (path.isAbsolute(file) || inProject.startsWith('..') || path.isAbsolute(inProject)) {
    return `${given} must be a path inside the project, such as brand/memes/gm.gif`;
  }
  if (!path.relative(path.join(root, 'public'), full).startsWith('..')) {
    return `${given} is inside public/, which ships every file as it is: keep the upload outside public/ (e.g. brand/memes/); the build makes the strip's images from it`;
  }
  let bytes: Buffer;
  try {
    if (!statSync(full).isFile())
      return `${given} is not a file: it must name a PNG, JPEG, WebP or GIF image`;
    bytes = await readFile(full);
  } catch {
    return `${given} does not exist: it must name a PNG, JPEG, WebP or GIF image in the project`;
  }
  if (bytes.length > limits.maxSourceBytes) {
    return `${given} is ${size(bytes.length)}: an upload may be at most ${size(limits.maxSourceBytes)} (the strip's images are made from it, far smaller)`;
  }
  // Loaded here, not at the top: image-size needs TextDecoder, which the pages' jsdom tests lack.
  const { imageSize } = await import('image-size');
  let type: string | undefined;
  try {
    type = imageSize(bytes).type;
  } catch {
    type = undefined;
  }
  if (!type || !EXTENSIONS[type]) {
    return `${given} must be a PNG, JPEG, WebP or GIF image; its header says ${type ? type.toUpperCase() : 'none of them'}`;
  }
  const extension = path.extname(file).slice(1).toLowerCase();
  if (!EXTENSIONS[type]!.includes(extension)) {
    return `${given} is a ${TYPE_NAMES[type]} by its header: name it .${EXTENSIONS[type]![0]}, as its type`;
  }
  const sharp = await sharpOf();
  try {
    const meta = await sharp(bytes, { animated: true }).metadata();
    const frames = meta.pages ?? 1;
    if (frames > limits.maxSourceFrames) {
      return `${given} has ${frames} frames: at most ${limits.maxSourceFrames} are read (the strip keeps ${limits.maxFrames})`;
    }
    return {
      file,
      bytes,
      type: type as MemeSource['type'],
      width: meta.width,
      height: meta.pageHeight ?? meta.height,
      frames,
    };
  } catch (error) {
    return `${given} could not be read as an image (${error instanceof Error ? error.message : String(error)})`;
  }
}

/**
 * Reads and checks every entry's file before anything is made: inside the project and outside
 * public/, present, at most 10 MB, a PNG, JPEG, WebP or GIF by its header (and named for it), with
 * at most 480 frames. Throws one ContentError naming every bad entry's field, value and what is
 * expected.
 */
export async function readMemes(
  entries: readonly MemeEntry[],
  root = process.cwd(),
  limits: MemeLimits = MEME_LIMITS,
): Promise<MemeSource[]> {
  const found = await Promise.all(entries.map(({ file }) => readOne(file, root, limits)));
  const problems = found.flatMap((result, index) =>
    typeof result === 'string' ? [problem(index, result)] : [],
  );
  if (problems.length > 0) throw new ContentError(contentFile(), problems);
  return found as MemeSource[];
}

/** Which frames an animation of `count` keeps (every `step`-th) and how long each then shows. */
export function keptFrames(
  count: number,
  delays: readonly number[],
  max: number,
): { indexes: number[]; delays: number[] } {
  const step = Math.ceil(count / max);
  const indexes: number[] = [];
  const kept: number[] = [];
  for (let start = 0; start < count; start += step) {
    indexes.push(start);
    let total = 0;
    // A delay of 10 ms or less shows for 100 ms in browsers: keep the time the visitor saw.
    for (let i = start; i < Math.min(start + step, count); i += 1) {
      const delay = delays[i] ?? 100;
      total += delay <= 10 ? 100 : delay;
    }
    kept.push(Math.min(total, 65_535));
  }
  return { indexes, delays: kept };
}

type Pixels = {
  data: Buffer;
  width: number;
  /** One frame's height. */
  height: number;
  channels: 1 | 2 | 3 | 4;
  premultiplied: boolean;
  frames: number;
  delays: number[];
  loop: number;
};

/** The upload's pixels fitted inside a `box` square, never enlarged; at most `maxFrames` frames. */
async function pixels(source: MemeSource, box: number, maxFrames: number): Promise<Pixels> {
  const sharp = await sharpOf();
  const animated = source.frames > 1;
  const image = animated ? sharp(source.bytes, { animated: true }) : sharp(source.bytes).rotate();
  const meta = animated ? await sharp(source.bytes, { animated: true }).metadata() : null;
  const { data, info } = await image
    .resize(box, box, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const height = animated ? (info.pageHeight ?? info.height / source.frames) : info.height;
  const base = {
    width: info.width,
    height,
    channels: info.channels,
    premultiplied: info.premultiplied ?? false,
    loop: meta?.loop ?? 0,
  };
  if (!animated) return { ...base, data, frames: 1, delays: [] };
  const { indexes, delays } = keptFrames(source.frames, meta?.delay ?? [], maxFrames);
  const frameBytes = info.width * height * info.channels;
  const kept =
    indexes.length === source.frames
      ? data
      : Buffer.concat(indexes.map((i) => data.subarray(i * frameBytes, (i + 1) * frameBytes)));
  return { ...base, data: kept, frames: indexes.length, delays };
}

async function encode(image: Pixels, quality: number): Promise<Buffer> {
  const sharp = await sharpOf();
  const raw = {
    width: image.width,
    height: image.height * image.frames,
    channels: image.channels,
    premultiplied: image.premultiplied,
    ...(image.frames > 1 ? { pageHeight: image.height } : {}),
  };
  return sharp(image.data, { raw })
    .webp(image.frames > 1 ? { quality, delay: image.delays, loop: image.loop } : { quality })
    .toBuffer();
}

/** The WebP at the first quality that fits `budget`, or the smallest tried when none does. */
async function smallest(image: Pixels, budget: number): Promise<{ bytes: Buffer; fits: boolean }> {
  let bytes: Buffer = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    bytes = await encode(image, quality);
    if (bytes.length <= budget) return { bytes, fits: true };
  }
  return { bytes, fits: false };
}

type Variant = { name: string; bytes: Buffer; width: number; density: number };
type Made = {
  source: MemeSource;
  template: { name: string; bytes: Buffer; width: number; height: number };
  base: Variant;
  dense: Variant | null;
  height: number;
  frames: number;
};

/** One meme's 1× WebP and, when the upload has the pixels and it fits, its dense-screen one. */
async function makeOne(
  source: MemeSource,
  index: number,
  limits: MemeLimits,
): Promise<Made | string> {
  const stem = `memes/meme-${index + 1}`;
  const image = await pixels(source, MEME_BOX, limits.maxFrames);
  const base = await smallest(image, limits.fileBytes);
  if (!base.fits) {
    return `${quote(source.file)} makes a ${image.width}×${image.height} picture${image.frames > 1 ? ` of ${image.frames} frames` : ''} of ${kb(base.bytes.length)} even at the lowest quality, over the cap of ${kb(limits.fileBytes)} for one picture: use a shorter or simpler animation, or a still image`;
  }
  let dense: Variant | null = null;
  for (const box of DENSE_BOXES) {
    const large = await pixels(source, box, limits.maxFrames);
    // Not past the upload's own pixels, and only when it adds some.
    if (large.width * 4 < image.width * 5 && large.height * 4 < image.height * 5) break;
    const made = await smallest(large, limits.fileBytes);
    if (made.fits) {
      const density = Math.round((large.width / image.width) * 100) / 100;
      const name = `${stem}@${Math.round(density * 10) / 10}x.webp`;
      dense = { name, bytes: made.bytes, width: large.width, density };
      break;
    }
  }
  const sharp = await sharpOf();
  // An animation gives its first frame: sharp reads one page unless asked for more.
  const still = await sharp(source.bytes)
    .rotate()
    .resize(MEME_TEMPLATE_BOX, MEME_TEMPLATE_BOX, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return {
    source,
    template: {
      name: `${stem}-template.webp`,
      bytes: still.data,
      width: still.info.width,
      height: still.info.height,
    },
    base: { name: `${stem}.webp`, bytes: base.bytes, width: image.width, density: 1 },
    dense,
    height: image.height,
    frames: image.frames,
  };
}

const largest = (made: Made) => (made.dense ?? made.base).bytes.length;

/**
 * The strip's files and their manifest: for each meme, a WebP fitted inside 128×128 and one about
 * twice as dense, each at the best quality within the cap for one picture; an animation keeps at
 * most 48 frames (and its timing). When the whole strip is over its cap, the largest dense
 * variants are left out first; when the 1× images alone are over, or one picture is over at the
 * lowest quality, it throws a ContentError naming the file, its size and the cap.
 */
export async function makeMemes(
  sources: readonly MemeSource[],
  limits: MemeLimits = MEME_LIMITS,
): Promise<{ files: MemeFile[]; templates: MemeFile[]; manifest: MemeManifest }> {
  const results: (Made | string)[] = [];
  for (const [index, source] of sources.entries()) {
    try {
      results.push(await makeOne(source, index, limits));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      results.push(`${quote(source.file)} could not be made into the strip's picture (${reason})`);
    }
  }
  const problems = results.flatMap((result, index) =>
    typeof result === 'string' ? [problem(index, result)] : [],
  );
  if (problems.length > 0) throw new ContentError(contentFile(), problems);
  const made = results as Made[];
  const total = () => made.reduce((sum, item) => sum + largest(item), 0);
  for (const item of [...made].sort((a, b) => largest(b) - largest(a))) {
    if (total() <= limits.stripBytes) break;
    item.dense = null;
  }
  if (total() > limits.stripBytes) {
    const sizes = made.map((item) => `${item.source.file} ${kb(largest(item))}`).join(', ');
    throw new ContentError(contentFile(), [
      problem(
        null,
        `the pictures make a strip of ${kb(total())} (${sizes}), over its cap of ${kb(limits.stripBytes)}: use fewer, shorter or still pictures`,
      ),
    ]);
  }
  return {
    files: made.flatMap(({ base, dense }) => [base, ...(dense ? [dense] : [])]),
    templates: made.map(({ template }) => ({ name: template.name, bytes: template.bytes })),
    manifest: {
      memes: made.map(({ source, template, base, dense, height, frames }) => ({
        source: source.file,
        src: base.name,
        srcSet: [base, ...(dense ? [dense] : [])].map(({ name, density }) => ({ name, density })),
        width: base.width,
        height,
        frames,
        bytes: (dense ?? base).bytes.length,
        template: { name: template.name, width: template.width, height: template.height },
      })),
    },
  };
}

/** Where the build keeps the manifest: beside the overlay mascot's, not shipped. */
export function memeManifestFile(root = process.cwd()): string {
  return path.join(root, '.art', 'memes.json');
}

/** The strip's `<img>` attributes, from the manifest and the content's alt texts. */
export function memeImages(
  manifest: MemeManifest,
  entries: readonly MemeEntry[],
  url: (name: string) => string = (name) => asset(`/art/${name}`),
): HeroMeme[] {
  const current =
    manifest.memes.length === entries.length &&
    manifest.memes.every((meme, index) => meme.source === entries[index]!.file);
  if (!current) {
    throw new Error(
      'The hero strip’s pictures were made for other files than home.hero.memes lists: run `npm run art` (npm run dev and npm run build run it first).',
    );
  }
  return manifest.memes.map((meme, index) => ({
    src: url(meme.src),
    ...(meme.srcSet.length > 1
      ? { srcSet: meme.srcSet.map(({ name, density }) => `${url(name)} ${density}x`).join(', ') }
      : {}),
    width: meme.width,
    height: meme.height,
    alt: entries[index]!.alt,
    template: {
      src: url(meme.template.name),
      width: meme.template.width,
      height: meme.template.height,
    },
  }));
}

/** The strip's pictures for the content's memes, from the manifest `npm run art` wrote. */
export function heroMemes(entries: readonly MemeEntry[], root = process.cwd()): HeroMeme[] {
  let manifest: MemeManifest;
  try {
    manifest = JSON.parse(readFileSync(memeManifestFile(root), 'utf8'));
  } catch {
    throw new Error(`${memeManifestFile(root)} is missing: run \`npm run art\` first.`);
  }
  return memeImages(manifest, entries);
}

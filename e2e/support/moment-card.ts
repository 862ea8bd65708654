import { PNG } from 'pngjs';
import { expect } from '@playwright/test';
import { CARD_HEIGHT, CARD_LAYOUT, CARD_WIDTH, type Box } from '../../lib/moment-card/layout';
import { momentCardBrand } from '../../lib/moment-card/site';
import type { MomentCardBrand } from '../../lib/moment-card/text';

/** How the share stub answers: the sheet shared, the visitor closed it, or the device refused. */
export type ShareOutcome = 'shared' | 'AbortError' | 'NotAllowedError';

/** What the stub saw of one navigator.share call. */
export type SharedCall = {
  /** The type of the event being dispatched when share() was called ('click': within the tap). */
  during: string | null;
  text: string | null;
  url: string | null;
  files: { name: string; type: string; size: number }[];
  /** The first file's bytes, base64 (filled in once read). */
  base64: string | null;
};

type StubWindow = Window & { __shares: SharedCall[]; __shareOutcome: ShareOutcome };

/**
 * Runs in the page, the same in every engine (an init script, or after load): replaces
 * navigator.share and navigator.canShare with a stub that says yes to PNG files, records every
 * call with the files it received (and their bytes) and answers as `window.__shareOutcome` says.
 * Self-contained, because each tool sends it to the page as source.
 */
export function stubShare(outcome: ShareOutcome = 'shared') {
  const w = window as unknown as StubWindow;
  w.__shares = [];
  w.__shareOutcome = outcome;
  const canShare = (data?: ShareData) =>
    !!data?.files?.length && data.files.every((file) => file.type === 'image/png');
  const share = (data?: ShareData) => {
    const files = [...(data?.files ?? [])];
    const call: SharedCall = {
      during: (window as unknown as { event?: Event }).event?.type ?? null,
      text: data?.text ?? null,
      url: data?.url ?? null,
      files: files.map(({ name, type, size }) => ({ name, type, size })),
      base64: null,
    };
    w.__shares.push(call);
    if (files[0]) {
      void files[0].arrayBuffer().then((buffer) => {
        const bytes = new Uint8Array(buffer);
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000)
          binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        call.base64 = btoa(binary);
      });
    }
    const answer = w.__shareOutcome;
    return answer === 'shared'
      ? Promise.resolve()
      : Promise.reject(new DOMException(answer, answer));
  };
  for (const [name, value] of [
    ['share', share],
    ['canShare', canShare],
  ] as const) {
    Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
  }
}

/** Runs in the page: the calls the stub has recorded so far. */
export function sharedCalls(): SharedCall[] {
  return (window as unknown as StubWindow).__shares;
}

type ObjectUrlWindow = Window & { __objectUrls: Record<string, Blob> };

/**
 * Runs in the page: keeps every Blob the page turns into an object URL, by its URL, so a test can
 * read the bytes behind a link without fetching it (the page's CSP rightly allows no fetch of
 * blob: URLs). Self-contained, sent to the page as source.
 */
export function recordObjectUrls() {
  const w = window as unknown as ObjectUrlWindow;
  w.__objectUrls = {};
  const create = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = create(object);
    if (object instanceof Blob) w.__objectUrls[url] = object;
    return url;
  };
}

/** Runs in the page: the bytes of the Blob behind a link's object URL, base64, or null. */
export async function linkedBytes(selector: string): Promise<string | null> {
  const href = document.querySelector<HTMLAnchorElement>(selector)?.getAttribute('href') ?? '';
  const blob = (window as unknown as ObjectUrlWindow).__objectUrls?.[href];
  if (!blob) return null;
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const channels = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** The brand as the build passes it to the card (the same function the page uses). */
let brand: MomentCardBrand | undefined;

/** The build's brand as its cards draw it, read on the first call: the build's art must be made. */
export function cardBrand(): MomentCardBrand {
  brand ??= momentCardBrand();
  return brand;
}

function pixel(image: PNG, x: number, y: number) {
  const i = (image.width * y + x) * 4;
  return [...image.data.subarray(i, i + 4)];
}

/** Pixels in `box` within `tolerance` of `colour` on every channel. */
export function countNear(image: PNG, colour: readonly number[], box: Box, tolerance = 60) {
  let count = 0;
  for (let y = box.y; y < box.y + box.height; y += 1) {
    for (let x = box.x; x < box.x + box.width; x += 1) {
      const p = pixel(image, x, y);
      if (colour.every((c, k) => Math.abs(p[k]! - c) <= tolerance)) count += 1;
    }
  }
  return count;
}

/** How many colours, in steps of 32 a channel, the box of the image has. */
function colourCount(image: PNG, box: Box) {
  const seen = new Set<string>();
  for (let y = box.y; y < box.y + box.height; y += 1) {
    for (let x = box.x; x < box.x + box.width; x += 1) {
      seen.add(
        pixel(image, x, y)
          .slice(0, 3)
          .map((c) => c >> 5)
          .join(),
      );
    }
  }
  return seen.size;
}

/**
 * Decodes a card and checks what every card must be: a 1200×675 PNG, the brand colour at the
 * brand point, the sentence's ink inside its box, and no ink past the post's right edge (a line
 * that overflowed would run on over the brand colour there).
 */
export function checkCard(bytes: Buffer, label: string) {
  const image = PNG.sync.read(bytes);
  expect([image.width, image.height], `${label}: size`).toEqual([CARD_WIDTH, CARD_HEIGHT]);
  const { brandPoint, sentence, panel, mascot } = CARD_LAYOUT;
  const at = pixel(image, brandPoint.x, brandPoint.y);
  const brand = channels(cardBrand().colors.brand);
  at.slice(0, 3).forEach((c, k) =>
    expect(Math.abs(c - brand[k]!), `${label}: brand colour ${at}`).toBeLessThanOrEqual(2),
  );
  expect(at[3], `${label}: opaque`).toBe(255);
  const ink = channels(cardBrand().colors.ink);
  expect(countNear(image, ink, sentence), `${label}: ink in the sentence`).toBeGreaterThan(200);
  const beyond = { x: panel.x + panel.width + 2, y: panel.y, width: 24, height: panel.height };
  expect(countNear(image, ink, beyond, 40), `${label}: no ink past the post`).toBe(0);
  // The mascot was drawn: the square inside its circle is a picture, not one flat colour.
  const side = Math.floor(mascot.width / Math.SQRT2);
  const inner = {
    x: mascot.x + Math.ceil((mascot.width - side) / 2),
    y: mascot.y + Math.ceil((mascot.height - side) / 2),
    width: side,
    height: side,
  };
  expect(colourCount(image, inner), `${label}: the mascot`).toBeGreaterThan(8);
  return image;
}

export const fromBase64 = (base64: string) => Buffer.from(base64, 'base64');

/**
 * Runs in the page: canvas.toBlob never answers, Chromium's worst case when the page leaves it no
 * idle time (it waits up to 4 s to start on Android). A picture that waits on it never appears.
 */
export function stallToBlob() {
  HTMLCanvasElement.prototype.toBlob = () => {};
}

import '@testing-library/jest-dom';
import { TextEncoder } from 'node:util';

// jsdom leaves out TextEncoder, which qrcode uses to encode the contract page's QR code.
globalThis.TextEncoder ??= TextEncoder;

// jsdom has <dialog> without its modal methods, which the share and maker dialogs call.
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

/**
 * `real`, or, where what `npm run art` writes is missing (a fresh clone has not run it before
 * Jest), `standIn` of the same shape. A call that names its own project root (the second
 * argument) asks for the real answer.
 */
function mockOrStandIn<A extends unknown[], R>(
  real: (...args: A) => R,
  standIn: (...args: A) => R,
) {
  return (...args: A): R => {
    try {
      return real(...args);
    } catch (error) {
      if (args[1] !== undefined) throw error;
      return standIn(...args);
    }
  };
}

// Pages pass the loading screen's mascot to home's share cards.
jest.mock('@/lib/build/brand/overlay-mascot', () => {
  const actual = jest.requireActual<typeof import('@/lib/build/brand/overlay-mascot')>(
    '@/lib/build/brand/overlay-mascot',
  );
  return {
    ...actual,
    overlayMascotImage: mockOrStandIn(actual.overlayMascotImage, () => ({
      src: '/art/mascot.svg',
      width: 288,
      height: 288,
    })),
  };
});

// Home's hero strip shows a team's memes: one stand-in a meme, where their manifest is missing or
// was made for other files.
jest.mock('@/lib/build/content/memes', () => {
  const actual = jest.requireActual<typeof import('@/lib/build/content/memes')>(
    '@/lib/build/content/memes',
  );
  return {
    ...actual,
    heroMemes: mockOrStandIn(actual.heroMemes, (entries) =>
      entries.map((entry, index) => ({
        src: `/art/meme-${index + 1}.webp`,
        width: 320,
        height: 320,
        alt: entry.alt,
      })),
    ),
  };
});

// The frame maker's stickers: a stand-in picture each, where their manifest is missing.
jest.mock('@/lib/build/content/stickers', () => {
  const actual = jest.requireActual<typeof import('@/lib/build/content/stickers')>(
    '@/lib/build/content/stickers',
  );
  return {
    ...actual,
    frameStickers: mockOrStandIn(actual.frameStickers, (entries) =>
      entries.map((entry, index) => ({
        src: `/art/stickers/sticker-${index + 1}.webp`,
        width: 512,
        height: 512,
        alt: entry.alt,
      })),
    ),
  };
});

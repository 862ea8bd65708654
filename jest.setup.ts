import '@testing-library/jest-dom';
import { TextEncoder } from 'node:util';

// jsdom leaves out TextEncoder, which qrcode uses to encode the contract page's QR code.
globalThis.TextEncoder ??= TextEncoder;

// Pages pass the loading screen's mascot (made by `npm run art`, which a fresh clone has not run
// before Jest) to home's share cards: where its manifest is missing, a stand-in of the same shape.
jest.mock('@/lib/brand/overlay-mascot', () => {
  const actual = jest.requireActual('@/lib/brand/overlay-mascot');
  return {
    ...actual,
    overlayMascotImage: (...args: Parameters<typeof actual.overlayMascotImage>) => {
      try {
        return actual.overlayMascotImage(...args);
      } catch (error) {
        // A test that names its own project root asks for the real answer.
        if (args[1] !== undefined) throw error;
        return { src: '/art/mascot.svg', width: 288, height: 288 };
      }
    },
  };
});

// Likewise the hero strip's pictures, which `npm run art` makes from a team's memes: where their
// manifest is missing or was made for other files, stand-ins of the same shape, one per meme.
jest.mock('@/lib/content/memes', () => {
  const actual = jest.requireActual<typeof import('@/lib/content/memes')>('@/lib/content/memes');
  return {
    ...actual,
    heroMemes: (...args: Parameters<typeof actual.heroMemes>) => {
      try {
        return actual.heroMemes(...args);
      } catch (error) {
        if (args[1] !== undefined) throw error;
        const [entries] = args;
        return entries.map((entry, index) => ({
          src: `/art/meme-${index + 1}.webp`,
          width: 320,
          height: 320,
          alt: entry.alt,
        }));
      }
    },
  };
});

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

import '@testing-library/jest-dom';
import { TextEncoder } from 'node:util';

// jsdom leaves out TextEncoder, which qrcode uses to encode the contract page's QR code.
globalThis.TextEncoder ??= TextEncoder;

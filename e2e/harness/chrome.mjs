/**
 * Debian's Chromium, as root, on a machine whose network is closed to everything but localhost.
 * Plain JavaScript, so that the bench, run by node alone, can import it too.
 */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

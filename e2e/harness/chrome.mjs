/**
 * Debian's Chromium, as root, on a machine whose network is closed to everything but localhost.
 * Plain JavaScript, so that the bench, run by node alone, can import it too.
 */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The Chromium the browser tests drive: Debian's chromium-headless-shell, the headless-only build
 * of the same Blink that Playwright itself runs headless Chromium on. It draws no browser window,
 * so a page costs the machine less: the same 14 loads took 21-23 s of CPU in it and 31 s in the
 * full browser, in turn, on CI's machine (2026-12-02). The benchmark and the machine factor keep
 * the full browser (CHROME_PATH): what visitors run, and what the factor's reference was read in.
 */
export const TEST_CHROME_PATH = process.env.TEST_CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The specs' browser: a click sound plays without a gesture first, as after a visitor's tap. */
export const TEST_CHROME_FLAGS = [...CHROME_FLAGS, '--autoplay-policy=no-user-gesture-required'];

import { OVERLAY_CLOCK_SCRIPT, OVERLAY_ONLY_CLASS } from '@/components/shell/overlay-clock';
import { FOOTER_ID } from '@/data/shell';

const FRAME_MS = 16;
const runClock = () => new Function(OVERLAY_CLOCK_SCRIPT)();
const overlayOnly = () => document.documentElement.classList.contains(OVERLAY_ONLY_CLASS);

/** The parser's state: the overlay, then as much of the page as has arrived. */
function parsed(page: '' | 'main' | 'footer open' | 'footer closed') {
  const main = page ? '<main id="main"></main>' : '';
  const footer =
    page === 'footer open' || page === 'footer closed' ? `<footer id="${FOOTER_ID}"></footer>` : '';
  const after = page === 'footer closed' ? '<script></script>' : '';
  document.body.innerHTML = `<div class="loading-overlay"></div>${main}${footer}${after}`;
}

describe('the overlay clock script', () => {
  let visibility: DocumentVisibilityState;
  let readyState: DocumentReadyState;

  // Each run adds its key listener to the one document: removed after each test, so a test's key
  // press reaches its own run's listener alone.
  let removers: (() => void)[] = [];
  const addListener = document.addEventListener.bind(document);

  beforeEach(() => {
    removers = [];
    jest.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
      addListener(type, listener, options);
      removers.push(() => document.removeEventListener(type, listener, options));
    });
    jest.useFakeTimers();
    visibility = 'visible';
    readyState = 'loading';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    document.documentElement.className = '';
  });
  afterEach(() => {
    removers.forEach((remove) => remove());
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('hides the overlay through its style at 2 s from navigation start, not from when it ran', () => {
    parsed('');
    const overlay = document.querySelector<HTMLElement>('.loading-overlay')!;
    jest.advanceTimersByTime(500); // the script runs half a second into the load
    runClock();

    jest.advanceTimersByTime(1_499);
    expect(overlay.style.visibility).toBe('');

    jest.advanceTimersByTime(1);
    expect(overlay).toHaveStyle({ visibility: 'hidden', opacity: '0', pointerEvents: 'none' });
  });

  it('does nothing on a page without the overlay', () => {
    document.body.innerHTML = '';
    expect(() => runClock()).not.toThrow();
    expect(overlayOnly()).toBe(false);
  });

  it('keeps the page out of the frames until one comes after the footer is parsed', () => {
    parsed('');
    runClock();
    expect(overlayOnly()).toBe(true);

    parsed('main');
    jest.advanceTimersByTime(FRAME_MS * 3);
    expect(overlayOnly()).toBe(true);

    // The footer's start tag is in, but not yet what follows it: it may still be growing.
    parsed('footer open');
    jest.advanceTimersByTime(FRAME_MS * 3);
    expect(overlayOnly()).toBe(true);

    parsed('footer closed');
    jest.advanceTimersByTime(FRAME_MS);
    // Shown in a task after that frame, not in it: the frame is drawn with the overlay alone.
    expect(overlayOnly()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(overlayOnly()).toBe(false);
  });

  it('shows the page once parsing is done, when nothing follows the footer', () => {
    parsed('footer open');
    runClock();
    readyState = 'interactive';
    jest.advanceTimersByTime(FRAME_MS + 1);
    expect(overlayOnly()).toBe(false);
  });

  it('keeps a page still arriving out past the overlay’s end, until its footer is parsed', () => {
    parsed('main');
    runClock();
    jest.advanceTimersByTime(3_000);
    expect(overlayOnly()).toBe(true);
    parsed('footer closed');
    jest.advanceTimersByTime(FRAME_MS + 1);
    expect(overlayOnly()).toBe(false);
  });

  it('shows the page at once on a key press, so the focus can move into it', () => {
    parsed('main');
    runClock();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(overlayOnly()).toBe(false);
  });

  it('leaves a document opened in the background whole: it draws no frames', () => {
    visibility = 'hidden';
    parsed('');
    runClock();
    expect(overlayOnly()).toBe(false);
  });
});

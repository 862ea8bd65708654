import { OVERLAY_CLOCK_SCRIPT } from '@/components/shell/overlay-clock';

describe('the overlay clock script', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('hides the overlay through its style at 2 s from navigation start, not from when it ran', () => {
    document.body.innerHTML = '<div class="loading-overlay"></div>';
    const overlay = document.querySelector<HTMLElement>('.loading-overlay')!;
    jest.advanceTimersByTime(500); // the script runs half a second into the load
    new Function(OVERLAY_CLOCK_SCRIPT)();

    jest.advanceTimersByTime(1_499);
    expect(overlay.style.visibility).toBe('');

    jest.advanceTimersByTime(1);
    expect(overlay).toHaveStyle({ visibility: 'hidden', opacity: '0', pointerEvents: 'none' });
  });

  it('does nothing on a page without the overlay', () => {
    document.body.innerHTML = '';
    expect(() => new Function(OVERLAY_CLOCK_SCRIPT)()).not.toThrow();
  });
});

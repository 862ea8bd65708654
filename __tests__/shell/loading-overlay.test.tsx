import { act, render, screen } from '@testing-library/react';
import { LoadingOverlay } from '@/components/shell/loading-overlay';
import { siteContent } from '@/lib/content';

const { messages: loadingMessages, label } = siteContent().site.loading;

const mascot = { src: '/art/mascot.svg', width: 288, height: 288 };

function renderOverlay(props: { durationMs?: number } = {}) {
  return render(
    <LoadingOverlay
      brandName="LewdIn"
      label={label}
      mascot={mascot}
      messages={loadingMessages}
      {...props}
    />,
  );
}

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

describe('LoadingOverlay', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('starts full-screen with an empty progress bar and the first status message', () => {
    renderOverlay();
    const bar = screen.getByRole('progressbar', { name: label });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByRole('status')).toHaveTextContent(loadingMessages[0]!);
    expect(screen.getByTestId('loading-overlay')).toHaveClass('fixed', 'inset-0');
  });

  it('raises the progress by 5 every 100 ms', () => {
    renderOverlay();
    const bar = screen.getByRole('progressbar');
    const fill = screen.getByTestId('loading-progress-fill');
    expect(fill).toHaveStyle({ transform: 'scaleX(0)' });
    advance(100);
    expect(bar).toHaveAttribute('aria-valuenow', '5');
    expect(fill).toHaveStyle({ transform: 'scaleX(0.05)' });
    advance(100);
    expect(bar).toHaveAttribute('aria-valuenow', '10');
    advance(1700);
    expect(bar).toHaveAttribute('aria-valuenow', '95');
    expect(fill).toHaveStyle({ transform: 'scaleX(0.95)' });
  });

  it('is gone 2 s after navigation start', () => {
    renderOverlay();
    advance(1999);
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('counts from navigation start, not from hydration', () => {
    jest.advanceTimersByTime(1500);
    renderOverlay();
    act(() => {});
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
    advance(500);
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });

  it('never renders when the page became interactive after 2 s', () => {
    jest.advanceTimersByTime(5000);
    renderOverlay();
    act(() => {});
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });

  it('rotates the status line every 2 s through its six messages', () => {
    expect(loadingMessages).toHaveLength(6);
    // A longer-lived overlay shows the rotation; the real one is gone at 2 s, as the spec says.
    const seen: string[] = [];
    renderOverlay({ durationMs: 12_000 });
    for (let i = 0; i < 6; i += 1) {
      seen.push(screen.getByRole('status').textContent ?? '');
      advance(2000);
    }
    expect(seen).toEqual([...loadingMessages]);
  });

  it('stops its timer once hidden', () => {
    renderOverlay();
    advance(2000);
    expect(jest.getTimerCount()).toBe(0);
  });
});

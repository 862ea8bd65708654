import { act, fireEvent, render, screen } from '@testing-library/react';
import { CopyAddress } from '@/components/contract/copy-address';
import { siteContent } from '@/lib/content';

const { contract } = siteContent();

const ADDRESS = 'So11111111111111111111111111111111111111112';

function renderCopy() {
  render(
    <>
      <span id="address">{ADDRESS}</span>
      <CopyAddress address={ADDRESS} text={contract} targetId="address" />
    </>,
  );
  return screen.getByRole('button', { name: contract.copy });
}

// fireEvent rather than user-event: user-event installs its own clipboard stub.
async function click(element: HTMLElement) {
  fireEvent.click(element);
  await act(async () => {});
}

function setClipboard(value: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

describe('CopyAddress', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.getSelection()?.removeAllRanges();
  });
  afterEach(() => {
    jest.useRealTimers();
    setClipboard(undefined);
  });

  it('writes the address to the clipboard and says so for 2 s in a live region', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    await click(renderCopy());

    const live = screen.getByText(contract.copied);
    expect(writeText).toHaveBeenCalledWith(ADDRESS);
    expect(live).toHaveAttribute('aria-live', 'polite');

    act(() => {
      jest.advanceTimersByTime(1999);
    });
    expect(screen.getByText(contract.copied)).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByText(contract.copied)).not.toBeInTheDocument();
  });

  it('restarts the 2 s when copied again', async () => {
    setClipboard({ writeText: jest.fn().mockResolvedValue(undefined) });
    const button = renderCopy();
    await click(button);
    act(() => {
      jest.advanceTimersByTime(1500);
    });
    await click(button);
    act(() => {
      jest.advanceTimersByTime(1500);
    });
    expect(screen.getByText(contract.copied)).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(500);
    });
    expect(screen.queryByText(contract.copied)).not.toBeInTheDocument();
  });

  it.each([
    [
      'refuses',
      () => setClipboard({ writeText: jest.fn().mockRejectedValue(new Error('denied')) }),
    ],
    ['is missing', () => setClipboard(undefined)],
  ])(
    'selects the address and tells the visitor to copy it when the clipboard API %s',
    async (_label, arrange) => {
      arrange();
      await click(renderCopy());

      const hint = await screen.findByText(/address is selected/i);
      expect(window.getSelection()?.toString()).toBe(ADDRESS);
      expect(hint).toHaveAttribute('aria-live', 'polite');
      expect(screen.queryByText(contract.copied)).not.toBeInTheDocument();
    },
  );

  it('clears its timer when unmounted mid-confirmation', async () => {
    setClipboard({ writeText: jest.fn().mockResolvedValue(undefined) });
    const { unmount } = render(
      <CopyAddress address={ADDRESS} text={contract} targetId="address" />,
    );
    await click(screen.getByRole('button', { name: contract.copy }));
    await screen.findByText(contract.copied);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});

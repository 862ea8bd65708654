import { fireEvent, render, screen } from '@testing-library/react';
import { ChartPanel } from '@/components/contract/chart-panel';
import { fill, siteContent } from '@/lib/content';

const { contract } = siteContent();

const LIGHT = 'https://dexscreener.com/solana/pair?embed=1&theme=light';
const DARK = 'https://dexscreener.com/solana/pair?embed=1&theme=dark';

function prefersDark(dark: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
  })) as unknown as typeof window.matchMedia;
}

function renderPanel() {
  render(<ChartPanel text={contract} host="dexscreener.com" light={LIGHT} dark={DARK} />);
  return screen.getByRole('button', {
    name: fill(contract.chartButton, { host: 'dexscreener.com' }),
  });
}

describe('ChartPanel', () => {
  it('loads nothing from the provider until the button is pressed', () => {
    renderPanel();
    expect(document.querySelector('iframe')).toBeNull();
    expect(
      screen.getByText(fill(contract.chartNote, { host: 'dexscreener.com' })),
    ).toBeInTheDocument();
  });

  it.each([
    [false, LIGHT],
    [true, DARK],
  ])('loads the embed in the same box on click, dark scheme %s', (dark, src) => {
    prefersDark(dark);
    const button = renderPanel();
    const box = screen.getByTestId('chart-box');
    fireEvent.click(button);
    const frame = screen.getByTitle(fill(contract.chartTitle, { host: 'dexscreener.com' }));
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', src);
    expect(box).toContainElement(frame);
    expect(frame).toHaveClass('absolute', 'inset-0', 'size-full');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('moves focus to the chart that replaces the pressed button', () => {
    prefersDark(false);
    const button = renderPanel();
    button.focus();
    fireEvent.click(button);
    expect(screen.getByTitle(fill(contract.chartTitle, { host: 'dexscreener.com' }))).toHaveFocus();
  });
});

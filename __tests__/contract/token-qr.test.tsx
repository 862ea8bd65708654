import { render, screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { QUIET_ZONE, TokenQr } from '@/components/contract/token-qr';

const URL = 'https://pump.fun/coin/5AMPLEWaifuTokenNotFinancia1Advice11111pump';

/** Paints the SVG's dark runs (M x y h w v1 h-w z) black on white, `scale` pixels per module. */
function rasterise(svg: Element, scale: number) {
  const span = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const side = span * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  const dark = new Set<string>();
  const d = svg.querySelector('path')!.getAttribute('d')!;
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let col = Number(x); col < Number(x) + Number(w); col += 1) dark.add(`${col},${y}`);
  }
  for (let py = 0; py < side; py += 1) {
    for (let px = 0; px < side; px += 1) {
      if (!dark.has(`${Math.floor(px / scale)},${Math.floor(py / scale)}`)) continue;
      pixels.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
    }
  }
  return { pixels, side, span, dark };
}

describe('TokenQr', () => {
  it('is an image named by its label, at least 160 px wide', () => {
    render(<TokenQr url={URL} label="QR code: open the $LEWD token page" />);
    const qr = screen.getByRole('img', { name: 'QR code: open the $LEWD token page' });
    expect(Number(qr.getAttribute('width'))).toBeGreaterThanOrEqual(160);
    expect(qr.getAttribute('height')).toBe(qr.getAttribute('width'));
  });

  it('decodes to the URL it was given, dark modules on a light ground', () => {
    render(<TokenQr url={URL} label="QR code: open the $LEWD token page" />);
    const { pixels, side } = rasterise(screen.getByRole('img'), 4);
    const code = jsQR(pixels, side, side, { inversionAttempts: 'dontInvert' });
    expect(code?.data).toBe(URL);
  });

  it('keeps a quiet zone of four modules on every side', () => {
    render(
      <TokenQr url="https://example.com/coin/another" label="QR code: open the $ALT token page" />,
    );
    const { span, dark } = rasterise(screen.getByRole('img'), 1);
    const columns = [...dark].map((key) => Number(key.split(',')[0]));
    const rows = [...dark].map((key) => Number(key.split(',')[1]));
    expect(QUIET_ZONE).toBe(4);
    expect(Math.min(...columns)).toBe(4);
    expect(Math.min(...rows)).toBe(4);
    expect(Math.max(...columns)).toBe(span - 5);
    expect(Math.max(...rows)).toBe(span - 5);
  });

  it('encodes a rebranded token page as well', () => {
    const other = 'https://pump.fun/coin/So11111111111111111111111111111111111111112';
    render(<TokenQr url={other} label="QR code: open the $ALT token page" />);
    const { pixels, side } = rasterise(
      screen.getByRole('img', { name: 'QR code: open the $ALT token page' }),
      4,
    );
    expect(jsQR(pixels, side, side)?.data).toBe(other);
  });
});

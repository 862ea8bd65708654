import { create } from 'qrcode';

/** The light margin every scanner expects around a code, in modules. */
export const QUIET_ZONE = 4;
const MIN_WIDTH_PX = 160;

/** Every dark module as one path, a rectangle per horizontal run, offset by the quiet zone. */
function darkModules(text: string) {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const { size } = modules;
  let path = '';
  for (let row = 0; row < size; row += 1) {
    let col = 0;
    while (col < size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < size && modules.get(row, col)) col += 1;
      path += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h${start - col}z`;
    }
  }
  return { size, path };
}

type TokenQrProps = { url: string; label: string; className?: string };

/**
 * The token page as a QR code, drawn at build time into the page's HTML: no script runs for it.
 * Black on white in both colour schemes, since cameras look for dark modules on a light ground.
 */
export function TokenQr({ url, label, className }: TokenQrProps) {
  const { size, path } = darkModules(url);
  const span = size + 2 * QUIET_ZONE;
  // Whole pixels per module keep every module the same width on a 1x screen.
  const width = span * Math.max(4, Math.ceil(MIN_WIDTH_PX / span));
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${span} ${span}`}
      width={width}
      height={width}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={span} height={span} fill="white" />
      <path d={path} fill="black" />
    </svg>
  );
}

/**
 * Draws LewdIn's two sample stickers (content/stickers/*.png, listed in content/lewdin.yaml under
 * profile.frame.stickers) as SVG and rasterizes them with sharp. Run by hand when they change
 * (`npx tsx scripts/make-stickers.ts`); the build treats them like any team's upload.
 */
import sharp from 'sharp';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

const partyHat = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="440" viewBox="0 0 400 440">
  <path d="M200 60 L330 400 Q200 440 70 400 Z" fill="#f472b6" stroke="#9d174d" stroke-width="10" stroke-linejoin="round"/>
  <path d="M142 214 L258 214 M112 300 L288 300" stroke="#fde68a" stroke-width="22" stroke-linecap="round"/>
  <circle cx="170" cy="360" r="14" fill="#fde68a"/><circle cx="240" cy="250" r="12" fill="#fde68a"/>
  <circle cx="200" cy="52" r="40" fill="#facc15" stroke="#a16207" stroke-width="8"/>
</svg>`;

const dealGlasses = `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="180" viewBox="0 0 28 9" shape-rendering="crispEdges">
  <path fill="#111" d="M0 0h28v2H0z M2 2h10v5H2z M16 2h10v5H16z M3 7h8v1H3z M17 7h8v1H17z M12 2h4v1h-4z"/>
  <path fill="#fff" d="M3 2h2v1H3z M4 3h2v1H4z M17 2h2v1h-2z M18 3h2v1h-2z"/>
</svg>`;

async function main() {
  const dir = path.resolve(__dirname, '..', 'content', 'stickers');
  for (const [name, svg] of [
    ['party-hat.png', partyHat],
    ['deal-glasses.png', dealGlasses],
  ] as const) {
    await writeFile(
      path.join(dir, name),
      await sharp(Buffer.from(svg)).png({ palette: true }).toBuffer(),
    );
  }
}

void main();

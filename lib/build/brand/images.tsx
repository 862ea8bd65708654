/**
 * The brand's generated images, drawn at build time from the brand kit: the favicon (SVG), the
 * square PNG icons and the 1200×630 share cards. Node only, loaded by ./index.ts when a route in
 * app/ asks for an image; those routes are force-static, so nothing here reaches the browser.
 */
import { readFile } from 'node:fs/promises';
import { ImageResponse } from 'next/og';
import sharp from 'sharp';
import { toHex } from '../../brand/colors';
import { drawnText, glyphsFor, paragraphDirection } from '../glyphs';
import { mascotSourceFile } from './overlay-mascot';
import type { ShareCardContent } from '../../brand/share-card';
import { brandHex, sitePalette, siteConfig } from '../../brand/site';

/** The light scheme's colours every image draws with, as #rrggbb. */
function colours() {
  const { light } = sitePalette();
  const brand = brandHex();
  const brandDark = toHex(light.brandDark);
  const accent = toHex(light.accent);
  return {
    brand,
    onBrand: toHex(light.onBrand),
    gradient: `linear-gradient(135deg, ${brandDark} 0%, ${brand} 50%, ${accent} 100%)`,
  };
}

function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

/** The mark's size as a share of the square it sits in: longer marks get smaller letters. */
function markScale(mark: string): number {
  return [...mark].length >= 3 ? 0.36 : [...mark].length === 2 ? 0.48 : 0.6;
}

/** The favicon: the mark in on-brand text on a rounded brand square. */
export function faviconSvg(): string {
  const { brand, onBrand } = colours();
  const size = Math.round(64 * markScale(siteConfig().brandMark));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="${brand}"/><text x="32" y="33" fill="${onBrand}" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" dominant-baseline="central">${escapeXml(siteConfig().brandMark)}</text></svg>`;
}

/** A square PNG icon (apple-touch-icon, the manifest's icons): the mark on the brand colour. */
export async function markIcon(size: number): Promise<ImageResponse> {
  const mark = siteConfig().brandMark;
  const { brand, onBrand } = colours();
  const fontSize = Math.round(size * markScale(mark));
  const glyphs = await glyphsFor(mark);
  const text = await drawnText(
    mark,
    { fontSize, weight: 700, lineHeight: fontSize, maxWidth: size, color: onBrand },
    glyphs,
  );
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: brand,
        color: onBrand,
        fontSize,
        fontWeight: 700,
      }}
    >
      {text}
    </div>,
    { width: size, height: size, fonts: glyphs.fonts },
  );
}

/**
 * The mascot as a PNG data URL for Satori, which reads PNG and JPEG but not WebP, and draws SVG
 * itself only roughly: sharp rasterises whichever the operator gave, once per build worker.
 */
let mascotPng: Promise<string> | undefined;
function mascotDataUrl(): Promise<string> {
  mascotPng ??= readFile(mascotSourceFile())
    .then((bytes) =>
      sharp(bytes, { density: 300 }).resize(360, 360, { fit: 'cover' }).png().toBuffer(),
    )
    .then((png) => `data:image/png;base64,${png.toString('base64')}`);
  return mascotPng;
}

/** The share card's text column: the card less its padding, the gap and the mascot. */
const TEXT_WIDTH = 1200 - 2 * 72 - 56 - 360;

/**
 * A page's 1200×630 share card: mark, name, mascot and the page's title in the brand colours.
 * Right to left (an Arabic or Hebrew page) it is mirrored: the mark and the text on the right.
 */
export async function drawShareCard({
  title,
  lines,
  dir,
}: ShareCardContent): Promise<ImageResponse> {
  const mascot = await mascotDataUrl();
  const { brandMark: mark, brandName: name } = siteConfig();
  const { brand, onBrand, gradient } = colours();
  const markSize = Math.round(104 * markScale(mark));
  const glyphs = await glyphsFor([mark, name, title, ...lines].join('\n'));
  const rtl = (dir ?? paragraphDirection(title)) === 'rtl';
  const text = (
    value: string,
    fontSize: number,
    lineHeight: number,
    weight: 400 | 700,
    color = onBrand,
  ) =>
    drawnText(
      value,
      {
        fontSize,
        weight,
        lineHeight: Math.round(fontSize * lineHeight),
        maxWidth: TEXT_WIDTH,
        color,
        direction: rtl ? 'rtl' : 'ltr',
      },
      glyphs,
    );
  const [markText, nameText, titleText, ...lineTexts] = await Promise.all([
    drawnText(
      mark,
      { fontSize: markSize, weight: 700, lineHeight: markSize, maxWidth: 104, color: brand },
      glyphs,
    ),
    text(name, 64, 1.2, 700),
    text(title, 76, 1.05, 700),
    ...lines.map((line) => text(line, 34, 1.25, 400)),
  ]);
  const row = rtl ? 'row-reverse' : 'row';
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: row,
        alignItems: 'center',
        padding: 72,
        gap: 56,
        color: onBrand,
        background: gradient,
      }}
    >
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: rtl ? 'flex-end' : 'flex-start',
          flex: 1,
          minWidth: 0,
        }}
      >
        <div style={{ display: 'flex', flexDirection: row, alignItems: 'center', gap: 24 }}>
          <div
            style={{
              display: 'flex',
              width: 104,
              height: 104,
              borderRadius: 22,
              background: onBrand,
              color: brand,
              fontSize: markSize,
              fontWeight: 700,
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            {markText}
          </div>
          <div style={{ display: 'flex', fontSize: 64, fontWeight: 700 }}>{nameText}</div>
        </div>
        <div
          style={{
            display: 'flex',
            marginTop: 48,
            fontSize: 76,
            fontWeight: 700,
            lineHeight: 1.05,
            textAlign: rtl ? 'right' : 'left',
          }}
        >
          {titleText}
        </div>
        {lines.map((line, index) => (
          <div
            key={line}
            style={{
              display: 'flex',
              marginTop: 20,
              fontSize: 34,
              lineHeight: 1.25,
              textAlign: rtl ? 'right' : 'left',
            }}
          >
            {lineTexts[index]}
          </div>
        ))}
      </div>
      {/* eslint-disable-next-line @next/next/no-img-element -- Satori draws <img>, not next/image */}
      <img
        src={mascot}
        alt=""
        width={360}
        height={360}
        style={{ borderRadius: 9999, background: 'rgba(255,255,255,0.9)' }}
      />
    </div>,
    { width: 1200, height: 630, fonts: glyphs.fonts },
  );
}

/**
 * The brand: the one import the rest of the app uses for the site's name, colours, mascot, images,
 * share cards and page metadata. The values an operator edits are in ./config.ts. Importing it
 * reads nothing: the brand is read and validated on the first siteConfig() call.
 */
import type { ImageResponse } from 'next/og';
import type { SharedPage } from './share-card';

export { normaliseBasePath } from './base-path';
export { SAMPLE_BRAND, SAMPLE_CONTRACT_ADDRESS, siteDefaults } from './config';
export { deriveMark } from './checks';
export { brandHex, frameColours, readSite, siteConfig, sitePalette, type SiteConfig } from './site';
export { brandPalette, toChannels, toHex, tokensCss, type BrandTokens } from './colors';
export { DARK_CANVAS, DARK_SURFACE, LIGHT_CANVAS } from './neutrals';
export { readMascot } from '../build/brand/mascot';
export {
  makeOverlayMascot,
  mascotSourceFile,
  overlayManifestFile,
  overlayMascotImage,
} from '../build/brand/overlay-mascot';
export { canonicalUrl, pageMetadata, shareImages } from './metadata';
export { cardFile, shortAddress, type SharedPage } from './share-card';

// The images are drawn with next/og and sharp, in Node: loaded when an image route asks, so the
// pages, components and tests that import the brand do not load them.
const images = () => import('../build/brand/images');

/** The favicon, as SVG text. */
export async function faviconSvg(): Promise<string> {
  return (await images()).faviconSvg();
}

/** A square PNG icon of `size` pixels: the mark on the brand colour. */
export async function markIcon(size: number): Promise<ImageResponse> {
  return (await images()).markIcon(size);
}

/** A page's 1200×630 share card. */
export async function shareCard(page: SharedPage): Promise<ImageResponse> {
  return (await images()).drawShareCard(page.card);
}

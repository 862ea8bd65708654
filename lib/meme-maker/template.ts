import type { MemeTemplate } from './types';

export type LoadedTemplate = { image: HTMLImageElement; release: () => void };

/**
 * A template decoded and ready to draw. An SVG (the portraits, the generated mascot) is given the
 * template's width and height first: Gecko draws an SVG without its own size as nothing. Scripts
 * in an SVG drawn as an image never run.
 */
export async function loadTemplate({
  src,
  width,
  height,
}: Pick<MemeTemplate, 'src' | 'width' | 'height'>): Promise<LoadedTemplate> {
  let url: string | null = null;
  if (/\.svg$/i.test(new URL(src, location.href).pathname)) {
    const response = await fetch(src);
    if (!response.ok) throw new Error(`${src}: HTTP ${response.status}`);
    const svg = new DOMParser().parseFromString(await response.text(), 'image/svg+xml');
    svg.documentElement.setAttribute('width', String(width));
    svg.documentElement.setAttribute('height', String(height));
    const markup = new XMLSerializer().serializeToString(svg);
    url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
  }
  const release = () => {
    if (url) URL.revokeObjectURL(url);
  };
  const image = new Image();
  image.src = url ?? src;
  try {
    await image.decode();
  } catch (error) {
    release();
    throw error;
  }
  return { image, release };
}

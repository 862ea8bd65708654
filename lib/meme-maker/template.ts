import { fetchOk } from './fetch-ok';
import type { MemeTemplate } from './types';

export type LoadedTemplate = { image: HTMLImageElement; release: () => void };

/** Requests made before this code arrived (the first template's, on the press), used once. */
const adopted = new Map<string, Promise<Response | null>>();

export function adoptRequest(src: string, response: Promise<Response | null>): void {
  adopted.set(src, response);
}

/** The press's response when it came (it is null when it did not), else a request of its own. */
async function request(src: string): Promise<Response> {
  const early = adopted.get(src);
  adopted.delete(src);
  return (await early) ?? fetchOk(src);
}

/**
 * A template decoded and ready to draw: its file (the press's request, for the first) as an object
 * URL. An SVG (the portraits, the generated mascot)
 * is given the template's width and height first: Gecko draws an SVG without its own size as
 * nothing. Scripts in an SVG drawn as an image never run.
 */
export async function loadTemplate({
  src,
  width,
  height,
}: Pick<MemeTemplate, 'src' | 'width' | 'height'>): Promise<LoadedTemplate> {
  const response = await request(src);
  let file: Blob;
  if (/\.svg$/i.test(new URL(src, location.href).pathname)) {
    const svg = new DOMParser().parseFromString(await response.text(), 'image/svg+xml');
    svg.documentElement.setAttribute('width', String(width));
    svg.documentElement.setAttribute('height', String(height));
    const markup = new XMLSerializer().serializeToString(svg);
    file = new Blob([markup], { type: 'image/svg+xml' });
  } else {
    file = await response.blob();
  }
  const url = URL.createObjectURL(file);
  const release = () => URL.revokeObjectURL(url);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    release();
    throw error;
  }
  return { image, release };
}

/** The caption face's family in the canvas's font list (draw.ts). */
export const CAPTION_FAMILY = 'Meme Caption';

let loaded: Promise<void> | null = null;

/**
 * Makes the caption face from its file (fetched on the press) and adds it to the document, once:
 * drawing waits for it, so the first preview is already in the face. A failed load (a damaged
 * file) is thrown and forgotten, so the next press tries again.
 */
export function loadCaptionFont(file: ArrayBuffer): Promise<void> {
  loaded ??= (async () => {
    // Anton has one weight; declared bold so the canvas's bold request uses it unsynthesized.
    const face = new FontFace(CAPTION_FAMILY, file, { weight: '700' });
    await face.load();
    document.fonts.add(face);
  })().catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}

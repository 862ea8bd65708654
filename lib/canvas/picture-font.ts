/**
 * The page's script's face for the pictures made in the browser, on demand: its manifest (made at
 * build by lib/build/glyphs/picture-fonts.ts) is fetched when a picture is first made, each slice becomes
 * a FontFace with its unicode range (nothing fetched yet), and before drawing, `document.fonts.load`
 * fetches just the slices the text's characters fall in. Canvas shapes each string it draws (Arabic
 * joined, right to left with `ctx.direction`), in these faces as in any other.
 */

export type PictureFontManifest = {
  /** The CSS family the faces are added under ("Picture Jpan"). */
  family: string;
  /** `src` relative to the manifest's URL; `weight` one ("700") or a variable face's range. */
  faces: { src: string; unicodeRange: string; weight: string }[];
};

const added = new Map<string, Promise<string>>();

/**
 * Adds the manifest's faces to the document, once per page, and gives their family as a canvas
 * font list starts it (`"Picture Jpan", `); '' when there is none. A failed fetch is forgotten,
 * so the next picture tries again, and the picture is drawn in the system's faces meanwhile.
 */
export function addPictureFont(manifest: string | null | undefined): Promise<string> {
  if (!manifest || typeof FontFace === 'undefined') return Promise.resolve('');
  let found = added.get(manifest);
  if (!found) {
    found = fetch(manifest)
      .then((response) => {
        if (!response.ok) throw new Error(`${manifest}: HTTP ${response.status}`);
        return response.json() as Promise<PictureFontManifest>;
      })
      .then(({ family, faces }) => {
        const base = new URL(manifest, location.href);
        for (const { src, unicodeRange, weight } of faces) {
          const url = new URL(src, base).href;
          document.fonts.add(
            new FontFace(family, `url(${JSON.stringify(url)})`, {
              unicodeRange,
              weight,
              display: 'block',
            }),
          );
        }
        return `"${family}", `;
      })
      .catch(() => {
        added.delete(manifest);
        return '';
      });
    added.set(manifest, found);
  }
  return found;
}

/**
 * Waits until every face `font` names that draws a character of `texts` is here: only those slices
 * are fetched. A slice that fails leaves the system's face to draw its characters.
 */
export async function fontsFor(font: string, ...texts: string[]): Promise<void> {
  const text = texts.join('');
  if (!text.trim() || typeof document === 'undefined' || !document.fonts) return;
  await document.fonts.load(font, text).catch(() => []);
}

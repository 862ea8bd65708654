/**
 * The way back to a picture: the link out of an app's browser carries what makes the picture again
 * in its query (`?picture=meme&template=2&top=…`), and the page that arrives with it reopens the
 * maker. The query, not the fragment: Android's intent: link keeps its own after `#`.
 */
export const PICTURE_PARAM = 'picture';

export type PictureKind = 'moment' | 'meme' | 'frame';

/** What the page arrived with for `kind`, or null (read once, when the maker's owner mounts). */
export function arrivedWith(kind: PictureKind): URLSearchParams | null {
  const params = new URLSearchParams(location.search);
  return params.get(PICTURE_PARAM) === kind ? params : null;
}

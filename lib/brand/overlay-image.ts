/** The loading overlay's mascot as the page's <img> shows it: made at build, drawn in the browser. */
export type OverlayMascotImage = {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
};

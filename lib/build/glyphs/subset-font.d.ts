/** The part of subset-font's API (it ships no types) that lib/build/glyphs/fonts.ts uses. */
declare module 'subset-font' {
  type Options = {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: Options,
  ): Promise<Buffer>;
}

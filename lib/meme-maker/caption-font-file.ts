/** Where the build writes the caption face, under public/ (caption-font.ts). */
export const CAPTION_FONT_FILE = 'art/meme-caption.woff2';

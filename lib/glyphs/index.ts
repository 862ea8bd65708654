/**
 * Drawing any script in the PNG icons and share cards: which fonts and emoji images a text needs
 * (glyphsFor), the text with its emoji as images (glyphText), and the build's check that every
 * brand value can be drawn (checkDrawable). Node only: build-time image code and scripts.
 */
export { checkDrawable } from './check';
export { glyphText } from './glyph-text';
export { describeGrapheme, glyphsFor, type Glyphs } from './plan';

/**
 * Drawing any script in the PNG icons and share cards: which fonts and emoji images a text needs
 * (glyphsFor), the text with its emoji as images (glyphText), and the scripts next/og cannot lay
 * out (Arabic, Hebrew, the Indic scripts, Thai, Khmer…) shaped and laid out as an image (drawnText,
 * layoutShaped). The build's check that every brand
 * value can be drawn is lib/build/brand/drawable.ts. Node only: build-time image code and scripts.
 */
export { drawnText, glyphText, needsShaping } from './glyph-text';
export {
  layoutShaped,
  paragraphDirection,
  type ShapedLayout,
  type ShapedStyle,
} from './shaped-text';
export { describeGrapheme, glyphsFor, type Glyphs } from './plan';

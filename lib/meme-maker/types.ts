import type { Content } from '@/lib/content';

/** Every word of the meme maker, from the content file (home.memeMaker), plus the site's new-tab note. */
export type MemeMakerText = Content['home']['memeMaker'] & { newTab: string };

/** A picture to make a meme on: the build's file for the maker, and a small one for the list. */
export type MemeTemplate = {
  src: string;
  thumb: string;
  width: number;
  height: number;
  /** Its name in the list: the meme's alt text, the mascot's or the portrait's name. */
  label: string;
};

export type MemeMakerProps = {
  text: MemeMakerText;
  templates: MemeTemplate[];
  ticker: string;
  /** The caption face the build cut (caption-font.ts), on this site. */
  font: string;
  /** The page's language (BCP 47) and direction: captions are read in it. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /**
   * The manifest of the page's script's face (lib/canvas/picture-font.ts): captions typed in it
   * are drawn in it, its slices loaded as they are typed. null when the system's faces will do.
   */
  pictureFont: string | null;
};

/** The words the button and its dialog show before the maker's own have come. */
export type MemeMakerOpenerText = Pick<
  MemeMakerText,
  'open' | 'dialogTitle' | 'close' | 'loading' | 'loadError' | 'retry' | 'reload'
>;

/**
 * What home's page carries for the maker: its button's words and the addresses the press asks for
 * together. The maker's own words and templates are a file of the site's (MemeMakerProps as JSON),
 * so no page carries them until the press.
 */
export type MemeMakerOpenerProps = {
  text: MemeMakerOpenerText;
  /** The language's MemeMakerProps, as JSON (app/meme-maker/[file]/route.ts). */
  data: string;
  font: string;
  /** The first template's picture, fetched beside the code so the first preview waits on nothing. */
  first: string;
};

import type { Content } from '@/lib/content';
import type { FrameMakerSite } from '@/lib/frame-maker/site';

/** The maker's words: the content's profile.frame, less the stickers' files (the build's). */
export type FrameText = Omit<Content['profile']['frame'], 'stickers'>;

export type FrameMakerProps = {
  text: FrameText;
  site: FrameMakerSite;
  /** After a link that opens a new tab, for screen readers (the site's own note). */
  newTab: string;
  onClose: () => void;
  /** Opened by the link out of an app's browser: the visitor's photo did not come along. */
  again?: boolean;
};

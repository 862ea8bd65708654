import type { Content } from '@/lib/content';
import type { RaidPost } from './links';

type RaidWords = Content['home']['raid'];

/** What the kit's press fetches: its words, and each post with its links (one file per language). */
export type RaidKitData = {
  text: Pick<RaidWords, 'note' | 'post' | 'x' | 'telegram' | 'farcaster' | 'reply'> & {
    newTab: string;
  };
  posts: RaidPost[];
};

/** What home's page carries for the kit: its button's and dialog's words, and the file's address. */
export type RaidKitOpenerProps = {
  text: Pick<
    RaidWords,
    'open' | 'dialogTitle' | 'close' | 'loading' | 'loadError' | 'retry' | 'reload'
  >;
  /** The language's RaidKitData, as JSON (app/raid/[file]/route.ts). */
  data: string;
};

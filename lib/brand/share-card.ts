/** "5AMPLE…11pump": the first 6 and last 6 characters, for a card too narrow for all 44. */
export function shortAddress(address: string): string {
  return address.length <= 15 ? address : `${address.slice(0, 6)}…${address.slice(-6)}`;
}

export type ShareCardContent = {
  /** The page's own title, large. */
  title: string;
  /** Smaller lines under it. */
  lines: string[];
  /** The words' language (BCP 47). */
  lang?: string;
  /** The page's direction: a right-to-left card is mirrored. By default, the title's own. */
  dir?: 'ltr' | 'rtl';
};

/** What the brand needs to describe and share one page (data/pages.ts has one per route). */
export type SharedPage = {
  route: string;
  /** Where this language's page is: the route, or under its language's folder (`/ja/jobs`). */
  path: string;
  /** The same page in every language, by BCP 47 tag, the base language's first. */
  languages: Record<string, string>;
  /** The page's language, BCP 47, as Open Graph's locale is made from it. */
  lang: string;
  /** The page's own title; home's is the site's default title. */
  title: string;
  /** The title the tab and the share card show, with the brand's name ("Jobs · LewdIn"). */
  fullTitle: string;
  description: string;
  /** The share image's file, served with a .png extension (see app/og). */
  image: string;
  /** The share image's alt text. */
  imageAlt: string;
  /** What the share card says (data/pages.ts words it from the content file). */
  card: ShareCardContent;
};

/** The file name of a page's card under /og/ ("contract.png"); home's is /og.png. */
export function cardFile({ image }: SharedPage): string {
  return image.split('/').pop() ?? '';
}

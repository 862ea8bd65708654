/**
 * The two picture makers of issue 41, as the bench and `npm run size` find them: the route whose
 * button opens each, the content key of that button's name, and the performance marks the makers
 * set (TEAM convention: `maker:<name>:open` in the press handler, `:preview` when the first preview
 * is on screen, `:export-start` / `:export-end` around making the exported PNG).
 */
export const MAKERS = [
  { name: 'frame', route: '/profile', opener: 'profile.frame.open' },
  { name: 'meme', route: '/', opener: 'home.memeMaker.open' },
] as const;

export type Maker = (typeof MAKERS)[number];
export type MakerStep = 'open' | 'preview' | 'export-start' | 'export-end';

export const makerMark = (name: Maker['name'], step: MakerStep) => `maker:${name}:${step}`;

/** The value at a dotted path of the content, when it is a string (absent until a maker lands). */
export function contentString(content: unknown, dotted: string): string | null {
  let value = content;
  for (const key of dotted.split('.')) {
    if (value === null || typeof value !== 'object') return null;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' ? value : null;
}

/** Every string the content file holds under a key named `key`, anywhere (e.g. each "download"). */
export function contentStringsNamed(content: unknown, key: string): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (value === null || typeof value !== 'object') return;
    for (const [name, child] of Object.entries(value)) {
      if (name === key && typeof child === 'string') found.add(child);
      else walk(child);
    }
  };
  walk(content);
  return [...found];
}

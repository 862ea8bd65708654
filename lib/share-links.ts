/** Where a page can be shared without any script of the network's: its own share URLs. */
export type ShareLink = { network: 'X' | 'Telegram'; href: string };

// encodeURIComponent rather than URLSearchParams: a space becomes %20, which every share page
// reads as a space, where "+" is left as a plus by some.
const query = (params: [string, string][]) =>
  params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');

/** X's post intent and Telegram's share URL, each carrying the page's URL and a line of text. */
export function shareLinks(url: string, text: string): ShareLink[] {
  return [
    {
      network: 'X',
      href: `https://x.com/intent/post?${query([
        ['text', text],
        ['url', url],
      ])}`,
    },
    {
      network: 'Telegram',
      href: `https://t.me/share/url?${query([
        ['url', url],
        ['text', text],
      ])}`,
    },
  ];
}

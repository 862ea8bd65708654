import { siteContent } from '@/lib/content';

/** Screen-reader note for links that ExternalLink opens in a new tab. */
export function NewTabNote() {
  return <span className="sr-only"> {siteContent().site.newTab}</span>;
}

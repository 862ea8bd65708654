/**
 * The content the build read (content/lewdin.yaml, or NEXT_PUBLIC_CONTENT), with the brand's
 * placeholders filled: browser tests take every expected word from here, so a team that rewrites
 * every sentence keeps them green.
 */
import { counted, fill, siteContent } from '../../lib/content';

export const content = siteContent();
export { counted, fill };

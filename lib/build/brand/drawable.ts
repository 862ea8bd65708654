import { SiteConfigError } from '../../brand/checks';
import type { SiteConfig } from '../../brand/site';
import { describeGrapheme, glyphsFor } from '../glyphs';

/** The brand's values that the icons and share cards draw, by the variable that sets each. */
function drawnValues(config: SiteConfig): [string, string][] {
  return [
    ['NEXT_PUBLIC_BRAND_MARK', config.brandMark],
    ['NEXT_PUBLIC_BRAND_NAME', config.brandName],
    ['NEXT_PUBLIC_TICKER', config.ticker],
    ['NEXT_PUBLIC_TAGLINE', config.tagline],
    // The contract card says where the token launched.
    ['NEXT_PUBLIC_TOKEN_VENUE', config.tokenVenue.name],
  ];
}

/**
 * Throws a SiteConfigError naming the first variable with characters that no bundled font or emoji
 * set can draw, and those characters, so the build stops before drawing an empty box.
 */
export async function checkDrawable(config: SiteConfig): Promise<void> {
  for (const [variable, value] of drawnValues(config)) {
    const { missing } = await glyphsFor(value);
    if (missing.length > 0) {
      throw new SiteConfigError(
        variable,
        `"${value}" has characters the share cards and icons cannot draw: ${missing.map(describeGrapheme).join(', ')}.`,
      );
    }
  }
}

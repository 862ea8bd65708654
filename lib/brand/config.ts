import type { SiteDefaults } from './env';
import { SAMPLE_CONTRACT_ADDRESS } from './sample';

export { SAMPLE_BRAND, SAMPLE_CONTRACT_ADDRESS } from './sample';

/**
 * LewdIn's brand: what a build takes where neither the content file's `brand:` section (which
 * `npm run setup` writes into brand/content.yaml) nor a NEXT_PUBLIC_* variable (README) sets a
 * value. A bad value fails the build.
 */
export const siteDefaults: SiteDefaults = {
  brandName: 'LewdIn',
  // brandMark: derived from the name ("LewdIn" -> "Lw") unless NEXT_PUBLIC_BRAND_MARK is set.
  brandColor: '#b0124f',
  accentColor: '#5b21b6',
  // null: the generated portrait. Otherwise a file in the project, e.g. 'brand/mascot.png' (not under public/).
  mascot: null,
  tagline: 'Where waifus network professionally™',
  ticker: '$LEWD',
  // Your token's address, or 'soon' until it launches.
  contractAddress: SAMPLE_CONTRACT_ADDRESS,
  // chain: 'solana' | 'ethereum' | 'base' | 'bsc'; unset, the address and the token URL say.
  tokenUrl: 'https://pump.fun/coin/{address}',
  socialUrl: 'https://x.com/search?q=%24LEWD',
  communityUrl: 'https://x.com/i/communities',
  clickSoundUrl: '/sounds/click.mp3',
  uwuSoundUrl: '/sounds/uwu.mp3',
  siteUrl: 'https://lewdin.example',
};

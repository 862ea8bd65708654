import type { SiteDefaults } from './env';

/** Sample data: a valid-looking Solana address that spells "SAMPLE … Not Financial Advice". */
export const SAMPLE_CONTRACT_ADDRESS = '5AMPLEWaifuTokenNotFinancia1Advice11111pump';

/**
 * The one file an operator edits to rebrand the site. Every value can also be set at build
 * time with the NEXT_PUBLIC_* variable listed in the README; a bad value fails the build.
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
  contractAddress: SAMPLE_CONTRACT_ADDRESS,
  tokenUrl: 'https://pump.fun/coin/{address}',
  socialUrl: 'https://x.com/search?q=%24LEWD',
  communityUrl: 'https://x.com/i/communities',
  clickSoundUrl: '/sounds/click.mp3',
  uwuSoundUrl: '/sounds/uwu.mp3',
  siteUrl: 'https://lewdin.example',
};

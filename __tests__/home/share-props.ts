import { siteConfig } from '@/lib/brand';
import { siteContent } from '@/lib/content';
import type { MomentCardBrand, MomentShareProps } from '@/lib/moment-card/text';

const momentShareText = { ...siteContent().home.momentShare, newTab: siteContent().site.newTab };

/** A brand as the server would pass it to the moments' Share (lib/moment-card/site.ts). */
export const testBrand: MomentCardBrand = {
  // The content's sentences carry the build's brand already filled in, so the card's must match.
  name: siteConfig().brandName,
  mark: siteConfig().brandMark,
  ticker: siteConfig().ticker,
  address: 'lewdin.example',
  url: 'https://lewdin.example/',
  mascot: '/art/mascot.svg',
  colors: {
    brand: '#b0124f',
    accent: '#5b21b6',
    onBrand: '#ffffff',
    surface: '#ffffff',
    ink: '#1d1d1f',
    avatar: '#ede7f8',
    avatarInk: '#5b21b6',
  },
};

/** The Share props the home page passes to the composer's list. */
export const shareProps: MomentShareProps = { text: momentShareText, brand: testBrand };

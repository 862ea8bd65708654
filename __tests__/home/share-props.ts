import { siteContent } from '@/lib/content';

const momentShareText = { ...siteContent().home.momentShare, newTab: siteContent().site.newTab };
import type { MomentCardBrand, MomentShareProps } from '@/lib/moment-card/text';

/** A brand as the server would pass it to the moments' Share (lib/moment-card/site.ts). */
export const testBrand: MomentCardBrand = {
  name: 'LewdIn',
  mark: 'Lw',
  ticker: '$LEWD',
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

import { siteConfig, type SharedPage } from '@/lib/brand';
import type { Route } from './routes';
import { me } from './profile';

export type PageShare = Omit<SharedPage, 'route' | 'fullTitle'>;

const { brandName, ticker, launchStatus } = siteConfig;

/** Every route's title, description and share image: one entry feeds its metadata and its card. */
export const pages: Record<Route, PageShare> = {
  '/': {
    title: 'Professional waifu networking',
    description: `The professional network for anime waifus, memecoin maxis and people who list "vibes" as a skill. Home of ${ticker}, ${launchStatus}.`,
    image: '/og.png',
  },
  '/network': {
    title: 'Network',
    description:
      'Grow your waifu network: connect with vibe architects, diamond-handed DAO leads and unpaid interns (level 99).',
    image: '/og/network.png',
  },
  '/jobs': {
    title: 'Jobs',
    description:
      'Waifu-friendly jobs: remote from bed, paid in vibes and memecoins, entry level with 10+ years of experience.',
    image: '/og/jobs.png',
  },
  '/messaging': {
    title: 'Messaging',
    description:
      'Your inbox: recruiters offering exposure, airdrop follow-ups and a diamond-handed friend who never sleeps.',
    image: '/og/messaging.png',
  },
  '/notifications': {
    title: 'Notifications',
    description:
      'Likes, connection requests, unlocked achievements and reminders about meetings that could have been emails.',
    image: '/og/notifications.png',
  },
  '/profile': {
    title: 'Profile',
    description: `${me.name}: ${me.headline}. Achievements, analytics and a suspiciously honest activity log.`,
    image: '/og/profile.png',
  },
  '/contract': {
    title: 'Contract',
    description: `The official ${ticker} contract address on ${siteConfig.chain.name}, ${launchStatus}.`,
    image: '/og/contract.png',
  },
};

/** The full title a page shows in the tab and on its share card. */
export function fullTitle(route: Route): string {
  return route === '/'
    ? `${brandName} · ${pages[route].title}`
    : `${pages[route].title} · ${brandName}`;
}

/** A route's entry as the brand's metadata and share cards take it. */
export function sharedPage(route: Route): SharedPage {
  return { route, ...pages[route], fullTitle: fullTitle(route) };
}

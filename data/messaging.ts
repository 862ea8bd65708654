import { portrait } from '@/lib/art';
import { siteConfig } from '@/lib/brand';

const { ticker } = siteConfig;
const venue = siteConfig.tokenVenue.name;

export type Conversation = {
  id: string;
  name: string;
  lastMessage: string;
  /** Relative time, kept as static text: the site has no clock to be wrong against. */
  time: string;
  unread: number;
  image: string;
};

export type Message = {
  id: string;
  from: 'them' | 'you';
  text: string;
  time: string;
};

export const conversations: Conversation[] = [
  {
    id: 'sakura-synergy',
    name: 'Sakura Synergy',
    lastMessage: `Circling back on that ${ticker} airdrop, per my last DM`,
    time: '2m ago',
    unread: 2,
    image: portrait('Sakura Synergy'),
  },
  {
    id: 'mecha-recruiter-chan',
    name: 'Recruiter-chan',
    lastMessage: 'Exciting opportunity! Unpaid, but the exposure is very kawaii.',
    time: '1h ago',
    unread: 1,
    image: portrait('Recruiter-chan'),
  },
  {
    id: 'hana-hodlsworth',
    name: 'Hana Hodlsworth',
    lastMessage: 'gm. Still not selling. Still not sleeping.',
    time: '3d ago',
    unread: 0,
    image: portrait('Hana Hodlsworth'),
  },
];

/** Every conversation shows this same thread: it is a parody inbox, not a real one. */
export const thread: Message[] = [
  {
    id: 'hello',
    from: 'them',
    text: 'Hey! Loved your post about waifu-driven tokenomics. Open to a quick 15-minute sync that will definitely run 90?',
    time: '9:41 AM',
  },
  {
    id: 'reply',
    from: 'you',
    text: siteConfig.launched
      ? `Only if it could have been a meme. Also, have you seen ${ticker} on ${venue}? Asking for my portfolio.`
      : `Only if it could have been a meme. Also, did you hear ${ticker} is ${siteConfig.launchStatus}? Asking for my portfolio.`,
    time: '9:43 AM',
  },
];

import { portrait } from '@/lib/art';
import { siteConfig } from '@/lib/brand';

const { ticker } = siteConfig;

export type NetworkContact = {
  id: string;
  name: string;
  title: string;
  connections: number;
  image: string;
};

export type IndustryShare = { industry: string; share: number };

export const contacts: NetworkContact[] = [
  {
    id: 'sakura-synergy',
    name: 'Sakura Synergy',
    title: 'Senior Vibe Architect at Kawaii Capital · Turns stand-ups into sit-downs',
    connections: 2847,
    image: portrait('Sakura Synergy'),
  },
  {
    id: 'hana-hodlsworth',
    name: 'Hana Hodlsworth',
    title: `Head of Diamond Hands at the ${ticker} DAO · Has not sold since episode one`,
    connections: 420,
    image: portrait('Hana Hodlsworth'),
  },
  {
    id: 'yuki-overtime',
    name: 'Yuki Overtime',
    title: 'Unpaid Intern (Level 99) at Senpai Solutions · Will code for compliments',
    connections: 69,
    image: portrait('Yuki Overtime'),
  },
];

export const networkStats = {
  connections: 676,
  industries: [
    { industry: 'Waifu consulting', share: 45 },
    { industry: 'Memecoin trading', share: 30 },
    { industry: 'Fan art & cosplay logistics', share: 25 },
  ] satisfies IndustryShare[],
};

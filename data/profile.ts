import { portrait } from '@/lib/art';
import { siteConfig } from '@/lib/brand';

const { ticker } = siteConfig;

export type ProfileStat = { value: string; label: string };

export type AchievementIcon = 'gem' | 'sparkles' | 'users' | 'inbox';

export type Achievement = {
  id: string;
  title: string;
  description: string;
  icon: AchievementIcon;
  /** Percent, 0–100. */
  progress: number;
};

export type ActivityIcon = 'thumbs-up' | 'wallet' | 'pencil' | 'calendar-x';

export type Activity = { id: string; action: string; time: string; icon: ActivityIcon };

/** The visitor's own member: home's profile card, the /profile page and "You" in messaging. */
export type Me = {
  name: string;
  headline: string;
  location: string;
  connections: number;
  avatar: string;
};

export const me: Me = {
  name: 'Aiko Moonbag',
  headline: `Chief Waifu Officer at ${ticker} · Professional meeting avoider · Ex-intern at three rug pulls`,
  location: 'Neo-Tokyo Metaverse',
  connections: 676,
  avatar: portrait('Aiko Moonbag'),
};

export const profileStats: ProfileStat[] = [
  { value: '247', label: 'Profile views' },
  { value: '42', label: 'Waifus endorsed' },
  { value: '153', label: 'Memes posted' },
  { value: '8.5h', label: 'Daily screen time' },
];

export const achievements: Achievement[] = [
  {
    id: 'diamond-hands',
    title: 'Diamond Hands',
    description: `Hold ${ticker} through five red candles without crying in a stand-up.`,
    icon: 'gem',
    progress: 85,
  },
  {
    id: 'meme-lord',
    title: 'Meme Lord',
    description: 'Post 100 memes that make HR schedule a “quick chat”.',
    icon: 'sparkles',
    progress: 92,
  },
  {
    id: 'networking-ninja',
    title: 'Networking Ninja',
    description: 'Connect with 1,000 waifus. Bots count; we checked.',
    icon: 'users',
    progress: 75,
  },
  {
    id: 'inbox-zero-chan',
    title: 'Inbox Zero-chan',
    description: 'Leave every recruiter on read with grace and a bow.',
    icon: 'inbox',
    progress: 60,
  },
];

export const activities: Activity[] = [
  {
    id: 'endorsed',
    action: 'Endorsed Sakura Synergy for Strategic Napping',
    time: '2h ago',
    icon: 'thumbs-up',
  },
  { id: 'dip', action: 'Bought the dip, then the dip’s dip', time: '5h ago', icon: 'wallet' },
  {
    id: 'headline',
    action: 'Updated headline to include the word “visionary”',
    time: '1d ago',
    icon: 'pencil',
  },
  {
    id: 'skipped',
    action: 'Skipped a meeting about skipping meetings',
    time: '2d ago',
    icon: 'calendar-x',
  },
];

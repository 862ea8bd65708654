import { siteConfig } from '@/lib/brand';

const { ticker } = siteConfig;
export type NotificationType = 'engagement' | 'connection' | 'achievement' | 'reminder';

export type NotificationIcon = 'heart' | 'user-plus' | 'trophy' | 'alarm-clock';

export type NotificationItem = {
  id: string;
  type: NotificationType;
  icon: NotificationIcon;
  title: string;
  description?: string;
  time: string;
};

export type NotificationSetting = { id: string; label: string; hint: string };

export const notifications: NotificationItem[] = [
  {
    id: 'post-likes',
    type: 'engagement',
    icon: 'heart',
    title: 'Sakura Synergy and 68 others liked your post',
    description: '“Why I list touching grass as a hobby but have never done it”',
    time: '5m ago',
  },
  {
    id: 'yuki-invite',
    type: 'connection',
    icon: 'user-plus',
    title: 'Yuki Overtime wants to connect',
    description: '“Saw you endorsed Strategic Napping. Let’s synergise.”',
    time: '1h ago',
  },
  {
    id: 'diamond-hands',
    type: 'achievement',
    icon: 'trophy',
    title: 'You unlocked Diamond Hands',
    description: `Held ${ticker} through three dips and one existential crisis.`,
    time: '3h ago',
  },
  {
    id: 'meeting-reminder',
    type: 'reminder',
    icon: 'alarm-clock',
    title: 'Reminder: your 4 pm meeting could have been an email',
    time: '1d ago',
  },
];

export const notificationSettings: NotificationSetting[] = [
  {
    id: 'endorsements',
    label: 'Endorsements and new followers',
    hint: 'Including the bots. Especially the bots.',
  },
  {
    id: 'price-alerts',
    label: `${ticker} price alerts`,
    hint: 'Green candles only. We respect your mental health.',
  },
  {
    id: 'profile-views',
    label: 'Weekly “who viewed your profile” digest',
    hint: 'Spoiler: mostly recruiters for unpaid roles.',
  },
];

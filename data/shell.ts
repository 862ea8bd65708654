/** How long the loading overlay covers the first load, counted from navigation start. */
export const OVERLAY_MS = 2000;

export const loadingMessages = [
  'Summoning your waifus…',
  'Polishing anime résumés…',
  'Endorsing senpai for Synergy…',
  'Calculating rizz-to-salary ratio…',
  'Aping into the org chart…',
  'Ready to lewd!',
] as const;

export type NavItem = {
  label: string;
  href: string;
  /** Its icon's id in the sprite (components/ui/icons.ts). */
  icon: 'house' | 'users' | 'briefcase-business' | 'message-square-text' | 'bell' | 'user-round';
  badge?: number;
};

export const navItems: NavItem[] = [
  { label: 'Home', href: '/', icon: 'house' },
  { label: 'Network', href: '/network', icon: 'users' },
  { label: 'Jobs', href: '/jobs', icon: 'briefcase-business' },
  { label: 'Messaging', href: '/messaging', icon: 'message-square-text' },
  { label: 'Notifications', href: '/notifications', icon: 'bell', badge: 1 },
  { label: 'Me', href: '/profile', icon: 'user-round' },
];

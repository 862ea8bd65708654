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
  icon: 'home' | 'network' | 'jobs' | 'messaging' | 'notifications' | 'me';
  badge?: number;
};

export const navItems: NavItem[] = [
  { label: 'Home', href: '/', icon: 'home' },
  { label: 'Network', href: '/network', icon: 'network' },
  { label: 'Jobs', href: '/jobs', icon: 'jobs' },
  { label: 'Messaging', href: '/messaging', icon: 'messaging' },
  { label: 'Notifications', href: '/notifications', icon: 'notifications', badge: 1 },
  { label: 'Me', href: '/profile', icon: 'me' },
];

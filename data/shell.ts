/** How long the loading overlay covers the first load, counted from navigation start. */
export const OVERLAY_MS = 2000;

export type NavItem = {
  /** Its label's key in the content file's site.nav. */
  key: 'home' | 'network' | 'jobs' | 'messaging' | 'notifications' | 'me';
  href: string;
  /** Its icon's id in the sprite (components/ui/icons.ts). */
  icon: 'house' | 'users' | 'briefcase-business' | 'message-square-text' | 'bell' | 'user-round';
  badge?: number;
};

export const navItems: NavItem[] = [
  { key: 'home', href: '/', icon: 'house' },
  { key: 'network', href: '/network', icon: 'users' },
  { key: 'jobs', href: '/jobs', icon: 'briefcase-business' },
  { key: 'messaging', href: '/messaging', icon: 'message-square-text' },
  { key: 'notifications', href: '/notifications', icon: 'bell', badge: 1 },
  { key: 'me', href: '/profile', icon: 'user-round' },
];

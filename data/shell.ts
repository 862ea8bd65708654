/** How long the loading overlay covers the first load, counted from navigation start. */
export const OVERLAY_MS = 2000;

/**
 * The id of the loading overlay's last element, an empty one: the first frame waits until it is
 * parsed (app/layout.tsx). Chromium drew a frame as soon as an element with the awaited id was in,
 * and the overlay's own id let a frame show its picture before its words.
 */
export const OVERLAY_END_ID = 'loading-overlay-end';

/** The footer's id: the body's last element, so the page under the overlay is shown once it is parsed. */
export const FOOTER_ID = 'site-footer';

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

/**
 * The event the shell dispatches on the document once React has hydrated the page (a layout
 * effect, components/shell/page-live.tsx): the chunk loader replays the taps it noted before.
 */
export const PAGE_LIVE_EVENT = 'page-live';

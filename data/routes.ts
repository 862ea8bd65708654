/** Every pre-rendered route, for the sitemap and the tests that walk the site. */
export const routes = [
  '/',
  '/network',
  '/jobs',
  '/messaging',
  '/notifications',
  '/profile',
  '/contract',
] as const;

export type Route = (typeof routes)[number];

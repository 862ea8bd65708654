import { artRequest, type ArtRequest } from '@/lib/art';
import { readContent } from '@/lib/build/content/load';

/**
 * Every portrait and logo the content shows, once each: scripts/generate-art.ts draws exactly
 * these into public/art/. Each is seeded with the name it shows beside, so a renamed sample gets
 * its own picture.
 */
export function artRequests(): ArtRequest[] {
  const { me, home, network, messaging, jobs } = readContent();
  const portraits = [
    me.name,
    ...(home.hero.memes ? [] : home.hero.portraits),
    ...network.contacts.map(({ name }) => name),
    ...messaging.conversations.map(({ name }) => name),
  ];
  const logos = [
    ...home.matchmakers.entries.map(({ name }) => name),
    ...jobs.list.map(({ company }) => company),
  ];
  return [
    ...new Map(
      [
        ...portraits.map((seed) => artRequest('portrait', seed)),
        ...logos.map((seed) => artRequest('logo', seed)),
      ].map((request) => [request.file, request]),
    ).values(),
  ];
}

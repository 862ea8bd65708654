import { artRequest, type ArtRequest } from '@/lib/art';
import { heroPortraits, matchmakers } from './home';
import { jobs } from './jobs';
import { conversations } from './messaging';
import { contacts } from './network';
import { me } from './profile';

const portraits = [
  me.name,
  ...heroPortraits.map(({ name }) => name),
  ...contacts.map(({ name }) => name),
  ...conversations.map(({ name }) => name),
];
const logos = [...matchmakers.map(({ name }) => name), ...jobs.map(({ company }) => company)];

/**
 * Every portrait and logo the sample data shows, once each: scripts/generate-art.ts draws exactly
 * these into public/art/. Each is seeded with the name it shows beside.
 */
export const art: ArtRequest[] = [
  ...new Map(
    [
      ...portraits.map((seed) => artRequest('portrait', seed)),
      ...logos.map((seed) => artRequest('logo', seed)),
    ].map((request) => [request.file, request]),
  ).values(),
];

import { art } from '@/data/art';
import * as home from '@/data/home';
import * as jobs from '@/data/jobs';
import * as messaging from '@/data/messaging';
import * as network from '@/data/network';
import * as profile from '@/data/profile';
import { artUrl } from '@/lib/art';

/** Every string anywhere in `value` that points into /art/. */
function artUrls(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('/art/') ? [value] : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(artUrls);
  return [];
}

describe('art', () => {
  it('lists exactly the portraits and logos the sample data shows, once each', () => {
    const shown = new Set(artUrls([home, jobs, messaging, network, profile]));
    const listed = art.map(artUrl);
    expect(new Set(listed).size).toBe(listed.length);
    expect(new Set(listed)).toEqual(shown);
  });
});

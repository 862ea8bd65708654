/**
 * The raid kit, worked out at build time: each of the team's posts in the page's language with its
 * links, which the build writes as each language's JSON file for the kit's press to fetch. Home's
 * page carries only the button's words and that file's address. Server only.
 */
import { asset } from '@/lib/asset';
import { canonicalUrl, siteConfig } from '@/lib/brand';
import { localPath, pageLanguage, siteContent, siteLanguages } from '@/lib/content';
import { raidPosts } from './links';
import type { RaidKitData, RaidKitOpenerProps } from './types';

/** The file of a language's kit, under /raid/ on the site. */
export const raidFile = (tag: string) => `${tag.toLowerCase()}.json`;

/** The kit's words and posts in language `tag`; each post carries that language's home URL. */
export function raidKitData(tag: string = pageLanguage().tag): RaidKitData {
  const { home, site, raid } = siteContent(tag);
  const language = siteLanguages().find((candidate) => candidate.tag === tag);
  const url = canonicalUrl(language ? localPath('/', language) : '/');
  const { note, post, x, telegram, farcaster, reply } = home.raid;
  return {
    text: { note, post, x, telegram, farcaster, reply, newTab: site.newTab },
    posts: raidPosts(raid?.posts ?? [], url, siteConfig().raidReply),
  };
}

/** Home's button, or null when the team has no posts. */
export function raidKitOpenerProps(): RaidKitOpenerProps | null {
  const { home, raid } = siteContent();
  if (!raid || raid.posts.length === 0) return null;
  const { open, dialogTitle, close, loading, loadError, retry, reload } = home.raid;
  return {
    text: { open, dialogTitle, close, loading, loadError, retry, reload },
    data: asset(`/raid/${raidFile(pageLanguage().tag)}`),
  };
}

/**
 * The default content file is LewdIn's, as ../shared/SPEC.md has it: every literal and count the
 * spec names. It reads content/lewdin.yaml whatever NEXT_PUBLIC_CONTENT says, so a team's own file
 * never has to match it (every other test reads the content the build reads).
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_CONTENT_FILE, parseContent } from '@/lib/build/content/load';

const content = parseContent(readFileSync(DEFAULT_CONTENT_FILE, 'utf8'), DEFAULT_CONTENT_FILE);
const { site, home, network, jobs, messaging, notifications, profile, contract } = content;

describe('the default content matches the spec', () => {
  it('has the top bar: nav items, the UwU button and a Follow link', () => {
    expect(Object.values(site.nav)).toEqual([
      'Home',
      'Network',
      'Jobs',
      'Messaging',
      'Notifications',
      'Me',
    ]);
    expect(site.uwu).toBe('UwU');
    expect(site.follow).toBe('Follow');
  });

  it('rotates six loading messages, the last "Ready to lewd!"', () => {
    expect(site.loading.messages).toHaveLength(6);
    expect(site.loading.messages.at(-1)).toBe('Ready to lewd!');
  });

  it('titles the error view "Unexpected Application Error!"', () => {
    expect(site.error.heading).toBe('Unexpected Application Error!');
  });

  it("has home's profile card: PREMIUM MEMBER, strength fixed at 15% 'Exceptionally Weak'", () => {
    expect(home.profileCard.badge).toBe('PREMIUM MEMBER');
    expect(home.profileCard.strength).toBe(15);
    expect(home.profileCard.strengthCaption).toBe('Exceptionally Weak');
    expect(home.links.community).toBe('Join Our Community');
  });

  it("labels the composer's fields and its submit button as the spec does", () => {
    const { composer } = home;
    expect(composer.excuse.toLowerCase()).toBe('favorite activity');
    expect(composer.waifus).toBe('Waifus Made Today');
    expect(composer.art).toBe('Lewd Art Created Today');
    expect(composer.submit).toBe('Submit for Review');
    expect(composer.cancel).toBe('Cancel');
    expect(home.moments.heading).toBe('Recent Waifu Moments');
  });

  it("has 'Top Waifu Matchmakers!' cycling five avoid-card entries with the spec's words", () => {
    const { matchmakers } = home;
    expect(matchmakers.heading).toBe('Top Waifu Matchmakers!');
    expect(matchmakers.entries).toHaveLength(5);
    expect(matchmakers.avoid).toBe('Avoid');
    expect(matchmakers.avoided).toBe('Avoided! ✓');
    expect(matchmakers.feedback).toBe('Smart choice! Crisis avoided 🎉');
    expect(matchmakers.hint).toBe("Click 'Avoid' to dodge this bullet!");
  });

  it('has three news items, six trending skills, the stats 69K+, 420, 1337 and four roadmap stages', () => {
    expect(home.news.items).toHaveLength(3);
    for (const item of home.news.items) {
      expect(item).toEqual(
        expect.objectContaining({ title: expect.any(String), reads: expect.any(Number) }),
      );
    }
    expect(home.trending.heading).toBe('Trending Waifu Skills');
    expect(home.trending.skills).toHaveLength(6);
    expect(home.stats.items.map(({ value }) => value)).toEqual(['69K+', '420', '1337']);
    expect(home.roadmap.stages.map(({ period }) => period)).toEqual([
      'Q2 2024',
      'Q3 2024',
      'Q4 2024',
      '2025',
    ]);
  });

  it('has three contacts, 676 connections and industry shares of 45%, 30% and 25%', () => {
    expect(network.contacts).toHaveLength(3);
    expect(network.connect).toBe('Connect');
    expect(network.stats.connections).toBe(676);
    expect(network.stats.industries.map(({ share }) => share)).toEqual([45, 30, 25]);
    expect(content.me.connections).toBe(676);
  });

  it('has three jobs, 1,337 open jobs and three skill percentages', () => {
    expect(jobs.list).toHaveLength(3);
    expect(jobs.apply).toBe('Apply');
    expect(jobs.market.openJobs).toBe(1337);
    expect(jobs.market.skills).toHaveLength(3);
  });

  it('has three conversations and one two-message thread', () => {
    expect(messaging.conversations).toHaveLength(3);
    expect(messaging.thread).toHaveLength(2);
  });

  it('has four notifications of the four types and three settings', () => {
    expect(notifications.items.map(({ type }) => type)).toEqual([
      'engagement',
      'connection',
      'achievement',
      'reminder',
    ]);
    expect(notifications.markAll).toBe('Mark all as ignored');
    expect([notifications.accept, notifications.ignore]).toEqual(['Accept', 'Ignore']);
    expect(notifications.settings.items).toHaveLength(3);
  });

  it('has the profile: Edit Profile, stats 247, 42, 153, 8.5h, achievements at 85, 92, 75, 60 and four activities', () => {
    expect(profile.editProfile).toBe('Edit Profile');
    expect(profile.stats.map(({ value }) => value)).toEqual(['247', '42', '153', '8.5h']);
    expect(profile.achievements.map(({ progress }) => progress)).toEqual([85, 92, 75, 60]);
    expect(profile.activity).toHaveLength(4);
  });

  it("confirms a copy with 'Copied to clipboard!' and says the token is newly launched", () => {
    expect(contract.copied).toBe('Copied to clipboard!');
    expect(contract.launched).toMatch(/\{launchStatus\}/);
    expect(content.site.launchStatus.launched).toBe('newly launched on {venue}');
  });

  it('has no tokenomics or FAQ, so /contract is as the spec has it', () => {
    expect(content.tokenomics).toBeUndefined();
    expect(content.faq).toBeUndefined();
  });
});

import { logo, portrait } from '@/lib/art';
import { siteContent, type Content } from '@/lib/content';
import { readContent } from '@/lib/build/content/load';
import { heroMemes, type HeroMeme } from '@/lib/build/content/memes';
import { meData, type Me } from '@/data/profile';

export type { HeroMeme } from '@/lib/build/content/memes';

/** Drawn as a lucide icon: an emoji would need a colour-emoji font, which not every device has. */
export type ProfileBadgeIcon = 'trophy' | 'gem' | 'trending-up';

/** What home's profile card adds to the member record (data/profile.ts). */
export type ProfileHighlights = {
  achievements: { icon: ProfileBadgeIcon; text: string }[];
  /** Percent; the spec fixes it at 15. */
  strength: number;
  strengthCaption: string;
};

export type WaifuMoment = {
  id: string;
  author: string;
  time: string;
  text: string;
};

export type Matchmaker = {
  name: string;
  logo: string;
  description: string;
  /** Red-flag rating out of 5: higher means run faster. */
  rating: number;
};

export type NewsItem = {
  title: string;
  reads: number;
  time: string;
  highlight: string;
};

export type TrendingSkill = {
  name: string;
  /** Signed percent change, shown as a link to the token page. */
  change: number;
};

export type HeroPortrait = { name: string; src: string };

export type Stat = { value: string; label: string };

export type RoadmapStage = { period: string; title: string; description: string };

/**
 * Where each of home's three avoid cards starts in the shared list of `count` entries, spread
 * evenly so neighbours start apart: [0, 2, 4] for five entries, [0, 1, 2] for three (the schema
 * refuses fewer).
 */
export function avoidCardStarts(count: number): readonly [number, number, number] {
  const start = (card: number) => Math.ceil((card * count) / 3);
  return [start(0), start(1), start(2)];
}

/** The words the composer-and-moments island uses, and no more: it ships them to the browser. */
export type WaifuMomentsText = {
  composer: Omit<Content['home']['composer'], 'actions'>;
  moments: Pick<Content['home']['moments'], 'heading' | 'empty'>;
  /** The content's language: the plural forms of the posted sentence follow its rules. */
  lang: string;
};

/** Only what the island shows: the sample moments travel as its initial list instead. */
export function waifuMomentsText({ home, lang }: Content = siteContent()): WaifuMomentsText {
  // The shortcuts' labels are drawn on the server (ComposerActions): not shipped to the island.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { actions, ...composer } = home.composer;
  return { composer, moments: { heading: home.moments.heading, empty: home.moments.empty }, lang };
}

/**
 * Home's words, people and pictures, from the content file, with the generated portraits and
 * logos (lib/art) and, when the content lists them, the team's memes the build made
 * (lib/build/content/memes.ts). Read at render time, so an edit shows on the next reload under `next dev`.
 */
export function homeData() {
  const content = siteContent();
  const { home } = content;
  const me: Me = meData();
  const profileHighlights: ProfileHighlights = {
    achievements: home.profileCard.achievements,
    strength: home.profileCard.strength,
    strengthCaption: home.profileCard.strengthCaption,
  };
  const sampleMoments: WaifuMoment[] = home.moments.samples.map((moment, index) => ({
    id: `sample-${index + 1}`,
    ...moment,
  }));
  // Pictures are seeded with the base file's names, so a translated name keeps its picture.
  const seeds = readContent().home;
  const matchmakers: Matchmaker[] = home.matchmakers.entries.map((entry, index) => ({
    ...entry,
    logo: logo(seeds.matchmakers.entries[index]!.name),
  }));
  const heroPortraits: HeroPortrait[] = home.hero.portraits.map((name, index) => ({
    name,
    src: portrait(seeds.hero.portraits[index]!),
  }));
  const memes: HeroMeme[] | null = home.hero.memes ? heroMemes(home.hero.memes) : null;
  return {
    text: home,
    heading: content.pages.home.heading,
    momentsText: waifuMomentsText(content),
    me,
    profileHighlights,
    sampleMoments,
    matchmakers,
    matchmakerStarts: avoidCardStarts(matchmakers.length),
    news: home.news.items satisfies NewsItem[],
    trendingSkills: home.trending.skills satisfies TrendingSkill[],
    heroPortraits,
    memes,
    stats: home.stats.items satisfies Stat[],
    roadmap: home.roadmap.stages satisfies RoadmapStage[],
  };
}

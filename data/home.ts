import { logo, portrait } from '@/lib/art';
import { siteConfig } from '@/lib/brand';
import type { MomentShareText } from '@/lib/moment-card/text';

const { brandName, ticker } = siteConfig;
const venue = siteConfig.tokenVenue.name;

/** Drawn as a lucide icon: an emoji would need a colour-emoji font, which not every device has. */
export type ProfileBadgeIcon = 'trophy' | 'gem' | 'trending-up';

/** What home's profile card adds to the member record (data/profile.ts). */
export type ProfileHighlights = {
  achievements: { icon: ProfileBadgeIcon; text: string }[];
  /** Percent; the spec fixes it at 15. */
  strength: number;
  strengthCaption: string;
};

export const profileHighlights: ProfileHighlights = {
  achievements: [
    { icon: 'trophy', text: 'Top 1% Waifu Curator (self-assessed)' },
    { icon: 'gem', text: `Held ${ticker} through one whole dip` },
    { icon: 'trending-up', text: 'Endorsed for Synergy by 69 strangers' },
  ],
  strength: 15,
  strengthCaption: 'Exceptionally Weak',
};

export type WaifuMoment = {
  id: string;
  author: string;
  time: string;
  text: string;
};

export const sampleMoments: WaifuMoment[] = [
  {
    id: 'sample-1',
    author: 'Mei Kawaii',
    time: '2h',
    text: 'Mei Kawaii, our resident Prompt Whispering expert, made 3 waifus and 1 piece of lewd art today, and still found time for napping through the all-hands.',
  },
  {
    id: 'sample-2',
    author: 'Rin Tsunderella',
    time: '5h',
    text: "Rin Tsunderella, our resident Passive-Aggressive Email expert, made 1 waifu and 0 pieces of lewd art today, and still found time for pretending it's not like she wanted a promotion or anything.",
  },
  {
    id: 'sample-3',
    author: 'Yuki Blockchan',
    time: '1d',
    text: `Yuki Blockchan, our resident Synergy expert, made 20 waifus and 7 pieces of lewd art today, and still found time for refreshing the ${ticker} chart 400 times.`,
  },
];

export type Matchmaker = {
  name: string;
  logo: string;
  description: string;
  /** Red-flag rating out of 5: higher means run faster. */
  rating: number;
};

export const matchmakers: Matchmaker[] = [
  {
    name: 'Yandere Matchmaking Co.',
    logo: logo('Yandere Matchmaking Co.'),
    description:
      'Guaranteed lifelong devotion. Heavy emphasis on “guaranteed”. No refunds, no escape.',
    rating: 4.9,
  },
  {
    name: 'Isekai Singles',
    logo: logo('Isekai Singles'),
    description: 'Meet your soulmate in another world. Step one: stand very close to a truck.',
    rating: 4.7,
  },
  {
    name: 'Gacha Hearts',
    logo: logo('Gacha Hearts'),
    description: 'Every date costs 300 gems. The pity system kicks in after 90 heartbreaks.',
    rating: 4.4,
  },
  {
    name: 'Tsundere Talent Partners',
    logo: logo('Tsundere Talent Partners'),
    description: 'It’s not like we WANT to find you a match or anything. Fees are non-refundable.',
    rating: 4.2,
  },
  {
    name: 'Body Pillow Premium',
    logo: logo('Body Pillow Premium'),
    description: 'A partner who never interrupts, never leaves, and never, technically, exists.',
    rating: 3.8,
  },
];

/** Where each of the three avoid-cards starts in the shared list. */
export const matchmakerStarts = [0, 2, 4] as const;

export type NewsItem = {
  title: string;
  reads: number;
  time: string;
  highlight: string;
};

export const news: NewsItem[] = [
  {
    title: 'Waifus unionise, demand a four-day week and body-pillow benefits',
    reads: 42069,
    time: '2h ago',
    highlight: 'Top story',
  },
  {
    title: `${ticker} holders report 420% rise in copium after “healthy” dip`,
    reads: 13370,
    time: '5h ago',
    highlight: 'Trending',
  },
  {
    title: 'Study: 9 in 10 recruiters cannot tell a waifu from a VP of Sales',
    reads: 6969,
    time: '1d ago',
    highlight: 'Hot take',
  },
];

export type TrendingSkill = {
  name: string;
  /** Signed percent change, shown as a link to the token page. */
  change: number;
};

export const trendingSkills: TrendingSkill[] = [
  { name: 'Prompt Whispering', change: 420 },
  { name: 'Synergy (Anime Edition)', change: 69 },
  { name: 'Body-Pillow Ergonomics', change: 42 },
  { name: 'Diamond Hands', change: 33 },
  { name: 'Tsundere Negotiation', change: 21 },
  { name: 'Touching Grass', change: -13 },
];

export type HeroPortrait = { name: string; src: string };

export const heroPortraits: HeroPortrait[] = [
  'Sakura Synergy',
  'Mei Kawaii',
  'Rin Tsunderella',
  'Yuki Blockchan',
  'Aiko Airdrop',
  'Hana Hodl',
  'Kiko Kanban',
  'Nami Networking',
].map((name) => ({ name, src: portrait(name) }));

export type Stat = { value: string; label: string };

export const stats: Stat[] = [
  { value: '69K+', label: 'Waifus networking professionally' },
  { value: '420', label: 'Meetings skipped per day' },
  { value: '1337', label: 'Elite lewd artists on payroll' },
];

export type RoadmapStage = { period: string; title: string; description: string };

export const roadmap: RoadmapStage[] = [
  {
    period: 'Q2 2024',
    title: 'Launch',
    description: `${ticker} goes live on ${venue}. The first waifu updates her headline to “Founder”.`,
  },
  {
    period: 'Q3 2024',
    title: 'Endorsements',
    description: 'Endorse a waifu for Synergy and receive absolutely nothing in return.',
  },
  {
    period: 'Q4 2024',
    title: `${brandName} Premium`,
    description: 'Finally see who viewed your profile and then chose a body pillow instead.',
  },
  {
    period: '2025',
    title: 'Waifu DAO',
    description: 'Governance by committee, meetings by the hour, decisions by vibes.',
  },
];

/**
 * Every word of a moment's Share control, its dialog and its picture (lib/moment-card/text.ts
 * says what each is for). Placeholders are filled in the browser: {author}, {brand}, {ticker},
 * {address} (the site's address as the card shows it) and {url} (home's canonical URL).
 */
export const momentShareText: MomentShareText = {
  control: 'Share',
  controlLabel: "Share {author}'s moment as a picture",
  dialogTitle: 'Share this moment as a picture',
  close: 'Close',
  drawing: 'Drawing the picture…',
  ready: 'Your picture is ready.',
  imageAlt: "{author}'s moment on a {brand} card, with {ticker} and {address}",
  share: 'Share',
  download: 'Download',
  postOnX: 'Post on X',
  attachNote: 'X gets the words and the link; attach the downloaded picture to your post yourself.',
  touchHint: 'Or press and hold the picture to save it.',
  loadError:
    'The picture maker did not load: you may be offline, or {brand} was updated since this page opened.',
  drawError: 'This browser could not draw the picture.',
  shareError: 'Your device would not share the picture. Download it instead.',
  retry: 'Try again',
  reload: 'Reload the page',
  line: 'A waifu moment from {brand}, home of {ticker}. Not financial advice. {url}',
  cardNote: 'A parody. Not financial advice.',
  fileName: '{brand}-{author}-moment',
};

import { logo } from '@/lib/art';
import { siteConfig } from '@/lib/brand';

const { ticker } = siteConfig;

export type Job = {
  id: string;
  title: string;
  company: string;
  companyLogo: string;
  location: string;
  salary: string;
  description: string;
  tags: string[];
  posted: string;
};

export type SkillMatch = { skill: string; percent: number };

export const jobs: Job[] = [
  {
    id: 'waifu-relations-manager',
    title: 'Senior Waifu Relations Manager',
    company: 'Kawaii Capital',
    companyLogo: logo('Kawaii Capital'),
    location: 'Remote (from bed)',
    salary: `$120K – $180K + ${ticker} bags`,
    description:
      'Manage relationships with 200+ stakeholders who are all drawn in the same art style. Must be able to say “per my last message” with a smile and a sparkle effect.',
    tags: ['Remote', 'Full-time', 'Body-pillow allowance'],
    posted: '2 days ago',
  },
  {
    id: 'chief-meme-officer',
    title: 'Chief Meme Officer',
    company: 'Pump & Chill Labs',
    companyLogo: logo('Pump & Chill Labs'),
    location: 'Tokyo · Hybrid (you and your couch)',
    salary: `$69K – $420K, paid in vibes, then ${ticker}`,
    description:
      'Own the memetic roadmap from “gm” to “wagmi”. Ship a meme a day and attend zero meetings that could have been a sticker.',
    tags: ['Full-time', 'Equity in memes', 'No meetings'],
    posted: '5 hours ago',
  },
  {
    id: 'junior-diamond-hands-engineer',
    title: 'Junior Diamond Hands Engineer',
    company: 'Senpai Solutions',
    companyLogo: logo('Senpai Solutions'),
    location: 'Akihabara, Japan · On-site',
    salary: '$40K – $60K + unlimited ramen',
    description:
      'Entry level: 10+ years of experience holding a token that launched last week. You will refresh charts, stay calm and never, ever sell the bottom.',
    tags: ['Entry level (10+ yrs)', 'On-site', 'Ramen benefits'],
    posted: '1 week ago',
  },
];

export const jobMarket = {
  openJobs: 1337,
  skills: [
    { skill: 'Meme literacy', percent: 95 },
    { skill: 'Anime trivia', percent: 88 },
    { skill: 'Excel', percent: 12 },
  ] satisfies SkillMatch[],
};

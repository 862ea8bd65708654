import { readContent } from '@/lib/build/content/load';
import { logo } from '@/lib/art';
import { siteContent } from '@/lib/content';

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

/** /jobs' words, jobs and skill matches, from the content file, with each company's generated logo. */
export function jobsData() {
  const { jobs } = siteContent();
  const list: Job[] = jobs.list.map((job, index) => ({
    id: `${index + 1}`,
    ...job,
    // Seeded with the base file's name, so a translated name keeps its picture.
    companyLogo: logo(readContent().jobs.list[index]!.company),
  }));
  const skills: SkillMatch[] = jobs.market.skills.map(({ name, percent }) => ({
    skill: name,
    percent,
  }));
  return { text: jobs, jobs: list, skills };
}

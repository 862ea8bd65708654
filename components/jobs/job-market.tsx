import { SectionCard } from '@/components/ui/section-card';
import { PercentList } from '@/components/ui/percent-bar';
import { StatTile } from '@/components/ui/stat-tile';
import type { SkillMatch } from '@/data/jobs';

type JobMarketProps = { openJobs: number; skills: SkillMatch[] };

export function JobMarket({ openJobs, skills }: JobMarketProps) {
  return (
    <SectionCard headingId="job-market-heading" title="Job market" className="p-4">
      <dl className="mt-3">
        <StatTile value={openJobs} label="Jobs open for waifus right now" />
      </dl>
      <h3 className="mt-5 text-sm font-semibold">How your skills match</h3>
      <PercentList items={skills.map(({ skill, percent }) => ({ label: skill, value: percent }))} />
      <p className="mt-4 text-xs text-muted">
        Recruiters say Excel is “nice to have”. Recruiters also say “fast-paced family”.
      </p>
    </SectionCard>
  );
}

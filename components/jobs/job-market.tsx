import { SectionCard } from '@/components/ui/section-card';
import { PercentList } from '@/components/ui/percent-bar';
import { StatTile } from '@/components/ui/stat-tile';
import type { SkillMatch } from '@/data/jobs';
import type { Content } from '@/lib/content';

type JobMarketProps = { text: Content['jobs']['market']; skills: SkillMatch[] };

export function JobMarket({ text, skills }: JobMarketProps) {
  return (
    <SectionCard headingId="job-market-heading" title={text.heading} className="p-4">
      <dl className="mt-3">
        <StatTile value={text.openJobs} label={text.openJobsLabel} />
      </dl>
      <h3 className="mt-5 text-sm font-semibold">{text.skillsHeading}</h3>
      <PercentList items={skills.map(({ skill, percent }) => ({ label: skill, value: percent }))} />
      <p className="mt-4 text-xs text-muted">{text.note}</p>
    </SectionCard>
  );
}

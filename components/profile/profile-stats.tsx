import { SectionCard } from '@/components/ui/section-card';
import { StatTile } from '@/components/ui/stat-tile';
import type { ProfileStat } from '@/data/profile';
import type { Content } from '@/lib/content';

type ProfileStatsProps = {
  text: Pick<Content['profile'], 'statsHeading' | 'statsNote'>;
  stats: ProfileStat[];
};

export function ProfileStats({ text, stats }: ProfileStatsProps) {
  return (
    <SectionCard
      headingId="profile-stats-heading"
      title={text.statsHeading}
      className="p-4 sm:px-6"
    >
      <p className="text-xs text-muted">{text.statsNote}</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stats.map(({ value, label }) => (
          <StatTile key={label} value={value} label={label} />
        ))}
      </dl>
    </SectionCard>
  );
}

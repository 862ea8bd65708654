import { SectionCard } from '@/components/ui/section-card';
import { StatTile } from '@/components/ui/stat-tile';
import type { ProfileStat } from '@/data/profile';

export function ProfileStats({ stats }: { stats: ProfileStat[] }) {
  return (
    <SectionCard headingId="profile-stats-heading" title="Analytics" className="p-4 sm:px-6">
      <p className="text-xs text-muted">Private to you, your waifu and several data brokers.</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stats.map(({ value, label }) => (
          <StatTile key={label} value={value} label={label} />
        ))}
      </dl>
    </SectionCard>
  );
}

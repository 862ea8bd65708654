import { Card } from '@/components/ui/card';
import { StatTile } from '@/components/ui/stat-tile';
import type { ProfileStat } from '@/data/profile';

export function ProfileStats({ stats }: { stats: ProfileStat[] }) {
  return (
    <Card aria-labelledby="profile-stats-heading" className="p-4 sm:px-6">
      <h2 id="profile-stats-heading" className="text-lg font-semibold">
        Analytics
      </h2>
      <p className="text-xs text-muted">Private to you, your waifu and several data brokers.</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stats.map(({ value, label }) => (
          <StatTile key={label} value={value} label={label} />
        ))}
      </dl>
    </Card>
  );
}

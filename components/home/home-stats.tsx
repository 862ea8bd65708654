import type { Stat } from '@/data/home';
import { SectionCard } from '@/components/ui/section-card';
import { StatTile } from '@/components/ui/stat-tile';

export function HomeStats({ stats, heading }: { stats: Stat[]; heading: string }) {
  return (
    <SectionCard headingId="stats-heading" title={heading} className="p-4 sm:p-6">
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        {stats.map((stat) => (
          <StatTile key={stat.label} {...stat} className="bg-brand-soft p-4" />
        ))}
      </dl>
    </SectionCard>
  );
}

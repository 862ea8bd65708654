import type { Stat } from '@/data/home';
import { SectionCard } from '@/components/ui/section-card';

export function HomeStats({ stats }: { stats: Stat[] }) {
  return (
    <SectionCard
      headingId="stats-heading"
      title="By the numbers"
      headingClassName="text-base font-semibold"
      className="p-4 sm:p-6"
    >
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col rounded-lg bg-brand-soft p-4 text-center">
            <dt className="order-2 mt-1 text-sm text-muted">{stat.label}</dt>
            <dd className="order-1 text-2xl font-bold text-brand">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}

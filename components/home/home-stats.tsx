import type { Stat } from '@/data/home';
import { Card } from '@/components/ui/card';

export function HomeStats({ stats }: { stats: Stat[] }) {
  return (
    <Card aria-labelledby="stats-heading" className="p-4 sm:p-6">
      <h2 id="stats-heading" className="text-base font-semibold">
        By the numbers
      </h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col rounded-lg bg-brand-soft p-4 text-center">
            <dt className="order-2 mt-1 text-sm text-muted">{stat.label}</dt>
            <dd className="order-1 text-3xl font-black text-brand">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

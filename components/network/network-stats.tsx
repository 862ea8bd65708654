import { SectionCard } from '@/components/ui/section-card';
import { PercentList } from '@/components/ui/percent-bar';
import { StatTile } from '@/components/ui/stat-tile';
import type { IndustryShare } from '@/data/network';

type NetworkStatsProps = { connections: number; industries: IndustryShare[] };

export function NetworkStats({ connections, industries }: NetworkStatsProps) {
  return (
    <SectionCard headingId="network-stats-heading" title="Network statistics" className="p-4">
      <dl className="mt-3">
        <StatTile value={connections} label="Connections" />
      </dl>
      <p className="mt-2 text-xs text-muted">Up 0% this week. Your waifu’s network grew 300%.</p>
      <h3 className="mt-5 text-sm font-semibold">Your network by industry</h3>
      <PercentList
        items={industries.map(({ industry, share }) => ({ label: industry, value: share }))}
      />
    </SectionCard>
  );
}

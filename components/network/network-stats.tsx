import { SectionCard } from '@/components/ui/section-card';
import { PercentList } from '@/components/ui/percent-bar';
import { StatTile } from '@/components/ui/stat-tile';
import type { IndustryShare } from '@/data/network';
import type { Content } from '@/lib/content';

type NetworkStatsProps = { text: Content['network']['stats']; industries: IndustryShare[] };

export function NetworkStats({ text, industries }: NetworkStatsProps) {
  return (
    <SectionCard headingId="network-stats-heading" title={text.heading} className="p-4">
      <dl className="mt-3">
        <StatTile value={text.connections} label={text.connectionsLabel} />
      </dl>
      <p className="mt-2 text-xs text-muted">{text.growth}</p>
      <h3 className="mt-5 text-sm font-semibold">{text.industriesHeading}</h3>
      <PercentList
        items={industries.map(({ industry, share }) => ({ label: industry, value: share }))}
      />
    </SectionCard>
  );
}

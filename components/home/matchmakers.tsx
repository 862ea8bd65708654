import type { Matchmaker } from '@/data/home';
import { SectionCard } from '@/components/ui/section-card';
import { AvoidCard } from './avoid-card';

type MatchmakersProps = { entries: Matchmaker[]; starts: readonly number[] };

export function Matchmakers({ entries, starts }: MatchmakersProps) {
  return (
    <SectionCard headingId="matchmakers-heading" title="Top Waifu Matchmakers!" className="p-4">
      <p className="text-xs text-muted">Promoted · Hand-picked red flags for your weekend</p>
      <ul className="mt-3 space-y-3">
        {starts.map((start) => (
          <AvoidCard key={start} entries={entries} start={start} />
        ))}
      </ul>
    </SectionCard>
  );
}

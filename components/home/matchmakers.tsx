import type { Matchmaker } from '@/data/home';
import { Card } from '@/components/ui/card';
import { AvoidCard } from './avoid-card';

type MatchmakersProps = { entries: Matchmaker[]; starts: readonly number[] };

export function Matchmakers({ entries, starts }: MatchmakersProps) {
  return (
    <Card aria-labelledby="matchmakers-heading" className="p-4">
      <h2 id="matchmakers-heading" className="text-base font-semibold">
        Top Waifu Matchmakers!
      </h2>
      <p className="text-xs text-muted">Promoted · Hand-picked red flags for your weekend</p>
      <ul className="mt-3 space-y-3">
        {starts.map((start) => (
          <AvoidCard key={start} entries={entries} start={start} />
        ))}
      </ul>
    </Card>
  );
}

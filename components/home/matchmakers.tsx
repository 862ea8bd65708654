import type { Matchmaker } from '@/data/home';
import { SectionCard } from '@/components/ui/section-card';
import type { Content } from '@/lib/content';
import { AvoidCard, type AvoidCardText } from './avoid-card';

type MatchmakersProps = {
  entries: Matchmaker[];
  starts: readonly number[];
  text: Omit<Content['home']['matchmakers'], 'entries'>;
};

export function Matchmakers({ entries, starts, text }: MatchmakersProps) {
  // Only the words the cards use: each card is a client island and ships its props.
  const { rating, avoid, avoidLabel, avoided, feedback, hint } = text;
  const cardText: AvoidCardText = { rating, avoid, avoidLabel, avoided, feedback, hint };
  return (
    <SectionCard headingId="matchmakers-heading" title={text.heading} className="p-4">
      <p className="text-xs text-muted">{text.subheading}</p>
      <ul className="mt-3 space-y-3">
        {starts.map((start) => (
          <AvoidCard key={start} entries={entries} start={start} text={cardText} />
        ))}
      </ul>
    </SectionCard>
  );
}

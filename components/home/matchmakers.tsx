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
      {/* Rows of one height: the first card's, which lays out every entry. */}
      <ul className="mt-3 grid auto-rows-fr gap-3">
        {starts.map((start, index) => (
          <AvoidCard
            key={start}
            entries={entries}
            start={start}
            sized={index === 0}
            text={cardText}
          />
        ))}
      </ul>
    </SectionCard>
  );
}

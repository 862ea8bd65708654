import { Card } from '@/components/ui/card';
import type { Content } from '@/lib/content';
import type { RaidKitOpenerProps } from '@/lib/raid/types';
import { RaidKit } from './raid-kit';

type RaidCardProps = {
  text: Pick<Content['home']['raid'], 'heading' | 'intro'>;
  kit: RaidKitOpenerProps;
};

/** The raid kit on home's first screen: a line and its button; the posts come on the press. */
export function RaidCard({ text, kit }: RaidCardProps) {
  return (
    <Card
      aria-labelledby="raid-heading"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 p-3"
    >
      <div className="min-w-0">
        <h2 id="raid-heading" className="text-sm font-semibold text-ink">
          {text.heading}
        </h2>
        <p className="text-sm text-muted">{text.intro}</p>
      </div>
      <RaidKit {...kit} />
    </Card>
  );
}

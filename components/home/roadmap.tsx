import type { RoadmapStage } from '@/data/home';
import { SectionCard } from '@/components/ui/section-card';
import { fill, type Content } from '@/lib/content';

type RoadmapProps = {
  stages: RoadmapStage[];
  text: Pick<Content['home']['roadmap'], 'heading' | 'subheading' | 'stageLabel'>;
};

export function Roadmap({ stages, text }: RoadmapProps) {
  return (
    <SectionCard headingId="roadmap-heading" title={text.heading} className="p-4 sm:p-6">
      <p className="text-xs text-muted">{text.subheading}</p>
      <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {stages.map((stage, index) => (
          <li key={stage.period} className="relative border-s-2 border-brand ps-4">
            <p className="text-xs uppercase tracking-wide text-brand">
              <span className="sr-only">{fill(text.stageLabel, { number: index + 1 })}</span>
              {stage.period}
            </p>
            <h3 className="mt-0.5 text-sm font-semibold text-ink">{stage.title}</h3>
            <p className="mt-1 text-sm text-muted">{stage.description}</p>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}

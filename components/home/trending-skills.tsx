import { Icon } from '@/components/ui/icon';
import type { TrendingSkill } from '@/data/home';
import { SectionCard } from '@/components/ui/section-card';
import { ExternalLink } from '@/components/ui/external-link';
import { cn } from '@/lib/cn';
import { NewTabNote } from '@/components/ui/new-tab-note';
import type { Content } from '@/lib/content';

type TrendingSkillsProps = {
  skills: TrendingSkill[];
  /** Null before launch: the changes are then plain text. */
  tokenUrl: string | null;
  text: Pick<Content['home']['trending'], 'heading' | 'subheading' | 'linkNote'>;
};

const changeClass =
  'inline-flex shrink-0 items-center gap-1 rounded-md px-1.5 py-0.5 font-semibold';

function formatChange(change: number): string {
  return change < 0 ? `−${Math.abs(change)}%` : `+${change}%`;
}

export function TrendingSkills({ skills, tokenUrl, text }: TrendingSkillsProps) {
  return (
    <SectionCard headingId="skills-heading" title={text.heading} className="p-4">
      <p className="text-xs text-muted">{text.subheading}</p>
      <ol className="mt-3 divide-y divide-line">
        {skills.map((skill, index) => {
          const trend = skill.change < 0 ? 'trending-down' : 'trending-up';
          const tone = skill.change < 0 ? 'text-brand' : 'text-success';
          return (
            <li key={skill.name} className="flex items-center gap-2 py-2 text-sm">
              <span aria-hidden="true" className="w-4 shrink-0 text-xs text-muted">
                {index + 1}
              </span>
              <span className="min-w-0 flex-1 text-ink">{skill.name}</span>
              {tokenUrl ? (
                <ExternalLink href={tokenUrl} className={cn(changeClass, 'hover:underline', tone)}>
                  <Icon name={trend} className="size-4" />
                  {formatChange(skill.change)}
                  <span className="sr-only">{text.linkNote}</span>
                  <NewTabNote />
                </ExternalLink>
              ) : (
                <span className={cn(changeClass, tone)}>
                  <Icon name={trend} className="size-4" />
                  {formatChange(skill.change)}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </SectionCard>
  );
}

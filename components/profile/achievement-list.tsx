import { Icon } from '@/components/ui/icon';
import { IconBadge } from '@/components/ui/icon-badge';
import { SectionCard } from '@/components/ui/section-card';
import { ProgressBar } from '@/components/ui/progress-bar';
import type { Achievement } from '@/data/profile';
import { fill, type Content } from '@/lib/content';

type AchievementListProps = {
  text: Pick<Content['profile'], 'achievementsHeading' | 'progressLabel'>;
  achievements: Achievement[];
};

export function AchievementList({ text, achievements }: AchievementListProps) {
  return (
    <SectionCard
      headingId="achievements-heading"
      title={text.achievementsHeading}
      className="min-w-0 p-4 sm:px-6"
    >
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {achievements.map((achievement) => {
          return (
            <li
              key={achievement.id}
              className="flex min-w-0 gap-3 rounded-lg border border-line p-3"
            >
              <IconBadge tone="bg-brand-soft text-brand">
                <Icon name={achievement.icon} className="size-5" />
              </IconBadge>
              <div className="min-w-0 flex-1">
                <div className="flex items-baseline justify-between gap-2">
                  <h3 className="min-w-0 break-words font-semibold">{achievement.title}</h3>
                  <span className="shrink-0 text-sm font-semibold tabular-nums text-brand">
                    {achievement.progress}%
                  </span>
                </div>
                <p className="mt-0.5 break-words text-sm text-muted">{achievement.description}</p>
                <ProgressBar
                  value={achievement.progress}
                  label={fill(text.progressLabel, { title: achievement.title })}
                  className="mt-2"
                />
              </div>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}

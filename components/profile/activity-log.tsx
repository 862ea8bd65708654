import { Icon } from '@/components/ui/icon';
import { IconBadge } from '@/components/ui/icon-badge';
import { SectionCard } from '@/components/ui/section-card';
import type { Activity } from '@/data/profile';
import type { Content } from '@/lib/content';

type ActivityLogProps = {
  text: Pick<Content['profile'], 'activityHeading'>;
  activities: Activity[];
};

export function ActivityLog({ text, activities }: ActivityLogProps) {
  return (
    <SectionCard headingId="activity-heading" title={text.activityHeading} className="p-4">
      <ol className="mt-3 space-y-4">
        {activities.map((activity) => {
          return (
            <li key={activity.id} className="flex min-w-0 gap-3">
              <IconBadge size="sm" tone="bg-accent-soft text-accent">
                <Icon name={activity.icon} className="size-4" />
              </IconBadge>
              <div className="min-w-0">
                <p className="break-words text-sm">{activity.action}</p>
                <p className="text-xs text-muted">{activity.time}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </SectionCard>
  );
}

import { CalendarX, Pencil, ThumbsUp, Wallet, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import type { Activity, ActivityIcon } from '@/data/profile';

const icons: Record<ActivityIcon, LucideIcon> = {
  'thumbs-up': ThumbsUp,
  wallet: Wallet,
  pencil: Pencil,
  'calendar-x': CalendarX,
};

export function ActivityLog({ activities }: { activities: Activity[] }) {
  return (
    <Card aria-labelledby="activity-heading" className="p-4">
      <h2 id="activity-heading" className="text-lg font-semibold">
        Activity
      </h2>
      <ol className="mt-3 space-y-4">
        {activities.map((activity) => {
          const Icon = icons[activity.icon];
          return (
            <li key={activity.id} className="flex min-w-0 gap-3">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent"
              >
                <Icon className="size-4" />
              </span>
              <div className="min-w-0">
                <p className="break-words text-sm">{activity.action}</p>
                <p className="text-xs text-muted">{activity.time}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}

import { Icon } from '@/components/ui/icon';
import { Button } from '@/components/ui/button';
import { IconBadge } from '@/components/ui/icon-badge';
import type { NotificationItem, NotificationType } from '@/data/notifications';
import type { Content } from '@/lib/content';

const tones: Record<NotificationType, string> = {
  engagement: 'bg-brand-soft text-brand',
  connection: 'bg-accent-soft text-accent',
  achievement: 'bg-brand-soft text-brand-dark',
  reminder: 'bg-canvas text-ink',
};

type NotificationRowProps = {
  notification: NotificationItem;
  text: Pick<Content['notifications'], 'accept' | 'ignore'>;
};

export function NotificationRow({ notification, text }: NotificationRowProps) {
  return (
    <article className="flex min-w-0 gap-3 px-4 py-4 sm:px-6">
      <IconBadge tone={tones[notification.type]}>
        <Icon name={notification.icon} className="size-5" />
      </IconBadge>
      <div className="min-w-0 flex-1">
        <h2 className="break-words text-sm font-semibold">{notification.title}</h2>
        {notification.description ? (
          <p className="mt-0.5 break-words text-sm text-muted">{notification.description}</p>
        ) : null}
        <p className="mt-1 text-xs text-muted">{notification.time}</p>
        {notification.type === 'connection' ? (
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="primary">{text.accept}</Button>
            <Button variant="ghost">{text.ignore}</Button>
          </div>
        ) : null}
      </div>
    </article>
  );
}

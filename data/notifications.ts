import { siteContent } from '@/lib/content';

export type NotificationType = 'engagement' | 'connection' | 'achievement' | 'reminder';

export type NotificationIcon = 'heart' | 'user-plus' | 'trophy' | 'alarm-clock';

export type NotificationItem = {
  id: string;
  type: NotificationType;
  icon: NotificationIcon;
  title: string;
  description?: string;
  time: string;
};

export type NotificationSetting = { id: string; label: string; hint: string };

const icons: Record<NotificationType, NotificationIcon> = {
  engagement: 'heart',
  connection: 'user-plus',
  achievement: 'trophy',
  reminder: 'alarm-clock',
};

/** /notifications' words, items and settings, from the content file; each type has its icon. */
export function notificationsData() {
  const { notifications } = siteContent();
  const items: NotificationItem[] = notifications.items.map((item, index) => ({
    id: `notification-${index + 1}`,
    icon: icons[item.type],
    ...item,
  }));
  const settings: NotificationSetting[] = notifications.settings.items.map((setting, index) => ({
    id: `${index + 1}`,
    ...setting,
  }));
  return { text: notifications, items, settings };
}

import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Notifications' };

export default function NotificationsPage() {
  return <h1 className="text-2xl font-bold">Notifications</h1>;
}

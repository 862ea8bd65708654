import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Messaging' };

export default function MessagingPage() {
  return <h1 className="text-2xl font-bold">Messaging</h1>;
}

import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Profile' };

export default function ProfilePage() {
  return <h1 className="text-2xl font-bold">Profile</h1>;
}

import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Network' };

export default function NetworkPage() {
  return <h1 className="text-2xl font-bold">Network</h1>;
}

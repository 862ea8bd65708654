import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Jobs' };

export default function JobsPage() {
  return <h1 className="text-2xl font-bold">Jobs</h1>;
}

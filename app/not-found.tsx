import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <p className="text-5xl font-bold text-brand">404</p>
      <h1 className="mt-3 text-2xl font-bold">This waifu has left the chat</h1>
      <p className="mt-3 text-muted">
        The page you were looking for ghosted us harder than a recruiter after the final round.
      </p>
      <Link
        href="/"
        className="mt-6 inline-flex rounded-full bg-brand px-5 py-2 text-sm font-semibold text-on-brand hover:bg-brand-dark"
      >
        Back to the feed
      </Link>
    </div>
  );
}

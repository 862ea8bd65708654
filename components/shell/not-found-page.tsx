import Link from 'next/link';
import { SiteShell } from '@/components/shell/site-shell';
import { siteContent } from '@/lib/content';

/** The 404 page's body, in the shell: app/global-not-found.tsx puts it in the document. */
export function NotFoundPage() {
  const text = siteContent().site.notFound;
  return (
    <SiteShell>
      <div className="mx-auto max-w-md py-16 text-center">
        <p className="text-5xl font-bold text-brand">404</p>
        <h1 className="mt-3 text-2xl font-bold">{text.heading}</h1>
        <p className="mt-3 text-muted">{text.body}</p>
        <Link
          href="/"
          className="mt-6 inline-flex rounded-full bg-brand px-5 py-2 text-sm font-semibold text-on-brand hover:bg-brand-dark"
        >
          {text.back}
        </Link>
      </div>
    </SiteShell>
  );
}

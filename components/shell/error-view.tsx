import Link from 'next/link';
import texts from '@/app/error-text.json';
import { errorWords } from '@/lib/content/error-words';

/**
 * The rendering-error view (app/global-error.tsx), in the page's language: an error view is only
 * ever drawn in the browser, where `<html lang>` says which.
 */
export function ErrorView({ onRetry }: { onRetry: () => void }) {
  const text = errorWords(texts, globalThis.document?.documentElement.lang);
  return (
    <div role="alert" className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-2xl font-bold">{text.error.heading}</h1>
      <p className="mt-3 text-muted">{text.error.body}</p>
      <div className="mt-6 flex items-center justify-center gap-3">
        <button
          type="button"
          onClick={onRetry}
          className="rounded-full bg-brand px-5 py-2 text-sm font-semibold text-on-brand hover:bg-brand-dark"
        >
          {text.error.retry}
        </button>
        <Link
          href={text.home}
          className="rounded-full border border-brand px-5 py-2 text-sm font-semibold text-brand hover:bg-brand-soft"
        >
          {text.error.home}
        </Link>
      </div>
    </div>
  );
}

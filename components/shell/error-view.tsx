import Link from 'next/link';

/** The generic rendering-error view shared by error.tsx and global-error.tsx. */
export function ErrorView({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-3 text-muted">
        Something broke while drawing this page. Even waifus have off days.
      </p>
      <div className="mt-6 flex items-center justify-center gap-3">
        <button
          type="button"
          onClick={onRetry}
          className="rounded-full bg-brand px-5 py-2 text-sm font-semibold text-on-brand hover:bg-brand-dark"
        >
          Try again
        </button>
        <Link
          href="/"
          className="rounded-full border border-brand px-5 py-2 text-sm font-semibold text-brand hover:bg-brand-soft"
        >
          Go home
        </Link>
      </div>
    </div>
  );
}

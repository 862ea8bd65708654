'use client';

import { useEffect } from 'react';
import { ErrorView } from '@/components/shell/error-view';
import texts from './error-text.json';
import { errorWords } from '@/lib/content/error-words';
import './globals.css';
// Every colour token; without it this page, which replaces the layout, has no colours at all.
import './brand.css';

export default function GlobalError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang={errorWords(texts, globalThis.document?.documentElement.lang).lang}>
      <body>
        <main className="px-4">
          <ErrorView onRetry={retry} />
        </main>
      </body>
    </html>
  );
}

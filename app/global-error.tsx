'use client';

import { useEffect } from 'react';
import { ErrorView } from '@/components/shell/error-view';
import texts from './error-text.json';
import { errorWords } from '@/lib/content/error-words';
import './globals.css';
// Every colour token; without it this page, which replaces the layout, has no colours at all.
import './brand.css';

/**
 * The one error boundary: a rendering error anywhere replaces the document with the error view, in
 * the page's language and direction. An app/error.tsx would draw the same view inside the root
 * layout, which holds nothing else, at the cost of a second chunk with the view and every
 * language's words on every page's first load (about 1 KB gzip).
 */
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

  const { lang, dir } = errorWords(texts, globalThis.document?.documentElement.lang);
  return (
    <html lang={lang} dir={dir}>
      <body>
        <main className="px-4">
          <ErrorView onRetry={retry} />
        </main>
      </body>
    </html>
  );
}

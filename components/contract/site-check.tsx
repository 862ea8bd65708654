'use client';

import { buttonClass, buttonVariants } from '@/components/ui/styles';
import type { SiteCheckResult, SiteCheckText } from '@/components/contract/site-check-result';
import type { Here, SiteAnswer } from '@/lib/site-check';
import type { SiteCheckQuery } from '@/lib/site-check/query';
import { fill } from '@/lib/fill';
import { useOnRequest } from './use-on-request';

const SOURCES = ['DEX Screener', 'GeckoTerminal'];

type SiteCheckProps = { query: SiteCheckQuery; lang: string; text: SiteCheckText };

type Found = { View: typeof SiteCheckResult; answers: SiteAnswer[]; here: Here } | 'failed';

/**
 * "Is this the token's own site?", on request: nothing is asked, and neither the code that asks
 * nor the Public Suffix List it compares by is loaded, until the visitor presses. The page's own
 * address is read then: `location.origin` and the build's base path.
 */
export function SiteCheck({ query, lang, text }: SiteCheckProps) {
  const {
    busy,
    answer: found,
    key,
    ask,
  } = useOnRequest<Found>(async () => {
    const { checkSite, SiteCheckResult } = await import('@/components/contract/site-check-result');
    const here = { origin: window.location.origin, basePath: query.basePath };
    return { View: SiteCheckResult, answers: await checkSite(query, here), here };
  }, 'failed');
  const failed = found === 'failed' || (found !== null && found.answers.some((a) => !a.ok));
  return (
    <div className="mt-4 rounded-md border border-line bg-canvas p-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="min-w-0 flex-1 basis-56 text-sm text-muted">{text.note}</p>
        <button
          type="button"
          onClick={ask}
          aria-busy={busy}
          aria-disabled={busy || undefined}
          className={`${buttonClass} ${buttonVariants.primary} min-h-10 px-5`}
        >
          {busy ? text.busy : failed ? text.tryAgain : text.button}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {found === 'failed' ? (
          <p key={key} className="mt-3 text-sm text-ink">
            {fill(text.failed, {
              source: new Intl.ListFormat(lang, { type: 'conjunction' }).format(SOURCES),
            })}
          </p>
        ) : found ? (
          <found.View key={key} answers={found.answers} here={found.here} lang={lang} text={text} />
        ) : null}
      </div>
    </div>
  );
}

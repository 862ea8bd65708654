'use client';

import { buttonClass, buttonVariants } from '@/components/ui/styles';
import { SafetyClaims, type ClaimItem } from '@/components/contract/safety-claims';
import type { SafetyResult, SafetyText } from '@/components/contract/safety-result';
import type { Answer } from '@/lib/safety/facts';
import type { SafetyQuery } from '@/lib/safety/query';
import type { TokenClaims } from '@/lib/content/schema/claims';
import { useOnRequest } from './use-on-request';

type SafetyCheckProps = {
  /** Where to ask, fixed at build time (siteConfig().safetyCheck). */
  query: SafetyQuery;
  claims: TokenClaims;
  claimItems: ClaimItem[];
  /** The content's language: the numbers and the time are written in it. */
  lang: string;
  text: SafetyText;
};

type Found = { View: typeof SafetyResult; answers: Answer[] } | 'failed';

/**
 * Check the token, on request: nothing is asked of any source, and none of the code that asks or
 * shows the answer is loaded, until the visitor presses. The button keeps focus while it asks
 * (aria-busy, not disabled, which would drop focus), and the answer is announced politely.
 */
export function SafetyCheck({ query, claims, claimItems, lang, text }: SafetyCheckProps) {
  // The chunk not loading is as good as no source answering.
  const {
    busy,
    answer: found,
    key: answers,
    ask,
  } = useOnRequest<Found>(async () => {
    const { check, SafetyResult } = await import('@/components/contract/safety-result');
    return { View: SafetyResult, answers: await check(query) };
  }, 'failed');

  const failed = found === 'failed' || (found !== null && !found.answers.some((a) => a.ok));
  // A source that sent part of its answer may send the rest when asked again.
  const partial =
    found !== null && found !== 'failed' && found.answers.some((a) => a.ok && a.partial);
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
          {busy ? text.busy : failed || partial ? text.tryAgain : text.button}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {found === 'failed' ? (
          <p key={answers} className="mt-3 text-sm text-ink">
            {text.allFailed}
          </p>
        ) : found ? (
          <found.View
            key={answers}
            answers={found.answers}
            query={query}
            claims={claims}
            claimItems={claimItems}
            lang={lang}
            text={text}
          />
        ) : null}
      </div>
      {found === null || failed ? (
        <SafetyClaims heading={text.claimsHeading} note={text.claimsNote} items={claimItems} />
      ) : null}
    </div>
  );
}

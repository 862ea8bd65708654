import type { ClaimKind, Verdict } from '@/lib/safety/claims';

export type ClaimItem = {
  kind: ClaimKind;
  /** The claim in words, its number written in the page's language. */
  label: string;
  verdict?: { kind: Verdict; text: string };
};

type SafetyClaimsProps = { heading: string; note?: string; items: ClaimItem[] };

const VERDICT_CLASS: Record<Verdict, string> = {
  confirmed: 'border-success',
  contradicted: 'border-2 border-ink',
  unchecked: 'border-dashed border-line',
};
const MARK: Record<Verdict, string> = { confirmed: '✓', contradicted: '✗', unchecked: '?' };

/**
 * The team's claims: as claims only, before the press or with the check turned off; after it,
 * each marked confirmed, contradicted or couldn't check, a contradiction as plain as the rest.
 */
export function SafetyClaims({ heading, note, items }: SafetyClaimsProps) {
  if (items.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold">{heading}</h3>
      {note ? <p className="text-xs text-muted">{note}</p> : null}
      <ul className="mt-2 space-y-2 text-sm">
        {items.map(({ kind, label, verdict }) => (
          <li
            key={kind}
            className={`rounded-md border p-2 ${verdict ? VERDICT_CLASS[verdict.kind] : 'border-line'}`}
          >
            <span className="font-medium text-ink">{label}</span>
            {verdict ? (
              <span className="block font-semibold text-ink">
                <span aria-hidden="true">{MARK[verdict.kind]} </span>
                {verdict.text}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

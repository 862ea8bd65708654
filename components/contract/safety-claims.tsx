export type ClaimItem = {
  kind: string;
  /** The claim in words, its number written in the page's language. */
  label: string;
};

type SafetyClaimsProps = {
  heading: string;
  note?: string;
  items: ClaimItem[];
  /** After the press: each claim's verdict, and its item's border (./safety-result.tsx). */
  verdict?: (item: ClaimItem) => { node: React.ReactNode; className: string };
};

/**
 * The team's claims: as claims only, before the press or with the check turned off; after it,
 * each with its verdict.
 */
export function SafetyClaims({ heading, note, items, verdict }: SafetyClaimsProps) {
  if (items.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold">{heading}</h3>
      {note ? <p className="text-xs text-muted">{note}</p> : null}
      <ul className="mt-2 space-y-2 text-sm">
        {items.map((item) => {
          const judged = verdict?.(item);
          return (
            <li
              key={item.kind}
              className={`rounded-md border p-2 ${judged?.className ?? 'border-line'}`}
            >
              <span className="text-ink">{item.label}</span>
              {judged?.node}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

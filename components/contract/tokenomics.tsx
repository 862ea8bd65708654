import { SectionCard } from '@/components/ui/section-card';
import type { Content } from '@/lib/content';
import { cn } from '@/lib/cn';

type TokenomicsProps = { text: NonNullable<Content['tokenomics']> };

// One colour per part, from the brand's own tokens, in both schemes (at most eight parts): the
// ring's stroke and the legend's swatch, each written whole, as Tailwind finds classes in the source.
const colours = [
  ['stroke-brand', 'bg-brand'],
  ['stroke-accent', 'bg-accent'],
  ['stroke-success', 'bg-success'],
  ['stroke-brand-dark', 'bg-brand-dark'],
  ['stroke-muted', 'bg-muted'],
  ['stroke-ink', 'bg-ink'],
  ['stroke-brand-soft', 'bg-brand-soft'],
  ['stroke-accent-soft', 'bg-accent-soft'],
] as const;
const strokes = colours.map(([stroke]) => stroke);
const swatches = colours.map(([, swatch]) => swatch);

const RADIUS = 15.9155; // a circumference of 100, so a part's percentage is its arc's length
const formatPercent = (n: number) => `${Number(n.toFixed(2))}%`;

/**
 * The team's tokenomics: supply, the allocation as a ring drawn in SVG on the server (no chart
 * library, no script), taxes, and the team's own statements, worded as theirs.
 */
export function Tokenomics({ text }: TokenomicsProps) {
  // Each arc starts where the parts before it end.
  const arcs = text.allocation.map((part, index) => ({
    ...part,
    offset: text.allocation.slice(0, index).reduce((sum, before) => sum + before.percent, 0),
    stroke: strokes[index]!,
  }));
  return (
    <SectionCard
      headingId="tokenomics-heading"
      title={text.heading}
      className="mt-8 p-0 shadow-none"
    >
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg bg-canvas p-3">
          <dt className="text-xs text-muted">{text.supplyLabel}</dt>
          <dd className="text-base font-semibold tabular-nums text-ink">{text.supply}</dd>
        </div>
        {text.taxes ? (
          <div className="rounded-lg bg-canvas p-3">
            <dt className="text-xs text-muted">{text.taxes.label}</dt>
            <dd className="text-base font-semibold text-ink">{text.taxes.value}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-4 flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <svg
          viewBox="0 0 42 42"
          role="img"
          aria-label={text.allocationLabel}
          className="size-40 shrink-0 -rotate-90"
        >
          <circle cx="21" cy="21" r={RADIUS} fill="none" className="stroke-line" strokeWidth="6" />
          {arcs.map(({ name, percent, offset: start, stroke }) => (
            <circle
              key={name}
              cx="21"
              cy="21"
              r={RADIUS}
              fill="none"
              strokeWidth="6"
              strokeDasharray={`${percent} ${100 - percent}`}
              strokeDashoffset={-start}
              className={stroke}
            />
          ))}
        </svg>
        <ul aria-label={text.allocationLabel} className="w-full min-w-0 space-y-2 text-sm">
          {text.allocation.map(({ name, percent }, index) => (
            <li key={name} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={cn('size-3 shrink-0 rounded-sm', swatches[index])}
              />
              <span className="min-w-0 flex-1 break-words">{name}</span>
              <span className="font-semibold tabular-nums">{formatPercent(percent)}</span>
            </li>
          ))}
        </ul>
      </div>
      {text.claims.length > 0 ? (
        <div className="mt-4">
          <p className="text-xs text-muted">{text.claimsNote}</p>
          <dl className="mt-2 space-y-2 text-sm">
            {text.claims.map((claim) => (
              <div key={claim.label} className="rounded-md border border-line p-3">
                <dt className="font-semibold text-ink">{claim.label}</dt>
                <dd className="mt-0.5 text-muted">{claim.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </SectionCard>
  );
}

import { SafetyClaims, type ClaimItem } from '@/components/contract/safety-claims';
import { SourceFlags } from '@/components/contract/source-flags';
import { ExternalLink } from '@/components/ui/external-link';
import type { Content } from '@/lib/content';
import { fill } from '@/lib/fill';
import { formatCount } from '@/lib/format-count';
import { formatTime } from '@/lib/market/format';
import { judge, type Judged, type Verdict } from '@/lib/safety/claims';
import type { Answer, Authority, Facts } from '@/lib/safety/facts';
import { formatPercent, formatSources, SOURCE_NAMES } from '@/lib/safety/format';
import type { SafetyQuery } from '@/lib/safety/query';
import type { TokenClaims } from '@/lib/content/schema/claims';

// The one chunk the press loads: the asking (lib/safety) and this view of the answer.
export { check } from '@/lib/safety';

export type SafetyText = Content['contract']['safety'] & { newTab: string };

type SafetyResultProps = {
  answers: Answer[];
  query: SafetyQuery;
  claims: TokenClaims;
  /** Each claim in words, written at build time. */
  claimItems: ClaimItem[];
  lang: string;
  text: SafetyText;
};

const linkClass = 'font-semibold text-brand underline underline-offset-2';

function Link({
  href,
  children,
  text,
}: {
  href: string;
  children: React.ReactNode;
  text: SafetyText;
}) {
  return (
    <ExternalLink href={href} className={linkClass}>
      {children}
      <span className="sr-only"> {text.newTab}</span>
    </ExternalLink>
  );
}

type Row = [label: string, value: React.ReactNode];

/** The rows one source's facts make, in the order a buyer reads them; absent facts make none. */
function rows(facts: Facts, props: SafetyResultProps): Row[] {
  const { text, lang, query } = props;
  const unknown = <span className="font-normal text-muted">{text.unknown}</span>;
  const pct = (n: number | null | undefined) =>
    n === null || n === undefined ? unknown : formatPercent(n, lang);
  const authority = (a: Authority | null) => {
    if (!a) return unknown;
    if (!a.set) return text.revoked;
    if (!a.holder) return text.stillSet;
    return (
      <>
        {text.heldBy}{' '}
        <Link href={query.accountUrl.replace('{account}', a.holder)} text={text}>
          <bdi dir="ltr" className="break-all font-mono text-xs">
            {a.holder}
          </bdi>
        </Link>
      </>
    );
  };
  const out: Row[] = [];
  if (facts.honeypot !== undefined || facts.cannotSellAll !== undefined) {
    const selling =
      facts.honeypot === true
        ? text.cannotSell
        : facts.honeypot === false
          ? facts.cannotSellAll === true
            ? text.cannotSellAll
            : text.sells
          : unknown;
    out.push([text.selling, selling]);
  }
  if (facts.openSource !== undefined) {
    out.push([
      text.sourceCode,
      facts.openSource === null ? unknown : facts.openSource ? text.verified : text.notVerified,
    ]);
  }
  if (facts.owner !== undefined) {
    out.push([
      text.owner,
      facts.owner === null ? unknown : facts.owner.renounced ? text.renounced : text.notRenounced,
    ]);
  }
  if (facts.buyTax !== undefined) out.push([text.buyTax, pct(facts.buyTax)]);
  if (facts.sellTax !== undefined) out.push([text.sellTax, pct(facts.sellTax)]);
  if (facts.mintAuthority !== undefined)
    out.push([text.mintAuthority, authority(facts.mintAuthority)]);
  if (facts.freezeAuthority !== undefined)
    out.push([text.freezeAuthority, authority(facts.freezeAuthority)]);
  if (facts.curve !== undefined) {
    const { curve } = facts;
    out.push([
      text.curve,
      curve === null ? (
        unknown
      ) : !curve.graduated ? (
        curve.progress === null ? (
          unknown
        ) : (
          fill(text.curveProgress, { percent: formatPercent(curve.progress, lang) })
        )
      ) : curve.pool ? (
        <>
          {text.graduatedTo}{' '}
          <Link href={query.poolUrl.replace('{pool}', curve.pool)} text={text}>
            {text.pool}
          </Link>
        </>
      ) : (
        text.graduated
      ),
    ]);
  }
  if (facts.holders !== undefined) {
    out.push([text.holders, facts.holders === null ? unknown : formatCount(facts.holders, lang)]);
  }
  if (facts.topTen) {
    const label = { all: text.topTenAll, solana: text.topTenSolana, evm: text.topTenEvm }[
      facts.topTen.scope
    ];
    out.push([label, pct(facts.topTen.percent)]);
  }
  if (facts.liquidityLocked !== undefined) out.push([text.liquidity, pct(facts.liquidityLocked)]);
  return out;
}

function SourceFacts({ answer, props }: { answer: Answer; props: SafetyResultProps }) {
  const { text, lang } = props;
  const name = SOURCE_NAMES[answer.source];
  if (!answer.ok) {
    return <p className="text-sm text-ink">{fill(text.unreachable, { source: name })}</p>;
  }
  const [before, after] = (answer.kept ? text.kept : text.answered).split('{source}');
  return (
    <>
      <p className="text-xs text-muted">
        {fill(before ?? '', { time: formatTime(answer.at, lang) })}
        <Link href={answer.page} text={text}>
          {name}
        </Link>
        {fill(after ?? '', { time: formatTime(answer.at, lang) })}
      </p>
      <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {rows(answer.facts, props).map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold text-muted">{label}</dt>
            <dd className="text-sm font-semibold tabular-nums text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {answer.facts.flags !== undefined ? (
        <SourceFlags flags={answer.facts.flags} source={name} lang={lang} text={text} />
      ) : null}
      {answer.partial ? (
        <p className="mt-2 text-sm text-ink">{fill(text.partial, { source: name })}</p>
      ) : null}
      {answer.source === 'geckoterminal' ? (
        <p className="mt-2 text-xs">
          <Link href={answer.page} text={text}>
            {text.attribution}
          </Link>
        </p>
      ) : null}
    </>
  );
}

// A contradiction reads as a warning at a glance, in either scheme: a thick border and its words
// in the warning colour, and a mark; a confirmation is marked in the success colour.
const VERDICT_CLASS: Record<Verdict, string> = {
  confirmed: 'border-success',
  contradicted: 'border-2 border-warning',
  unchecked: 'border-dashed border-line',
};
const VERDICT_TEXT: Record<Verdict, string> = {
  confirmed: 'text-ink',
  contradicted: 'text-warning',
  unchecked: 'text-ink',
};
const MARK: Record<Verdict, string> = { confirmed: '✓', contradicted: '⚠', unchecked: '?' };

function verdictText(judged: Judged, text: SafetyText, lang: string) {
  if (judged.verdict === 'unchecked') return text.unchecked;
  return fill(text[judged.verdict], { sources: formatSources(judged.by, lang) });
}

/**
 * What the press found: a plain warning first when a source finds selling fails or the token
 * rugged, the team's claims each marked, then each source's facts with its name, link and time,
 * its own flags, and whether it sent only part of its answer, or that it could not be reached.
 * Every string is the content's, made by Intl from a checked number, a checked address in a link,
 * or a flag's name its reader checked as plain text: nothing else from a response is shown.
 */
export function SafetyResult(props: SafetyResultProps) {
  const { answers, text, lang, claims, claimItems } = props;
  if (!answers.some((answer) => answer.ok)) {
    return <p className="mt-3 text-sm text-ink">{text.allFailed}</p>;
  }
  const said = (key: 'honeypot' | 'rugged') =>
    answers.flatMap((a) => (a.ok && a.facts[key] === true ? [a.source] : []));
  const warnings = [
    ...(said('honeypot').length
      ? [fill(text.honeypot, { source: formatSources(said('honeypot'), lang) })]
      : []),
    ...(said('rugged').length
      ? [fill(text.rugged, { source: formatSources(said('rugged'), lang) })]
      : []),
  ];
  const judged = judge(claims, answers);
  const verdict = (item: ClaimItem) => {
    const found = judged.find((j) => j.kind === item.kind);
    const kind = found?.verdict ?? 'unchecked';
    return {
      className: VERDICT_CLASS[kind],
      node: (
        <span className={`block font-semibold ${VERDICT_TEXT[kind]}`}>
          <span aria-hidden="true">{MARK[kind]} </span>
          {found ? verdictText(found, text, lang) : text.unchecked}
        </span>
      ),
    };
  };
  return (
    <div className="mt-3">
      {warnings.map((warning) => (
        <p
          key={warning}
          className="mb-3 rounded-md border-2 border-warning p-3 text-sm font-bold text-warning"
        >
          {warning}
        </p>
      ))}
      <SafetyClaims heading={text.claimsHeading} items={claimItems} verdict={verdict} />
      <ul className="mt-4 space-y-3">
        {answers.map((answer) => (
          <li key={answer.source} className="rounded-md border border-line p-3">
            <SourceFacts answer={answer} props={props} />
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-muted">{text.disclaimer}</p>
    </div>
  );
}

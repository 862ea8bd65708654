import { ExternalLink } from '@/components/ui/external-link';
import { fill } from '@/lib/fill';
import { SOURCE_NAMES } from '@/lib/market/format';
import { together, type Here, type SiteAnswer } from '@/lib/site-check';
import type { Content } from '@/lib/content';

export { checkSite } from '@/lib/site-check';

export type SiteCheckText = Content['contract']['siteCheck'] & { newTab: string };

type SiteCheckResultProps = {
  answers: SiteAnswer[];
  here: Here;
  lang: string;
  text: SiteCheckText;
};

function line(answer: SiteAnswer, lang: string, text: SiteCheckText): string {
  const source = SOURCE_NAMES[answer.source];
  if (!answer.ok) return fill(text.failed, { source });
  const { reading } = answer;
  if (reading.kind === 'this')
    return fill(reading.http ? text.listsThisHttp : text.listsThis, { source });
  if (reading.kind === 'none') return fill(text.listsNone, { source });
  const hosts = new Intl.ListFormat(lang, { type: 'conjunction' }).format(reading.hosts);
  return fill(text.listsOther, { source, hosts });
}

/**
 * What each listing names, beside this page's address, and the two together. It says who lists
 * what, never that a site is safe or official; where no listing names this site, what the team
 * can do about it. Every host shown is the URL parser's (a lookalike in punycode), as text.
 */
export function SiteCheckResult({ answers, here, lang, text }: SiteCheckResultProps) {
  const both = together(answers);
  const listed = answers.some((a) => a.ok && a.reading.kind === 'this');
  return (
    <div className="mt-3 space-y-2 text-sm text-ink">
      {both ? (
        <p className="font-semibold">
          {both.kind === 'both'
            ? text.both
            : both.kind === 'one'
              ? fill(text.one, { source: SOURCE_NAMES[both.source] })
              : text.neither}
        </p>
      ) : null}
      <ul className="space-y-1">
        {answers.map((answer) => (
          <li key={answer.source} className="flex flex-wrap gap-x-2">
            <span className="break-words">{line(answer, lang, text)}</span>
            <ExternalLink
              href={answer.page}
              className="text-xs font-semibold text-brand underline underline-offset-2"
            >
              {SOURCE_NAMES[answer.source]}
              <span className="sr-only"> {text.newTab}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted">
        {fill(text.here, { page: `${here.origin}${here.basePath}` })}
      </p>
      {!listed && answers.some((a) => a.ok) ? <p className="text-muted">{text.addSite}</p> : null}
    </div>
  );
}

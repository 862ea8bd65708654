import type { Content } from '@/lib/content';
import { fill } from '@/lib/fill';
import type { Flag, FlagLevel } from '@/lib/safety/facts';
import { formatPercent } from '@/lib/safety/format';

type FlagsText = Pick<
  Content['contract']['safety'],
  | 'flagsHeading'
  | 'flagsNone'
  | 'flag'
  | 'flagNoPercent'
  | 'levelDanger'
  | 'levelWarn'
  | 'levelOther'
>;

type SourceFlagsProps = {
  /** The source's own flags as its reader checked them; null (not a list) shows nothing. */
  flags: Flag[] | null;
  source: string;
  lang: string;
  text: FlagsText;
};

const LEVEL_WORD: Record<FlagLevel, keyof FlagsText> = {
  danger: 'levelDanger',
  warn: 'levelWarn',
  other: 'levelOther',
};

/**
 * A source's own judgement beside its facts, named as its own: "RugCheck flags: Single holder
 * ownership, 80%, danger". The name is the source's, in its words, checked by its reader and set
 * as text; the share is written by Intl and the level in the page's words.
 */
export function SourceFlags({ flags, source, lang, text }: SourceFlagsProps) {
  if (!flags) return null;
  if (flags.length === 0) {
    return <p className="mt-2 text-sm text-ink">{fill(text.flagsNone, { source })}</p>;
  }
  return (
    <div className="mt-2 text-sm">
      <p className="font-semibold text-ink">{fill(text.flagsHeading, { source })}</p>
      <ul className="mt-1 space-y-1">
        {flags.map((flag, i) => {
          const level = text[LEVEL_WORD[flag.level]];
          const words =
            flag.percent === null
              ? fill(text.flagNoPercent, { name: flag.name, level })
              : fill(text.flag, {
                  name: flag.name,
                  percent: formatPercent(flag.percent, lang),
                  level,
                });
          const danger = flag.level === 'danger';
          return (
            <li
              key={`${flag.name}-${i}`}
              className={danger ? 'font-semibold text-warning' : 'text-ink'}
            >
              <span aria-hidden="true">{danger ? '⚠ ' : '• '}</span>
              {words}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

import { Fragment } from 'react';
import { LaunchClock } from '@/components/launch/launch-clock';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icon';
import { NewTabNote } from '@/components/ui/new-tab-note';
import type { LaunchData } from '@/data/launch';

const linkClass = 'font-semibold text-brand underline underline-offset-2';

/** `template` with `{sources}` as the team's links, joined as the language joins a list. */
function withSources({ sources, lang }: LaunchData, template: string) {
  const [before, after] = template.split('{sources}');
  const parts = new Intl.ListFormat(lang, { type: 'conjunction' }).formatToParts(
    sources.map(({ label }) => label),
  );
  let index = 0;
  return (
    <>
      {before}
      {parts.map((part, key) => {
        if (part.type === 'literal') return <Fragment key={key}>{part.value}</Fragment>;
        const source = sources[index++]!;
        return (
          <ExternalLink key={key} href={source.href} className={linkClass}>
            {source.label}
            <NewTabNote />
          </ExternalLink>
        );
      })}
      {after}
    </>
  );
}

/**
 * Before launch, with a launch time: the countdown in the visitor's zone (an island), the
 * calendar file and Google Calendar, and, from the launch time on, where the only real address
 * comes from.
 */
export function LaunchCountdown({ launch }: { launch: LaunchData }) {
  const { text } = launch;
  return (
    <LaunchClock
      at={launch.at}
      utc={launch.utc}
      lang={launch.lang}
      text={{
        at: text.at,
        countdownLabel: text.countdownLabel,
        days: text.days,
        hours: text.hours,
        minutes: text.minutes,
        seconds: text.seconds,
      }}
      calendar={
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          <a
            href={launch.calendarFile}
            className={`${linkClass} inline-flex items-center gap-1 py-1`}
          >
            <Icon name="calendar-days" className="size-4 shrink-0" />
            {text.calendarFile}
          </a>
          <ExternalLink href={launch.googleCalendar} className={`${linkClass} py-1`}>
            {text.googleCalendar}
            <NewTabNote />
          </ExternalLink>
        </p>
      }
      launchNow={
        <div className="rounded-md border border-brand p-3">
          <p className="font-semibold">{text.nowHeading}</p>
          <p className="mt-1">{withSources(launch, text.nowSources)}</p>
          <p className="mt-1 font-semibold">{text.nowScam}</p>
        </div>
      }
    />
  );
}

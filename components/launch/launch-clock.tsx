'use client';

import { useEffect, useState } from 'react';
import type { PluralText } from '@/lib/fill';
import { countdown, COUNTDOWN_UNITS, nextTick, type Countdown } from '@/lib/launch/countdown';

type Words = { at: string; countdownLabel: string } & Record<keyof Countdown, PluralText>;

type LaunchClockProps = {
  /** The launch, ISO 8601 in UTC. */
  at: string;
  /** The launch in UTC as the server wrote it: what the page says before its script runs. */
  utc: string;
  /** The page's language: dates, numbers and plural forms follow it. */
  lang: string;
  text: Words;
  /** The calendar links, drawn on the server. */
  calendar: React.ReactNode;
  /** What replaces the countdown once the launch time has come, drawn on the server. */
  launchNow: React.ReactNode;
};

/** "Wed, Dec 2, 3:00 AM GMT+9": in the visitor's own zone, the year only when it is not this one. */
function localTime(at: number, now: number, lang: string): string {
  const sameYear = new Date(at).getFullYear() === new Date(now).getFullYear();
  return new Intl.DateTimeFormat(lang, {
    weekday: 'short',
    year: sameYear ? undefined : 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}

/**
 * Each unit's number above its word, in the plural form the language picks for it. Before the
 * page's clock is read (the HTML, hydration) the cells hold their place unseen, so nothing moves
 * when they fill in, however many rows the width wraps them to.
 */
function Cells({ left, text, lang }: { left: Countdown | undefined; text: Words; lang: string }) {
  const rules = left ? new Intl.PluralRules(lang) : null;
  const numbers = left ? new Intl.NumberFormat(lang) : null;
  return COUNTDOWN_UNITS.map((unit) => {
    const forms = text[unit];
    const form =
      (rules && left ? forms[rules.select(left[unit]) as keyof PluralText] : null) ?? forms.other;
    const [word, rest = ''] = form.split('{count}');
    return (
      <span
        key={unit}
        className={`min-w-0 rounded-md bg-brand-soft px-1 py-1.5 ${left ? '' : 'invisible'}`}
      >
        <span className="block text-base font-bold tabular-nums text-brand">
          {numbers && left ? numbers.format(left[unit]) : 0}
        </span>
        <span className="block break-words text-xs">{`${word}${rest}`.trim()}</span>
      </span>
    );
  });
}

/**
 * The countdown to the launch, on the page's clock: the time in the visitor's zone, days, hours,
 * minutes and seconds, then, at the launch time, `launchNow`, announced once. The HTML, and a
 * visitor without JavaScript, has the time in UTC.
 */
export function LaunchClock({ at, utc, lang, text, calendar, launchNow }: LaunchClockProps) {
  const end = Date.parse(at);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      if (time < end) timer = setTimeout(tick, nextTick(time, end));
    };
    tick();
    return () => clearTimeout(timer);
  }, [end]);

  const left = now === null ? undefined : countdown(now, end);
  const [before, after] = text.at.split('{time}');
  return (
    <div className="mt-3 text-sm text-ink">
      {left === null ? null : (
        <>
          <p>
            {before}
            <time dateTime={at} className="font-semibold">
              {now === null ? utc : localTime(end, now, lang)}
            </time>
            {after}
          </p>
          {/* A timer is not announced as it ticks: a screen reader reads it when asked. */}
          <div
            role="timer"
            aria-label={text.countdownLabel}
            aria-live="off"
            className="mt-2 grid grid-cols-[repeat(auto-fit,minmax(4rem,1fr))] gap-1 text-center"
          >
            <Cells left={left} text={text} lang={lang} />
          </div>
          {calendar}
        </>
      )}
      <div role="status">{left === null ? launchNow : null}</div>
    </div>
  );
}

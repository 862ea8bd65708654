'use client';

import { useEffect, useState } from 'react';
import { clsx } from 'clsx';
import { Icon } from '@/components/ui/icon';
import type { Matchmaker } from '@/data/home';
import { buttonClass, buttonVariants } from '@/components/ui/styles';
import type { Content } from '@/lib/content';
import { artPicture } from '@/lib/art';
import { fill } from '@/lib/fill';

export const AVOID_FEEDBACK_MS = 2000;

/** The card's words: the button in each state, the feedback, the hint and the rating line. */
export type AvoidCardText = Pick<
  Content['home']['matchmakers'],
  'rating' | 'avoid' | 'avoidLabel' | 'avoided' | 'feedback' | 'hint'
>;

const pop = 'animate-pop motion-reduce:animate-none';

type AvoidCardProps = {
  entries: Matchmaker[];
  /** Index of the first entry shown, so neighbouring cards start apart. */
  start: number;
  /**
   * Whether this card lays every entry out, hidden, to be as tall as the longest: the first card
   * does, and the list's equal rows give the others its height, so the page carries them once.
   */
  sized: boolean;
  text: AvoidCardText;
};

/** idle → Avoid → avoided (2 s) → idle on the next entry, wrapping round. */
export function AvoidCard({ entries, start, sized, text }: AvoidCardProps) {
  const [step, setStep] = useState(0);
  const [avoided, setAvoided] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (!avoided) return;
    const timer = window.setTimeout(() => {
      setStep((current) => current + 1);
      setAvoided(false);
    }, AVOID_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [avoided]);

  const entry = entries[(start + step) % entries.length];
  if (!entry) return null;
  const showHint = !avoided && (hovered || focused);

  return (
    <li
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Keyboard focus only: a mouse click should not leave the hint stuck on after the pointer leaves.
      onFocus={(event) => setFocused(event.target.matches(':focus-visible'))}
      onBlur={() => setFocused(false)}
      className={clsx(
        'flex flex-col rounded-lg border p-3 transition-colors motion-reduce:transition-none',
        avoided ? 'border-success bg-canvas' : 'border-line hover:border-muted',
      )}
    >
      <div className="flex flex-1 items-start gap-3">
        {/* eslint-disable-next-line @next/next/no-img-element -- generated art's WebPs; size reserved */}
        <img
          key={step}
          {...artPicture(entry.logo)}
          sizes="48px"
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          className={clsx('size-12 shrink-0 rounded-md bg-brand-soft', { [pop]: step > 0 })}
        />
        {/* Every entry is laid out in one grid cell of the sized card, so every card is always as
            tall as the longest and the switch 2 s after a click never shifts the page. */}
        <div className="grid min-w-0 flex-1">
          {(sized ? entries : [entry]).map((item) => {
            const current = item === entry;
            return (
              <div
                key={item.name}
                aria-hidden={current ? undefined : true}
                className={clsx('col-start-1 row-start-1 min-w-0', {
                  invisible: !current,
                  [pop]: current && step > 0,
                })}
              >
                <h3 className="break-words text-sm font-semibold text-ink">{item.name}</h3>
                <p className="flex items-center gap-1 text-xs text-muted">
                  {/* A hidden entry only lends its height: an empty box the icon's size, not a
                      sprite reference the first layout would clone and style. */}
                  {current ? (
                    <Icon name="flag" className="size-3 shrink-0 text-brand" />
                  ) : (
                    <span className="size-3 shrink-0" />
                  )}
                  {fill(text.rating, { rating: item.rating })}
                </p>
                <p className="mt-1 text-sm text-ink">{item.description}</p>
              </div>
            );
          })}
        </div>
      </div>
      <div className="mt-2 flex items-center gap-3">
        <div className="flex min-h-10 min-w-0 flex-1 items-center text-xs sm:text-sm">
          <p role="status" className="font-semibold text-success">
            {avoided ? text.feedback : ''}
          </p>
          {showHint ? <p className="text-muted">{text.hint}</p> : null}
        </div>
        <button
          type="button"
          aria-disabled={avoided || undefined}
          onClick={() => setAvoided(true)}
          className={clsx(
            buttonClass,
            'min-w-[7.5rem] shrink-0',
            avoided ? buttonVariants.done : buttonVariants.outline,
          )}
        >
          {avoided ? (
            text.avoided
          ) : (
            <>
              {/* The visible word, and the whole name for screen readers: "Avoid Gacha Hearts". */}
              <span aria-hidden="true">{text.avoid}</span>
              <span className="sr-only">{fill(text.avoidLabel, { name: entry.name })}</span>
            </>
          )}
        </button>
      </div>
    </li>
  );
}

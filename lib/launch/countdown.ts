/** What is left until the launch: whole days, hours, minutes and seconds. */
export type Countdown = { days: number; hours: number; minutes: number; seconds: number };

export const COUNTDOWN_UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * The time left from `now` to `at` (both epoch milliseconds), or null once it has come. Counted in
 * elapsed seconds, never on a calendar: a launch is one instant everywhere, so a visitor whose
 * clocks change in between (a 23- or 25-hour day) sees the same countdown as everyone else. A
 * part second counts as a whole one, so the last second shows 1 and the launch comes at 0.
 */
export function countdown(now: number, at: number): Countdown | null {
  const left = Math.ceil((at - now) / 1000);
  if (left <= 0) return null;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor(left / 3_600) % 24,
    minutes: Math.floor(left / 60) % 60,
    seconds: left % 60,
  };
}

/** How long until the countdown's next change: the next whole second before `at`. */
export function nextTick(now: number, at: number): number {
  const ms = (at - now) % 1000;
  return ms > 0 ? ms : 1000;
}

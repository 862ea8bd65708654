/** @jest-environment node */
import { countdown, nextTick } from '@/lib/launch/countdown';

const at = Date.parse('2026-12-01T18:00:00Z');

describe('the countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = at - (((3 * 24 + 4) * 60 + 5) * 60 + 6) * 1000;
    expect(countdown(now, at)).toEqual({ days: 3, hours: 4, minutes: 5, seconds: 6 });
  });

  it('counts a part second as whole, shows 1 s in the last second and ends at the instant', () => {
    expect(countdown(at - 1500, at)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 2 });
    expect(countdown(at - 1, at)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdown(at, at)).toBeNull();
    expect(countdown(at + 60_000, at)).toBeNull();
  });

  it('ticks on the launch’s own second boundaries', () => {
    expect(nextTick(at - 1500, at)).toBe(500);
    expect(nextTick(at - 3000, at)).toBe(1000);
  });

  describe('across a daylight-saving change', () => {
    // Europe/London goes back an hour at 01:00 UTC on 25 Oct 2026 (BST to GMT), and forward an
    // hour at 01:00 UTC on 29 Mar 2026.
    const wallClock = (iso: string) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        dateStyle: 'short',
        timeStyle: 'short',
      }).format(new Date(iso));

    it('counts 25 hours where the wall clock moves 24 (clocks go back)', () => {
      const now = '2026-10-24T17:00:00Z';
      const launch = '2026-10-25T18:00:00Z';
      expect(wallClock(now)).toBe('24/10/2026, 18:00');
      expect(wallClock(launch)).toBe('25/10/2026, 18:00');
      expect(countdown(Date.parse(now), Date.parse(launch))).toEqual({
        days: 1,
        hours: 1,
        minutes: 0,
        seconds: 0,
      });
    });

    it('counts 23 hours where the wall clock moves 24 (clocks go forward)', () => {
      const now = '2026-03-28T18:00:00Z';
      const launch = '2026-03-29T17:00:00Z';
      expect(wallClock(now)).toBe('28/03/2026, 18:00');
      expect(wallClock(launch)).toBe('29/03/2026, 18:00');
      expect(countdown(Date.parse(now), Date.parse(launch))).toEqual({
        days: 0,
        hours: 23,
        minutes: 0,
        seconds: 0,
      });
    });
  });
});

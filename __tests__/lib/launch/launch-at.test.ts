/** @jest-environment node */
import { readLaunchAt, SiteConfigError } from '@/lib/brand/checks';
import { LaunchAtError, parseLaunchAt } from '@/lib/launch/launch-at';

describe('the launch time', () => {
  it('reads an instant with Z or an offset as the same minute in UTC', () => {
    expect(parseLaunchAt('2026-12-01T18:00:00Z')).toBe('2026-12-01T18:00:00Z');
    expect(parseLaunchAt('2026-12-02T03:00+09:00')).toBe('2026-12-01T18:00:00Z');
    expect(parseLaunchAt('2026-12-01T13:00:00-05:00')).toBe('2026-12-01T18:00:00Z');
    expect(parseLaunchAt('2026-12-01T23:30+0530')).toBe('2026-12-01T18:00:00Z');
    expect(parseLaunchAt('2026-12-01t18:00:00.250z')).toBe('2026-12-01T18:00:00.250Z');
    // Across a year's end.
    expect(parseLaunchAt('2027-01-01T08:00+09:00')).toBe('2026-12-31T23:00:00Z');
  });

  it('refuses a time without a zone, naming the value and the forms that work', () => {
    for (const value of ['2026-12-01T18:00:00', '2026-12-01T18:00']) {
      expect(() => parseLaunchAt(value)).toThrow(LaunchAtError);
      expect(() => parseLaunchAt(value)).toThrow(
        `"${value}" has no time zone, so it would be a different minute in every country: add Z for UTC or the offset it was announced in, e.g. 2026-12-01T18:00:00Z or 2026-12-02T03:00+09:00.`,
      );
    }
  });

  it('refuses a date that does not exist, saying how long the month is', () => {
    expect(() => parseLaunchAt('2026-02-29T18:00:00Z')).toThrow(
      '"2026-02-29T18:00:00Z" is a date that does not exist: that month has 28 days.',
    );
    expect(parseLaunchAt('2028-02-29T18:00:00Z')).toBe('2028-02-29T18:00:00Z');
    expect(() => parseLaunchAt('2026-13-01T18:00:00Z')).toThrow(
      '"2026-13-01T18:00:00Z" is a date that does not exist.',
    );
    expect(() => parseLaunchAt('2026-04-31T18:00Z')).toThrow(/that month has 30 days/);
    expect(() => parseLaunchAt('2026-12-01T24:00:00Z')).toThrow(
      '"2026-12-01T24:00:00Z" is a time that does not exist',
    );
    expect(() => parseLaunchAt('2026-12-01T18:00+24:00')).toThrow(
      '"2026-12-01T18:00+24:00" has an offset that does not exist',
    );
  });

  it('refuses anything else that is not an instant', () => {
    for (const value of ['tomorrow', '2026-12-01', '1 Dec 2026 18:00 UTC', '1764612000', '']) {
      expect(() => parseLaunchAt(value)).toThrow(
        new RegExp(
          `^"${value}" is not an instant.*: expected an ISO 8601 date and time with Z or an offset`,
        ),
      );
    }
    expect(() => parseLaunchAt('2026-12-01')).toThrow('(a date without a time of day)');
  });

  it('fails the build naming NEXT_PUBLIC_LAUNCH_AT, and is optional', () => {
    expect(readLaunchAt('')).toBeNull();
    expect(() => readLaunchAt('2026-12-01T18:00')).toThrow(SiteConfigError);
    expect(() => readLaunchAt('2026-12-01T18:00')).toThrow(
      'Invalid site config: NEXT_PUBLIC_LAUNCH_AT "2026-12-01T18:00" has no time zone',
    );
  });
});

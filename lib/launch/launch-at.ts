/**
 * The announced launch time (`launchAt` in the content file's `brand:` section,
 * NEXT_PUBLIC_LAUNCH_AT, setup's --launch-at): an ISO 8601 instant, a date and time with `Z` or an
 * offset, so it names one minute everywhere. One reading for the build and for setup.
 */

export class LaunchAtError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LaunchAtError';
  }
}

const EXAMPLES = '2026-12-01T18:00:00Z or 2026-12-02T03:00+09:00';

// Date and time, seconds and fraction optional, then Z or ±hh:mm (±hhmm, ±hh): RFC 3339's form of
// ISO 8601, which also takes a lower-case t and z.
const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)?$/;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The instant `value` names, in UTC (`2026-12-01T18:00:00Z`, milliseconds only when given).
 * Throws a LaunchAtError naming the value: a time without a zone, a date or time that does not
 * exist, anything else that is not an instant.
 */
export function parseLaunchAt(value: string): string {
  const quoted = `"${value}"`;
  const match = INSTANT.exec(value.trim());
  if (!match) {
    const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value.trim());
    throw new LaunchAtError(
      `${quoted} is not an instant${dateOnly ? ' (a date without a time of day)' : ''}: expected an ISO 8601 date and time with Z or an offset, e.g. ${EXAMPLES}.`,
    );
  }
  const [, y, mo, d, h, mi, s = '00', fraction = '', z, sign, oh, om = '00'] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as number[];
  if (month! < 1 || month! > 12 || day! < 1 || day! > daysIn(year!, month!)) {
    const days =
      month! >= 1 && month! <= 12 ? `: that month has ${daysIn(year!, month!)} days` : '';
    throw new LaunchAtError(`${quoted} is a date that does not exist${days}.`);
  }
  if (hour! > 23 || minute! > 59 || second! > 59) {
    throw new LaunchAtError(
      `${quoted} is a time that does not exist: hours run 00–23, minutes and seconds 00–59.`,
    );
  }
  if (!z && !sign) {
    throw new LaunchAtError(
      `${quoted} has no time zone, so it would be a different minute in every country: add Z for UTC or the offset it was announced in, e.g. ${EXAMPLES}.`,
    );
  }
  const offsetMinutes = sign ? Number(oh) * 60 + Number(om) : 0;
  if (sign && (Number(oh) > 23 || Number(om) > 59)) {
    throw new LaunchAtError(
      `${quoted} has an offset that does not exist: from -23:59 to +23:59, e.g. ${EXAMPLES}.`,
    );
  }
  const ms = fraction ? Math.round(Number(`0${fraction}`) * 1000) : 0;
  const local = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!, ms);
  const instant = new Date(local - (sign === '-' ? -1 : 1) * offsetMinutes * 60_000);
  return instant.toISOString().replace('.000Z', 'Z');
}

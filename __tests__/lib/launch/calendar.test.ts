/** @jest-environment node */
import {
  escapeText,
  foldLine,
  googleCalendarUrl,
  icsDateTime,
  icsFile,
  type LaunchEvent,
} from '@/lib/launch/calendar';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');
/** RFC 5545 §3.1's unfolding: every CRLF followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

const event: LaunchEvent = {
  uid: 'launch-20261201T180000Z-koala@example.github.io',
  start: '2026-12-01T18:00:00Z',
  minutes: 30,
  summary: '$KOALA launches on pump.fun',
  description:
    'The only real $KOALA address comes from KoalaIn on X (https://x.com/koala), and from https://example.github.io/koalain/; anyone who DMs you one is a scammer.\nReally.',
  url: 'https://example.github.io/koalain/',
  producer: 'KoalaIn',
};
const stamp = new Date('2026-11-26T09:30:15.250Z');

describe('the .ics writer', () => {
  it('writes UTC date-times with a Z', () => {
    expect(icsDateTime('2026-12-01T18:00:00Z')).toBe('20261201T180000Z');
    expect(icsDateTime(stamp)).toBe('20261126T093015Z');
  });

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds a long line at 75 octets, a CRLF and a space before each continuation', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBe(3);
    expect(physical.map(octets)).toEqual([75, 75, 64]);
    for (const continuation of physical.slice(1)) expect(continuation.startsWith(' ')).toBe(true);
    expect(unfold(folded)).toBe(line);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('never splits a multi-byte character at the fold', () => {
    // 73 octets, then 猫 (3 octets) would end at 76: it moves whole to the next line.
    const line = `SUMMARY:${'a'.repeat(65)}猫猫 and 🐸`;
    const folded = foldLine(line);
    const [first, second] = folded.split('\r\n');
    expect(octets(first!)).toBe(73);
    expect(second).toBe(' 猫猫 and 🐸');
    expect(Buffer.from(folded, 'utf8').toString('utf8')).toBe(folded);
    expect(unfold(folded)).toBe(line);
    // A four-octet emoji where only three fit.
    const emoji = foldLine(`SUMMARY:${'b'.repeat(64)}🐸🐸`);
    expect(emoji.split('\r\n').map(octets)).toEqual([72, 9]);
    expect(unfold(emoji)).toBe(`SUMMARY:${'b'.repeat(64)}🐸🐸`);
  });

  it('writes one VEVENT in UTC with CRLF line endings and no line over 75 octets', () => {
    const file = icsFile(event, stamp);
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const physical = file.slice(0, -2).split('\r\n');
    for (const line of physical) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfold(file).split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//KoalaIn//Launch//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:launch-20261201T180000Z-koala@example.github.io',
      'DTSTAMP:20261126T093015Z',
      'DTSTART:20261201T180000Z',
      'DTEND:20261201T183000Z',
      'SUMMARY:$KOALA launches on pump.fun',
      'DESCRIPTION:The only real $KOALA address comes from KoalaIn on X (https://x.com/koala)\\, and from https://example.github.io/koalain/\\; anyone who DMs you one is a scammer.\\nReally.',
      'URL:https://example.github.io/koalain/',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});

describe('the Google Calendar link', () => {
  it('opens the same event as a template, its dates in UTC', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(url.search).toContain('&dates=20261201T180000Z/20261201T183000Z&');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: event.summary,
      dates: '20261201T180000Z/20261201T183000Z',
      details: `${event.description}\n\n${event.url}`,
      location: event.url,
    });
  });
});

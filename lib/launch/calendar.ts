/**
 * The launch as a calendar event: an iCalendar file (RFC 5545) the build writes into the export,
 * and a Google Calendar link. A real file, not one made in the browser: iOS Safari does not open
 * a generated one.
 */

export type LaunchEvent = {
  /** Stable across builds, so importing the file again updates the event rather than adding one. */
  uid: string;
  /** The launch instant, ISO 8601 in UTC. */
  start: string;
  /** How long the event lasts. */
  minutes: number;
  summary: string;
  description: string;
  /** The site's address. */
  url: string;
  /** Names the product that wrote the file (PRODID). */
  producer: string;
};

/** Minutes the event lasts: the launch minute and the first half hour of trading. */
export const LAUNCH_EVENT_MINUTES = 30;

/** 20261201T180000Z: the UTC form of a DATE-TIME (RFC 5545 §3.3.5, form 2). */
export function icsDateTime(instant: Date | string): string {
  return new Date(instant)
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');
}

/** A TEXT value (§3.3.11): backslash, semicolon and comma escaped, a line break as \n. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const utf8 = new TextEncoder();
const MAX_OCTETS = 75;

/**
 * A content line folded at 75 octets (§3.1): each break is CRLF and one space, which counts
 * towards the next line's 75; a character of several octets (é, 猫, 🐸) is never split.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8.encode(character).length;
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

const addMinutes = (start: string, minutes: number) =>
  new Date(new Date(start).getTime() + minutes * 60_000);

/**
 * The .ics file: one VEVENT with its times in UTC, CRLF line endings, folded lines and escaped
 * text. `stamp` is when the file was written (DTSTAMP).
 */
export function icsFile(event: LaunchEvent, stamp: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(event.producer)}//Launch//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${icsDateTime(stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(addMinutes(event.start, event.minutes))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    // A URI value (§3.3.13), not TEXT: written as it is.
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/**
 * Google Calendar's event template: the same event, opened in a new tab to be saved. The dates
 * keep their slash, as Google's own "add to calendar" links write them.
 */
export function googleCalendarUrl(event: LaunchEvent): string {
  const end = addMinutes(event.start, event.minutes);
  const text = new URLSearchParams({ action: 'TEMPLATE', text: event.summary });
  const rest = new URLSearchParams({
    details: `${event.description}\n\n${event.url}`,
    location: event.url,
  });
  return `https://calendar.google.com/calendar/render?${text}&dates=${icsDateTime(event.start)}/${icsDateTime(end)}&${rest}`;
}

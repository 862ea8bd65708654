import { siteConfig } from '@/lib/brand';
import { fill, siteContent } from '@/lib/content';
import {
  googleCalendarUrl,
  icsDateTime,
  LAUNCH_EVENT_MINUTES,
  type LaunchEvent,
} from '@/lib/launch/calendar';

/** Where the build writes the launch's calendar file, under public/ (and so the export). */
export const LAUNCH_CALENDAR_FILE = 'calendar/launch.ics';

/**
 * The announced launch (UTC, ISO 8601) while this build has no address yet: what home and
 * /contract count down to, the calendar file and the share cards' line. Null otherwise.
 */
export function upcomingLaunch(): string | null {
  const { launched, launchAt } = siteConfig();
  return !launched && launchAt ? launchAt : null;
}

/**
 * The launch in UTC, as the page's language writes a date and time ("Dec 1, 2026, 6:00 PM UTC"):
 * what the HTML says before any script runs, and the share cards. Spaces plain, as the cards'
 * fonts draw them.
 */
export function utcTime(iso: string, lang: string = siteContent().lang): string {
  return new Intl.DateTimeFormat(lang, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  })
    .format(new Date(iso))
    .replace(/[\u00a0\u202f]/g, ' ');
}

export type LaunchSource = { label: string; href: string };

/** Where the real address will come from: the team's X account, and its Telegram when it has one. */
export function launchSources(): LaunchSource[] {
  const text = siteContent().site.launch;
  const { socialUrl, telegramUrl } = siteConfig();
  const sources = [{ label: text.sourceFollow, href: socialUrl }];
  if (telegramUrl) sources.push({ label: text.sourceTelegram, href: telegramUrl });
  return sources;
}

/** "A and B", as the page's language joins a list. */
export function listed(items: string[], lang: string = siteContent().lang): string {
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(items);
}

/** The launch as a calendar event, in the content's words; null when there is none to count to. */
export function launchEvent(): LaunchEvent | null {
  const start = upcomingLaunch();
  if (!start) return null;
  const { site } = siteContent();
  const config = siteConfig();
  const url = `${config.siteUrl}/`;
  const ticker = config.ticker.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase() || 'token';
  return {
    uid: `launch-${icsDateTime(start)}-${ticker}@${new URL(url).host}`,
    start,
    minutes: LAUNCH_EVENT_MINUTES,
    summary: site.launch.calendarTitle,
    description: fill(site.launch.calendarDescription, {
      sources: listed(launchSources().map(({ label, href }) => `${label} (${href})`)),
      site: url,
    }),
    url,
    producer: siteConfig().brandName,
  };
}

/** What home's strip and links card and /contract show before launch; null when there is no launch time. */
export function launchData() {
  const event = launchEvent();
  if (!event) return null;
  const { site, lang } = siteContent();
  return {
    at: event.start,
    utc: utcTime(event.start, lang),
    lang,
    text: site.launch,
    calendarFile: `${siteConfig().basePath}/${LAUNCH_CALENDAR_FILE}`,
    googleCalendar: googleCalendarUrl(event),
    sources: launchSources(),
  };
}

export type LaunchData = NonNullable<ReturnType<typeof launchData>>;

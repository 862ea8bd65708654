import { z } from 'zod';
import { list, pluralText, text } from '../fields';
import { label, sentence } from './words';

export const site = z.strictObject({
  skipLink: label('The skip link'),
  logoLabel: label('The logo link home, for screen readers', 60),
  newTab: label('Screen-reader note after every link that opens a new tab'),
  searchLabel: label('The top bar’s search box, for screen readers', 60),
  searchPlaceholder: label('The top bar’s search box', 24),
  mainNavLabel: label('The nav, for screen readers'),
  navBadge: text('After the badge, for screen readers', { max: 30, vars: ['count'] }),
  nav: z.strictObject({
    home: label('Nav item', 16),
    network: label('Nav item', 16),
    jobs: label('Nav item', 16),
    messaging: label('Nav item', 16),
    notifications: label('Nav item', 16),
    me: label('Nav item', 16),
  }),
  launchStatus: z
    .strictObject({
      launched: text('{launchStatus} once the token exists', { max: 60 }),
      soon: text('{launchStatus} before launch (NEXT_PUBLIC_CONTRACT_ADDRESS=soon)', { max: 60 }),
    })
    .describe('What {launchStatus} says, before and after launch'),
  launch: z
    .strictObject({
      at: text('The launch time; {time} is its date and time, in the visitor’s own zone', {
        max: 80,
        vars: ['time'],
      }),
      countdownLabel: label('The countdown, for screen readers', 60),
      days: pluralText('Days left', { max: 24 }),
      hours: pluralText('Hours left', { max: 24 }),
      minutes: pluralText('Minutes left', { max: 24 }),
      seconds: pluralText('Seconds left', { max: 24 }),
      calendarFile: label('Opens the .ics file in the visitor’s calendar', 48),
      googleCalendar: label('Opens the event in Google Calendar, in a new tab', 48),
      calendarTitle: text('The calendar event’s title', { max: 80 }),
      calendarDescription: text(
        'The calendar event’s text: where the real address will come from; {sources} lists the team’s accounts with their links, {site} is this site',
        { max: 400, vars: ['sources', 'site'] },
      ),
      nowHeading: label('At the launch time, while this build has no address yet', 60),
      nowSources: text(
        'Where the address comes from; {sources} links the team’s X account and Telegram',
        { max: 240, vars: ['sources'] },
      ),
      nowScam: sentence('The warning about addresses in replies and DMs', 200),
      sourceFollow: label('The team’s X account, in {sources}', 48),
      sourceTelegram: label('The team’s Telegram, in {sources}', 48),
    })
    .describe(
      'Before launch, with brand.launchAt set: the countdown on home and /contract, the calendar links and what replaces them at the launch time',
    ),
  uwu: label('The sound button', 8),
  follow: label('The top bar’s follow link', 16),
  loading: z.strictObject({
    label: label('The progress bar, for screen readers', 60),
    messages: list(
      label('A status line', 48),
      6,
      6,
      'The loading screen’s status line, one every 2 s; the spec has six',
    ),
  }),
  footer: z.strictObject({
    disclaimer: sentence('Parody, not affiliated, not financial advice', 400),
    contract: label('Footer link'),
    telegram: label('Footer link'),
    telegramApp: label('Footer link to the site as the bot’s Mini App, when it has one'),
    chart: label('Footer link'),
    shareThisPage: label('The share button where the browser can share'),
    shareOn: text('A share link', { max: 40, vars: ['network'] }),
    shareToStory: label('In Telegram only: shares the page’s card to a Telegram story'),
  }),
  share: z.strictObject({
    home: text('The line shared with home', { max: 200 }),
    page: text('The line shared with every other page', { max: 200, vars: ['title'] }),
  }),
  manifest: z.strictObject({
    name: label('The installed app’s name', 60),
    description: sentence('The installed app’s description', 140),
  }),
  languages: z
    .strictObject({
      label: label('The language switcher, for screen readers'),
      offer: label('A link offering this page in this file’s language, in it ("日本語で見る")', 48),
      dismiss: label('Dismisses that offer, in this file’s language', 24),
    })
    .describe('Choosing a language, where the site has translations (content.<lang>.yaml)'),
  notFound: z.strictObject({
    title: label('The tab title'),
    heading: label('Heading', 80),
    body: sentence('Body'),
    back: label('Link home'),
  }),
  error: z.strictObject({
    heading: label('Heading', 80),
    body: sentence('Body'),
    retry: label('Button'),
    home: label('Link home'),
  }),
});

const page = (vars: string[] = []) =>
  z.strictObject({
    title: label('The page’s title: tab, search results, share card', 48),
    description: text('The page’s description: search results and link previews', {
      max: 300,
      vars,
    }),
  });

export const pages = z.strictObject({
  home: page().extend({ heading: label('Home’s heading, for screen readers', 60) }),
  network: page(),
  jobs: page(),
  messaging: page(),
  notifications: page(),
  profile: page(['name', 'headline']),
  contract: page(),
});

export const shareCards = z
  .strictObject({
    tagline: label('Home’s card, under the title', 80),
    pageLine: label('Every other page’s card, under the title', 80),
    disclaimer: label('Every card’s last line', 60),
    contractTitle: label('/contract’s card title', 48),
    contractAddress: text('/contract’s card: the chain and the shortened address', {
      max: 60,
      vars: ['address'],
    }),
    contractLaunched: label('/contract’s card, after the address', 60),
    contractSoon: label('/contract’s card before launch, after the chain', 60),
    launchAt: text(
      'Every card before launch, when brand.launchAt is set; {time} is the launch in UTC',
      { max: 80, vars: ['time'] },
    ),
    comingSoon: label('Where the address will be, before launch', 32),
    imageAlt: text('The card’s alt text', { max: 160, vars: ['title'] }),
  })
  .describe(
    'The share cards (link-preview pictures); every character must be one the bundled fonts can draw',
  );

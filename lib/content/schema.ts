import { z } from 'zod';
import { list, percent, pluralText, text, time } from './fields';

/**
 * The content file's shape: every word, number and picture a visitor meets. The JSON Schema that
 * editors read (content/content.schema.json) is generated from this (`npm run content:schema`),
 * and the build validates the file against it before anything is drawn.
 */

const label = (description: string, max = 40) => text(description, { max });
const sentence = (description: string, max = 240) => text(description, { max });
const name = (description = 'A name', max = 48) => text(description, { max });
const count = (description: string) =>
  z.number().int().min(0).max(999_999_999).describe(description);

const brand = z
  .strictObject({
    brandName: name('The brand’s name (NEXT_PUBLIC_BRAND_NAME wins)', 32).optional(),
    brandMark: z
      .string()
      .describe('1–3 characters for the square mark (NEXT_PUBLIC_BRAND_MARK wins)')
      .optional(),
    brandColor: z.string().describe('#rgb or #rrggbb (NEXT_PUBLIC_BRAND_COLOR wins)').optional(),
    accentColor: z.string().describe('#rgb or #rrggbb (NEXT_PUBLIC_ACCENT_COLOR wins)').optional(),
    mascot: z
      .string()
      .describe(
        'A PNG, WebP, JPEG or SVG in the project, outside public/ (NEXT_PUBLIC_MASCOT wins)',
      )
      .optional(),
    tagline: text('The tagline (NEXT_PUBLIC_TAGLINE wins)', { max: 80 }).optional(),
    ticker: name('The ticker, e.g. $LEWD (NEXT_PUBLIC_TICKER wins)', 16).optional(),
    contractAddress: z
      .string()
      .describe('The token’s address, or "soon" before launch (NEXT_PUBLIC_CONTRACT_ADDRESS wins)')
      .optional(),
    tokenUrl: z
      .string()
      .describe('The token page; {address} is the address (NEXT_PUBLIC_TOKEN_URL wins)')
      .optional(),
    tokenVenue: name(
      'The venue’s name, where the token URL’s host says nothing useful',
      32,
    ).optional(),
    socialUrl: z.string().describe('https:// (NEXT_PUBLIC_SOCIAL_URL wins)').optional(),
    communityUrl: z.string().describe('https:// (NEXT_PUBLIC_COMMUNITY_URL wins)').optional(),
    telegramUrl: z.string().describe('https:// (NEXT_PUBLIC_TELEGRAM_URL wins)').optional(),
    chartUrl: z.string().describe('https:// (NEXT_PUBLIC_CHART_URL wins)').optional(),
    clickSoundUrl: z
      .string()
      .describe('A path on this site or https:// (NEXT_PUBLIC_CLICK_SOUND_URL wins)')
      .optional(),
    uwuSoundUrl: z
      .string()
      .describe('A path on this site or https:// (NEXT_PUBLIC_UWU_SOUND_URL wins)')
      .optional(),
    siteUrl: z
      .string()
      .describe('https://, with the sub-path (NEXT_PUBLIC_SITE_URL wins)')
      .optional(),
  })
  .describe(
    'The brand’s values; a NEXT_PUBLIC_* variable wins over each, LewdIn’s default fills any gap',
  );

const site = z.strictObject({
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
    chart: label('Footer link'),
    shareThisPage: label('The share button where the browser can share'),
    shareOn: text('A share link', { max: 40, vars: ['network'] }),
  }),
  share: z.strictObject({
    home: text('The line shared with home', { max: 200 }),
    page: text('The line shared with every other page', { max: 200, vars: ['title'] }),
  }),
  manifest: z.strictObject({
    name: label('The installed app’s name', 60),
    description: sentence('The installed app’s description', 140),
  }),
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

const pages = z.strictObject({
  home: page().extend({ heading: label('Home’s heading, for screen readers', 60) }),
  network: page(),
  jobs: page(),
  messaging: page(),
  notifications: page(),
  profile: page(['name', 'headline']),
  contract: page(),
});

const shareCards = z
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
    comingSoon: label('Where the address will be, before launch', 32),
    imageAlt: text('The card’s alt text', { max: 160, vars: ['title'] }),
  })
  .describe(
    'The share cards (link-preview pictures); every character must be one the bundled fonts can draw',
  );

const me = z.strictObject({
  name: name('The visitor’s member name'),
  headline: sentence('Headline', 160),
  location: label('Location', 48),
  connections: count('Connections'),
});

const profileIcon = z.enum(['trophy', 'gem', 'trending-up']);

const home = z.strictObject({
  profileCard: z.strictObject({
    badge: label('Badge', 24),
    achievementsHeading: label('Heading'),
    achievements: list(
      z.strictObject({ icon: profileIcon, text: sentence('Achievement', 60) }),
      1,
      4,
      'Achievements on the profile card',
    ),
    strengthLabel: label('Profile-strength label'),
    strength: percent('Profile strength; the spec fixes it at 15'),
    strengthCaption: label('Under the bar'),
  }),
  links: z.strictObject({
    heading: label('Heading'),
    follow: label('Link', 48),
    telegram: label('Link', 48),
    chart: label('Link', 48),
    contract: label('Label'),
    comingSoon: label('Where the address will be, before launch', 60),
    explorerLink: label('The explorer link', 48),
    howToBuy: label('Link', 48),
    community: label('Button', 32),
  }),
  contractStrip: z.strictObject({
    heading: label('Heading'),
    howToBuy: label('Button', 20),
    comingSoon: label('Where the address will be, before launch', 60),
  }),
  composer: z.strictObject({
    heading: label('Heading, for screen readers', 60),
    prompt: label('The prompt button', 60),
    actions: z.strictObject({
      image: label('Button', 12),
      event: label('Button', 12),
      file: label('Button', 12),
      add: label('Verb before Image and Event, for screen readers', 12),
      attach: label('Verb before File, for screen readers', 12),
    }),
    formLabel: label('The form, for screen readers', 60),
    name: label('Field'),
    namePlaceholder: label('Placeholder', 48),
    skill: label('Field'),
    skillPlaceholder: label('Placeholder', 48),
    excuse: label('Field'),
    excusePlaceholder: label('Placeholder', 60),
    waifus: label('Field'),
    art: label('Field'),
    cancel: label('Button', 20),
    submit: label('Button', 24),
    summary: text('The sentence a moment becomes', {
      max: 240,
      vars: ['name', 'skill', 'excuse', 'waifus', 'art'],
    }),
    waifusCount: pluralText('{waifus} in the sentence', { max: 60 }),
    artCount: pluralText('{art} in the sentence', { max: 60 }),
    blankName: label('A blank name in the sentence', 48),
    blankSkill: label('A blank skill in the sentence', 48),
    blankExcuse: label('A blank activity in the sentence', 60),
    justNow: label('A new moment’s time', 16),
    posted: text('Announced to screen readers after a post', { max: 120, vars: ['count'] }),
  }),
  moments: z.strictObject({
    heading: label('Heading', 48),
    empty: sentence('Shown when there are none'),
    samples: list(
      z.strictObject({
        author: name('Author'),
        time: time(),
        text: sentence('The moment', 400),
      }),
      0,
      6,
      'The sample moments',
    ),
  }),
  momentShare: z
    .strictObject({
      control: label('The Share control on each moment', 16),
      controlLabel: text('Its name for screen readers; starts with the control’s word', {
        max: 80,
        vars: ['author'],
      }),
      dialogTitle: label('The dialog’s heading', 60),
      close: label('Close button', 16),
      drawing: label('Announced while the picture is made', 60),
      ready: label('Announced when it is shown', 60),
      imageAlt: text('The picture’s alt text', { max: 160, vars: ['author', 'site'] }),
      share: label('Opens the share sheet', 20),
      download: label('Saves the picture', 20),
      postOnX: label('Opens X with the share line', 24),
      attachNote: sentence('Under "Post on X": the visitor attaches the picture', 160),
      touchHint: sentence('On touch screens: a long press saves the picture', 100),
      loadError: sentence('The picture’s code did not load (offline, or a new deploy)', 200),
      drawError: sentence('The picture could not be drawn', 120),
      shareError: sentence('The share sheet failed', 120),
      retry: label('Retry button', 20),
      reload: label('Reload link', 24),
      line: text('Shared with the picture and posted on X', { max: 200, vars: ['url'] }),
      cardNote: label('A small line drawn on the picture', 60),
      fileName: text('The downloaded file’s name, without .png', {
        max: 60,
        vars: ['author'],
      }),
    })
    .describe('Each moment’s Share control, its dialog and the picture made in the browser'),
  matchmakers: z.strictObject({
    heading: label('Heading', 48),
    subheading: label('Under the heading', 80),
    rating: text('The rating line', { max: 40, vars: ['rating'] }),
    avoid: label('Button', 16),
    avoidLabel: text('The button, for screen readers', { max: 80, vars: ['name'] }),
    avoided: label('Button after a click', 16),
    feedback: label('Message after a click (2 s)', 48),
    hint: label('Hint on hover', 48),
    entries: list(
      z.strictObject({
        name: name('Name', 40),
        description: sentence('Description', 120),
        rating: z.number().min(0).max(5).describe('Red-flag rating out of 5'),
      }),
      3,
      12,
      'The avoid cards’ entries: three show at once, so at least 3',
      'three cards show at once, each a different entry',
    ),
  }),
  news: z.strictObject({
    heading: label('Heading', 48),
    subheading: label('Under the heading', 60),
    readers: pluralText('Readers', { max: 30 }),
    items: list(
      z.strictObject({
        title: sentence('Headline', 100),
        reads: count('Readers'),
        time: time(),
        highlight: label('Tag', 16),
      }),
      1,
      10,
      'News items',
    ),
  }),
  trending: z.strictObject({
    heading: label('Heading', 48),
    subheading: label('Under the heading', 60),
    linkNote: label('After each percentage, for screen readers', 80),
    skills: list(
      z.strictObject({
        name: name('Skill', 40),
        change: z.number().int().min(-999).max(9999).describe('Percent change, signed'),
      }),
      1,
      10,
      'Trending skills',
    ),
  }),
  hero: z.strictObject({
    heading: label('Heading', 60),
    body: sentence('Body', 300),
    cta: label('Button', 48),
    ctaSoon: label('The button before launch (it follows the socials)', 60),
    portraits: list(name('A generated portrait’s name', 24), 4, 8, 'Generated portraits'),
    memes: list(
      z.strictObject({
        file: z
          .string()
          .min(1)
          .describe(
            'A PNG, JPEG, WebP or GIF in the project, outside public/, e.g. brand/memes/gm.gif',
          ),
        alt: sentence('What the picture shows, for screen readers (required)', 160),
      }),
      1,
      8,
      'Your own pictures for the strip, shown instead of the portraits',
    ).optional(),
  }),
  stats: z.strictObject({
    heading: label('Heading'),
    items: list(
      z.strictObject({ value: label('Value', 8), label: label('Label', 48) }),
      1,
      3,
      'Stats',
    ),
  }),
  roadmap: z.strictObject({
    heading: label('Heading'),
    subheading: label('Under the heading', 60),
    stageLabel: text('Before each period, for screen readers', { max: 24, vars: ['number'] }),
    stages: list(
      z.strictObject({
        period: label('When', 16),
        title: label('Title', 40),
        description: sentence('Description', 160),
      }),
      1,
      8,
      'Roadmap stages',
    ),
  }),
});

const network = z.strictObject({
  heading: label('Heading'),
  intro: sentence('Intro'),
  suggestionsHeading: label('Heading', 60),
  connect: label('Button', 16),
  connectLabel: text('The button, for screen readers', { max: 80, vars: ['name'] }),
  connections: pluralText('A contact’s connections', { max: 30 }),
  contacts: list(
    z.strictObject({
      name: name('Name'),
      title: sentence('Headline', 120),
      connections: count('Connections'),
    }),
    1,
    9,
    'Contacts',
  ),
  stats: z.strictObject({
    heading: label('Heading'),
    connectionsLabel: label('Label'),
    connections: count('Connections; the spec has 676'),
    growth: sentence('Under the count', 120),
    industriesHeading: label('Heading', 48),
    industries: list(
      z.strictObject({ name: label('Industry', 48), share: percent('Share') }),
      1,
      6,
      'Industry shares',
    ),
  }),
});

const jobs = z.strictObject({
  heading: label('Heading', 48),
  intro: sentence('Intro'),
  apply: label('Button', 16),
  applyLabel: text('The button, for screen readers', { max: 120, vars: ['title'] }),
  posted: text('When a job was posted', { max: 40, vars: ['time'] }),
  locationLabel: label('Before the location, for screen readers', 20),
  salaryLabel: label('Before the salary, for screen readers', 20),
  tagsLabel: label('The list of tags, for screen readers', 24),
  list: list(
    z.strictObject({
      title: label('Title', 60),
      company: name('Company', 40),
      location: label('Location', 60),
      salary: label('Salary', 60),
      description: sentence('Description', 300),
      tags: list(label('Tag', 28), 0, 4, 'Tags'),
      posted: time(),
    }),
    1,
    6,
    'Jobs',
  ),
  market: z.strictObject({
    heading: label('Heading'),
    openJobsLabel: label('Label', 48),
    openJobs: count('Open jobs; the spec has 1,337'),
    skillsHeading: label('Heading', 48),
    skills: list(
      z.strictObject({ name: label('Skill', 40), percent: percent('Match') }),
      1,
      6,
      'Skill matches',
    ),
    note: sentence('Note', 160),
  }),
});

const messaging = z.strictObject({
  heading: label('Heading'),
  intro: sentence('Beside the heading', 120),
  conversationsHeading: label('Heading, for screen readers'),
  searchLabel: label('Search box, for screen readers'),
  searchPlaceholder: label('Search box', 32),
  you: label('You, in the thread', 16),
  sentAt: text('After the author’s name in the thread', { max: 24, vars: ['time'] }),
  status: label('Under the name above the thread', 60),
  messagesLabel: label('The thread, for screen readers'),
  unread: label('After an unread count, for screen readers', 20),
  attach: label('Button, for screen readers'),
  write: label('Message box, for screen readers'),
  writePlaceholder: label('Message box', 40),
  send: label('Button, for screen readers', 20),
  conversations: list(
    z.strictObject({
      name: name('Name'),
      lastMessage: sentence('Last message', 120),
      time: time(),
      unread: z.number().int().min(0).max(99).describe('Unread count'),
    }),
    2,
    8,
    'Conversations: at least two, so one can be selected',
    'a visitor selects one of them, so there must be another',
  ),
  thread: list(
    z.strictObject({
      from: z.enum(['them', 'you']).describe('Who wrote it'),
      text: sentence('Message', 300),
      time: time(),
    }),
    1,
    6,
    'The thread every conversation shows',
  ),
});

const notifications = z.strictObject({
  heading: label('Heading'),
  intro: sentence('Under the heading', 120),
  markAll: label('Button', 32),
  accept: label('Button', 16),
  ignore: label('Button', 16),
  items: list(
    z.strictObject({
      type: z.enum(['engagement', 'connection', 'achievement', 'reminder']),
      title: sentence('Title', 100),
      description: sentence('Description', 160).optional(),
      time: time(),
    }),
    1,
    8,
    'Notifications',
  ),
  settings: z.strictObject({
    heading: label('Heading'),
    items: list(
      z.strictObject({ label: label('Setting', 60), hint: sentence('Hint', 100) }),
      1,
      5,
      'Settings (all checked)',
    ),
  }),
});

const profile = z.strictObject({
  editProfile: label('Button', 24),
  connections: pluralText('Connections', { max: 30 }),
  statsHeading: label('Heading'),
  statsNote: sentence('Under the heading', 120),
  stats: list(
    z.strictObject({ value: label('Value', 8), label: label('Label', 32) }),
    1,
    4,
    'Stat tiles',
  ),
  achievementsHeading: label('Heading'),
  progressLabel: text('A progress bar, for screen readers', { max: 80, vars: ['title'] }),
  achievements: list(
    z.strictObject({
      icon: z.enum(['gem', 'sparkles', 'users', 'inbox']),
      title: label('Title', 40),
      description: sentence('Description', 140),
      progress: percent('Progress'),
    }),
    1,
    6,
    'Achievements',
  ),
  activityHeading: label('Heading'),
  activity: list(
    z.strictObject({
      icon: z.enum(['thumbs-up', 'wallet', 'pencil', 'calendar-x']),
      action: sentence('What was done', 100),
      time: time(),
    }),
    1,
    8,
    'Activity log',
  ),
});

const contract = z.strictObject({
  heading: label('Heading', 60),
  intro: sentence('Intro'),
  introSoon: sentence('Intro before launch', 300),
  addressLabel: label('Above the address', 48),
  explorerLink: label('The explorer link', 48),
  comingSoon: label('Where the address will be, before launch', 60),
  copy: label('Button', 24),
  copied: label('After a copy (2 s)', 48),
  copyManual: sentence('Where the browser refuses to copy'),
  qrLabel: label('The QR code, for screen readers', 80),
  qrCaption: sentence('Under the QR code'),
  chartHeading: label('Heading', 48),
  chartNote: text('Before the chart loads', { max: 200, vars: ['host'] }),
  chartButton: text('Loads the chart', { max: 60, vars: ['host'] }),
  chartTitle: text('The chart frame’s title', { max: 80, vars: ['host'] }),
  launched: sentence('The note at the bottom; {launchStatus} says launched or soon', 240),
  howToBuy: z.strictObject({
    heading: label('Heading', 48),
    intro: sentence('Intro', 120),
    walletTitle: label('Step 1', 60),
    walletBefore: label('Before the wallets', 24),
    walletOr: label('Between the last two wallets', 8),
    walletAfter: sentence('After the wallets'),
    fundTitle: label('Step 2', 60),
    fundBody: sentence('Step 2'),
    tradeBuy: label('{trade} where the venue has a Buy button', 60),
    tradeSwap: label('{trade} where the venue swaps', 60),
    tradeTitle: text('Step 3', { max: 120, vars: ['trade'] }),
    tradeBefore: label('Before the token link', 24),
    tradeLink: label('The token link', 60),
    tradeBody: sentence('After the token link', 160),
    soonTitle: label('Step 3 before launch', 60),
    soonBefore: label('Before the social link, before launch', 60),
    soonLink: label('The social link, before launch', 48),
    soonAfter: text('After the social link, before launch', { max: 200, vars: ['trade'] }),
    checkTitle: label('Step 4', 60),
    checkBody: sentence('Step 4'),
    checkBodySoon: sentence('Step 4 before launch', 260),
    walletApps: sentence('Before the wallet links, on phones', 120),
    openIn: text('A wallet link', { max: 40, vars: ['wallet'] }),
    onComputer: sentence('On a computer, instead of the wallet links', 200),
  }),
});

const tokenomics = z
  .strictObject({
    heading: label('Heading', 48),
    supply: label('Total supply, as shown, e.g. 1,000,000,000', 32),
    supplyLabel: label('Label', 32),
    allocation: list(
      z.strictObject({
        name: label('Part', 40),
        percent: z.number().min(0).max(100).describe('Share of the supply, 0 to 100'),
      }),
      1,
      8,
      'The allocation; the percentages must sum to 100',
    ),
    allocationLabel: label('The chart, for screen readers', 60),
    taxes: z
      .strictObject({ label: label('Label', 32), value: label('Value, e.g. 0% buy / 0% sell', 40) })
      .optional(),
    claims: list(
      z.strictObject({
        label: label('What it is about, e.g. Liquidity', 32),
        text: sentence('The team’s statement', 200),
      }),
      0,
      6,
      'The team’s statements (liquidity, mint and freeze authorities, …), shown as the team’s claims',
    ),
    claimsNote: sentence('Above the statements: they are the team’s', 160),
  })
  .superRefine(({ allocation }, ctx) => {
    const sum = allocation.reduce((total, part) => total + part.percent, 0);
    if (Math.abs(sum - 100) > 0.001) {
      ctx.addIssue({
        code: 'custom',
        path: ['allocation'],
        message: `percentages must sum to 100 (they sum to ${Math.round(sum * 1000) / 1000})`,
      });
    }
  })
  .describe('Optional: tokenomics on /contract');

const faq = z
  .strictObject({
    heading: label('Heading', 48),
    items: list(
      z.strictObject({ question: sentence('Question', 140), answer: sentence('Answer', 600) }),
      1,
      12,
      'Questions and answers',
    ),
  })
  .describe('Optional: questions and answers on /contract');

export const contentSchema = z.strictObject({
  $schema: z.string().describe('The JSON Schema editors read; ignored by the build').optional(),
  lang: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)
    .describe('The pages’ language, e.g. en or pt-BR: plural forms and numbers follow it'),
  brand: brand.optional(),
  site,
  pages,
  shareCards,
  me,
  home,
  network,
  jobs,
  messaging,
  notifications,
  profile,
  contract,
  tokenomics: tokenomics.optional(),
  faq: faq.optional(),
});

export type Content = z.infer<typeof contentSchema>;

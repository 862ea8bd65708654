import { z } from 'zod';
import { list, percent, pluralText, text, time } from '../fields';
import { label, sentence, name, count } from './words';

const profileIcon = z.enum(['trophy', 'gem', 'trending-up']);

export const home = z.strictObject({
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

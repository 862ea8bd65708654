import { z } from 'zod';
import { list, percent, pluralText, text } from '../fields';
import { label, sentence, name, count } from './words';

export const network = z.strictObject({
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

import { z } from 'zod';
import { list, time } from '../fields';
import { label, sentence } from './words';

export const notifications = z.strictObject({
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

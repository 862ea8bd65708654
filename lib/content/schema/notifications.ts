import { z } from 'zod';
import { list, text, time } from '../fields';
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
  trades: z.strictObject({
    heading: label('Heading over the latest trades, as notifications', 48),
    note: sentence('Before the first press: one tap, no polling', 200),
    button: label('Asks for the latest trades', 32),
    bought: text('A buy, as good news; {trader} links the explorer', {
      max: 140,
      vars: ['trader', 'amount', 'usd', 'time'],
    }),
    sold: text('A sell, as an unfollow', { max: 140, vars: ['trader', 'amount', 'usd', 'time'] }),
  }),
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

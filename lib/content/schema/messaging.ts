import { z } from 'zod';
import { list, text, time } from '../fields';
import { label, sentence, name } from './words';

export const messaging = z.strictObject({
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

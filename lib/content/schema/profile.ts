import { z } from 'zod';
import { list, percent, pluralText, text, time } from '../fields';
import { label, sentence } from './words';
import { frame } from './profile-frame';

export const profile = z.strictObject({
  editProfile: label('Button', 24),
  frame,
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

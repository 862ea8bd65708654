import { z } from 'zod';
import { list, percent, text, time } from '../fields';
import { label, sentence, name, count } from './words';

export const jobs = z.strictObject({
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

import { z } from 'zod';
import { list } from '../fields';
import { label, sentence } from './words';

export const faq = z
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

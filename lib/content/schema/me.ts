import { z } from 'zod';
import { label, sentence, name, count } from './words';

export const me = z.strictObject({
  name: name('The visitor’s member name'),
  headline: sentence('Headline', 160),
  location: label('Location', 48),
  connections: count('Connections'),
});

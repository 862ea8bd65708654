import { z } from 'zod';
import { text } from '../fields';

/** The few field shapes every section uses, with their usual length limits. */
export const label = (description: string, max = 40) => text(description, { max });
export const sentence = (description: string, max = 240) => text(description, { max });
export const name = (description = 'A name', max = 48) => text(description, { max });
export const count = (description: string) =>
  z.number().int().min(0).max(999_999_999).describe(description);

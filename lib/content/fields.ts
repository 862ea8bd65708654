import { z } from 'zod';
import { BRAND_PLACEHOLDERS, placeholdersIn } from './placeholders';

/**
 * The schema's words and plural sentences: what a translation must translate (./translation.ts).
 * On globalThis: the build's scripts load TypeScript through tsx, which can give this module two
 * instances (one per loader) while the schema's fields come from one of them.
 */
function sharedSet(name: string): WeakSet<z.ZodType> {
  const key = Symbol.for(`lewdin.content.${name}`);
  const global = globalThis as { [key]?: WeakSet<z.ZodType> };
  return (global[key] ??= new WeakSet());
}
export const wordFields = sharedSet('wordFields');
export const pluralFields = sharedSet('pluralFields');

type TextOptions = {
  /** Characters the layout holds; the build refuses longer text. */
  max?: number;
  /** Run-time placeholders this text may use besides the brand's, e.g. ['name', 'count']. */
  vars?: readonly string[];
};

/** Required text: not empty, at most `max` characters, only the placeholders that exist here. */
export function text(description: string, { max = 160, vars = [] }: TextOptions = {}) {
  const allowed = [...BRAND_PLACEHOLDERS, ...vars];
  const field = z
    .string()
    .max(max)
    .superRefine((value, ctx) => {
      if (value.trim() === '') {
        ctx.addIssue({ code: 'custom', message: 'must not be empty' });
        return;
      }
      for (const name of placeholdersIn(value)) {
        if (!allowed.includes(name)) {
          ctx.addIssue({
            code: 'custom',
            message: `uses {${name}}, a placeholder that does not exist here; it may use ${allowed
              .map((p) => `{${p}}`)
              .join(', ')}`,
          });
        }
      }
    })
    .describe(
      `${description} (at most ${max} characters; placeholders: ${allowed.map((p) => `{${p}}`).join(' ')})`,
    );
  wordFields.add(field);
  return field;
}

/** A sentence with a number in it, in each plural form the language needs; `{count}` is the number. */
export function pluralText(description: string, options: TextOptions = {}) {
  const form = text(description, { ...options, vars: [...(options.vars ?? []), 'count'] });
  const field = z
    .strictObject({
      zero: form.optional(),
      one: form.optional(),
      two: form.optional(),
      few: form.optional(),
      many: form.optional(),
      other: form,
    })
    .describe(`${description}: one text per plural form (one, other, …); {count} is the number`);
  pluralFields.add(field);
  return field;
}

/** A whole percentage, 0–100. */
export function percent(description: string) {
  const error = 'must be a percentage from 0 to 100';
  return z
    .number()
    .int()
    .min(0, error)
    .max(100, error)
    .describe(`${description} (a percentage, 0 to 100)`);
}

/**
 * A list of `min` to `max` entries, as many as the layout holds; `why` says, in a refusal, why
 * fewer than `min` cannot be shown.
 */
export function list<T extends z.ZodType>(
  item: T,
  min: number,
  max: number,
  description: string,
  why?: string,
) {
  return z
    .array(item)
    .min(min, why ? { error: why } : undefined)
    .max(max)
    .describe(`${description} (${min} to ${max} entries)`);
}

/** A relative time, kept as text: the site has no clock to be wrong against ("2h ago"). */
export const time = (description = 'When, as text') => text(description, { max: 24 });

import { z } from 'zod';
import { contentSchema } from './schema';

/** Where the JSON Schema lives, beside the default content file; `npm run content:schema` writes it. */
export const JSON_SCHEMA_FILE = 'content/content.schema.json';

/** The content file's JSON Schema (draft 7, which VS Code's YAML and JSON support read). */
export function contentJsonSchema(): string {
  const schema = z.toJSONSchema(contentSchema, { target: 'draft-7', io: 'input' });
  return `${JSON.stringify(
    {
      ...schema,
      $id: 'content.schema.json',
      title: 'Site content',
      description:
        'Every word, number and picture of the site. Generated from lib/content/schema.ts by `npm run content:schema`; do not edit by hand.',
    },
    null,
    2,
  )}\n`;
}

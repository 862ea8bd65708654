/** Writes content/content.schema.json from lib/content/schema.ts (a Jest test keeps them in step). */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentJsonSchema, JSON_SCHEMA_FILE } from '../lib/content/json-schema';

writeFileSync(path.resolve(__dirname, '..', JSON_SCHEMA_FILE), contentJsonSchema());
console.log(`content-schema: wrote ${JSON_SCHEMA_FILE}`);

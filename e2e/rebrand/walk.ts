import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file under a folder, at any depth. */
export async function* walk(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

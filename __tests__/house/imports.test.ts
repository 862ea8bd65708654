/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The house's two rules about imports (STYLE.md): lib/ never imports data/, and no cycles. */
const ROOT = path.resolve(__dirname, '../..');
const FOLDERS = ['app', 'components', 'data', 'lib', 'scripts'];
const SOURCE = /\.(ts|tsx|mts|mjs)$/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every module a file names: static imports and re-exports (types too), and import(). */
function specifiers(source: string): string[] {
  const found = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '/index.ts', '/index.tsx'];

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (existsSync(file) && statSync(file).isFile() && SOURCE.test(file)) return file;
  }
  return null;
}

const files = FOLDERS.flatMap((folder) => sources(path.join(ROOT, folder)));
const graph = new Map(
  files.map((file) => [
    file,
    [
      ...new Set(
        specifiers(readFileSync(file, 'utf8'))
          .map((specifier) => resolve(file, specifier))
          .filter((target): target is string => target !== null),
      ),
    ],
  ]),
);
const relative = (file: string) => path.relative(ROOT, file);

/** Strongly connected groups of more than one file (Tarjan), each a cycle of imports. */
function cycles(): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(relative(member));
    } while (member !== file);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return groups;
}

describe('imports', () => {
  it('reads the tree it checks', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(graph.get(path.join(ROOT, 'lib/moment-card/draw.ts'))).toContain(
      path.join(ROOT, 'lib/moment-card/layout.ts'),
    );
  });

  it('never has lib/ import data/', () => {
    const fromLib = [...graph].flatMap(([file, targets]) =>
      relative(file).startsWith('lib/')
        ? targets
            .filter((target) => relative(target).startsWith('data/'))
            .map((target) => `${relative(file)} → ${relative(target)}`)
        : [],
    );
    expect(fromLib).toEqual([]);
  });

  it('has no file that imports one that imports it back', () => {
    expect(cycles()).toEqual([]);
  });
});

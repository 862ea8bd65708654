/**
 * The modules that ship to the browser: every file that starts with 'use client', and every module
 * of the project one of them imports at run time, however deep. eslint.config.mjs keeps these from
 * importing lib/build/. A type-only import is erased, so it is not followed.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '/index.ts', '/index.tsx'];

function sourceFiles(root, dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** The project file `specifier` names from `file`, or null for a package's. */
function resolve(root, file, specifier) {
  const base = specifier.startsWith('@/')
    ? specifier.slice(2)
    : specifier.startsWith('.')
      ? path.join(path.dirname(file), specifier)
      : null;
  if (base === null) return null;
  const found = EXTENSIONS.map((extension) => base + extension).find(
    (candidate) => SOURCE.test(candidate) && existsSync(path.join(root, candidate)),
  );
  return found ? path.normalize(found) : null;
}

/** The specifiers of what `source` imports at run time: static, re-exported and import(). */
function runtimeSpecifiers(source) {
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function browserModules(root) {
  const parse = (file) =>
    ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest);
  const islands = ['app', 'components', 'lib'].flatMap((dir) =>
    sourceFiles(root, dir).filter((file) => {
      const first = parse(file).statements[0];
      return (
        first !== undefined &&
        ts.isExpressionStatement(first) &&
        ts.isStringLiteral(first.expression) &&
        first.expression.text === 'use client'
      );
    }),
  );
  const seen = new Set(islands);
  const queue = [...islands];
  while (queue.length > 0) {
    const file = queue.pop();
    for (const specifier of runtimeSpecifiers(parse(file))) {
      const target = resolve(root, file, specifier);
      if (target && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...seen].sort();
}

/**
 * The dark scheme changes colours and nothing else, which the browser tests' axe scans rely on:
 * they scan the dark scheme with axe's colour rules alone (e2e/support/axe.ts). Its colours come
 * from the palette's variables (lib/brand/colors.ts) and from Tailwind's `dark:` variants, which
 * must be colour utilities: one that hid, moved or resized something would change what axe's
 * other rules see.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { accentFor, brandPalette, tokensCss } from '@/lib/brand/colors';

const SOURCES = ['app', 'components', 'lib'];
const COLOUR_UTILITY =
  /^(bg|text|border|ring|outline|from|via|to|fill|stroke|decoration|shadow)-(?!(xs|sm|base|lg|xl|\d?xl|left|right|center|start|end|justify|ellipsis|clip|wrap|nowrap|balance|pretty)$)[a-z][a-z-]*(\/\d+)?$|^bg-none$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|css)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

test('every dark: variant in the sources is a colour utility', () => {
  const variants = SOURCES.flatMap(sourceFiles).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?<![\w-])dark:([\w[\]/.%-]+)/g)].map(
      ([, utility = '']) => ({ file, utility }),
    ),
  );
  expect(variants.length).toBeGreaterThan(0);
  expect(
    variants
      .filter(({ utility }) => !COLOUR_UTILITY.test(utility))
      .map(({ file, utility }) => `${file}: dark:${utility}`),
  ).toEqual([]);
});

test('no stylesheet of ours has a dark scheme of its own', () => {
  // app/brand.css is the palette's, written by the build (tokensCss, below).
  const css = SOURCES.flatMap(sourceFiles).filter(
    (file) => file.endsWith('.css') && file !== join('app', 'brand.css'),
  );
  expect(css.length).toBeGreaterThan(0);
  for (const file of css) expect(readFileSync(file, 'utf8')).not.toMatch(/prefers-color-scheme/);
});

test('the dark palette sets colour variables alone', () => {
  const css = tokensCss(brandPalette('#b0124f', accentFor('#b0124f')));
  const dark = css.slice(css.indexOf('@media (prefers-color-scheme:dark)'));
  const declarations = dark.match(/\{:root\{([^}]*)\}/)?.[1]?.split(';') ?? [];
  expect(declarations.length).toBeGreaterThan(5);
  for (const declaration of declarations) expect(declaration).toMatch(/^--[a-z-]+:\d+ \d+ \d+$/);
});

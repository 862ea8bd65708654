/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';

/**
 * The lint rule that keeps lib/build/ out of the browser (eslint.config.mjs): ESLint's own API
 * lints a few lines as if they were a file of the project, in a process of its own (Jest cannot
 * load the ES module config), and says what the rule reports for each.
 */
function lintErrors(files: Record<string, string>): Record<string, string[]> {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ ruleFilter: ({ ruleId }) => ruleId === 'import/no-restricted-paths' });
    const found = {};
    for (const [filePath, text] of Object.entries(${JSON.stringify(files)})) {
      const [result] = await eslint.lintText(text, { filePath });
      found[filePath] = result.messages.map((message) => message.message);
    }
    console.log(JSON.stringify(found));
  `;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  ) as Record<string, string[]>;
}

const importsLoad =
  "import { readContent } from '@/lib/build/content/load';\nexport const read = readContent;\n";
const refused = expect.stringContaining('Browser code: lib/build/ runs at build time only.');

let found: Record<string, string[]>;
beforeAll(() => {
  found = lintErrors({
    'components/shell/loading-overlay.tsx': `'use client';\n${importsLoad}`,
    'lib/fill.ts':
      "import { glyphsFor } from './build/glyphs';\nexport const glyphs = glyphsFor;\n",
    'lib/content/index.ts': importsLoad,
  });
}, 120_000);

it("refuses lib/build/ in a 'use client' island", () => {
  expect(found['components/shell/loading-overlay.tsx']).toEqual([refused]);
});

it('refuses lib/build/ in a module an island loads, by a relative path too', () => {
  expect(found['lib/fill.ts']).toEqual([refused]);
});

it('lets a server module import lib/build/', () => {
  expect(found['lib/content/index.ts']).toEqual([]);
});

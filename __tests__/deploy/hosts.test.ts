/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { COMPATIBILITY_DATE } from '@/e2e/harness/host-server';

/**
 * The hosts' files in the repository (the GitHub Pages workflow, netlify.toml, wrangler.jsonc,
 * .node-version) and CI's Node lines say the same things: each names the active LTS, every action
 * is pinned, and production runs on the date the browser tests run on.
 */
const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const activeLts = read('.node-version').trim();
const ciLines = /^NODE_LINES=\(([\d ]+)\)$/m.exec(read('.ci/run'))?.[1]?.split(' ') ?? [];
const workflow = read('.github/workflows/pages.yml');
const netlify = read('netlify.toml');
/** `key = "value"` of a netlify.toml table. */
const toml = (table: string, key: string) =>
  new RegExp(
    `^\\[${table.replace('.', '\\.')}\\]\\n(?:(?!\\[)[^\\n]*\\n)*?\\s*${key} = "([^"]*)"`,
    'm',
  ).exec(netlify)?.[1];

describe('the Node lines', () => {
  it('CI proves the active LTS first, then the maintenance line', () => {
    expect(activeLts).toMatch(/^\d+$/);
    expect(ciLines).toEqual([activeLts, String(Number(activeLts) - 2)]);
  });

  it("package.json's engines accept every line CI proves, the machine's 20 included", () => {
    const { engines } = JSON.parse(read('package.json'));
    const ranges = engines.node.split(' || ');
    expect(ranges).toEqual(['^20.19.0', ...ciLines.map((line) => `^${line}.0.0`).reverse()]);
  });

  it('the Pages workflow and Netlify build on the active LTS', () => {
    expect(workflow).toMatch(new RegExp(`^\\s+node-version: ${activeLts}\\b`, 'm'));
    expect(toml('build.environment', 'NODE_VERSION')).toBe(activeLts);
  });
});

describe('the GitHub Pages workflow', () => {
  it('pins every action by its full commit SHA, with the release in a comment', () => {
    const uses = [...workflow.matchAll(/^\s+(?:- )?uses: (.+)$/gm)].map((match) => match[1]);
    expect(uses).toHaveLength(5);
    for (const use of uses) expect(use).toMatch(/^[\w-]+\/[\w-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });

  it('gives write only to the deploy job, and builds with the Pages address', () => {
    expect(workflow).toMatch(/^permissions: \{\}$/m);
    const [build, deploy] = workflow.split(/^ {2}deploy:$/m);
    expect(build).not.toMatch(/: write/);
    expect(deploy).toMatch(/pages: write/);
    expect(deploy).toMatch(/id-token: write/);
    expect(build).toContain('PAGES_BASE_PATH: ${{ steps.pages.outputs.base_path }}');
    expect(build).toContain('PAGES_BASE_URL: ${{ steps.pages.outputs.base_url }}');
    expect(build).toContain('run: npx tsx scripts/build-pages.ts');
    expect(build).not.toContain('static_site_generator');
  });
});

describe('Netlify and Cloudflare', () => {
  it('Netlify builds the export and publishes out/, with its runtime standing aside', () => {
    expect(toml('build', 'command')).toBe('npm run build');
    expect(toml('build', 'publish')).toBe('out');
    expect(toml('build.environment', 'NETLIFY_NEXT_PLUGIN_SKIP')).toBe('true');
  });

  it('Cloudflare Pages serves out/ on the date the browser tests run on', () => {
    const { config, error } = ts.parseConfigFileTextToJson(
      'wrangler.jsonc',
      read('wrangler.jsonc'),
    );
    expect(error).toBeUndefined();
    expect(config).toMatchObject({
      pages_build_output_dir: './out',
      compatibility_date: COMPATIBILITY_DATE,
    });
  });

  it('npm run deploy:cloudflare builds, then deploys with wrangler.jsonc', () => {
    const { scripts } = JSON.parse(read('package.json'));
    expect(scripts['deploy:cloudflare']).toBe('npm run build && wrangler pages deploy');
  });
});

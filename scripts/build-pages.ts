/**
 * The GitHub Pages build: `npm run build` for the address GitHub Pages gives the repository. The
 * brand comes from brand/content.yaml, which the build finds by itself; any brand variable the
 * repository sets overrides its value. The Pages workflow (.github/workflows/pages.yml) runs it, and CI runs
 * it for the second token's project site (e2e/rebrand/check-rebrand.sh), then walks that build
 * under its sub-path in a browser (e2e/rebrand/sub-path.rebrand.ts).
 *
 *   PAGES_BASE_PATH=/lewdin PAGES_BASE_URL=https://octocat.github.io/lewdin npm run build:pages
 *
 * - PAGES_BASE_PATH, PAGES_BASE_URL: actions/configure-pages' outputs base_path ('' or '/<repo>')
 *   and base_url ('https://<owner>.github.io/<repo>', or the custom domain), without a trailing
 *   slash. They become NEXT_PUBLIC_BASE_PATH and NEXT_PUBLIC_SITE_URL: GitHub Pages decides both.
 * - PAGES_VARIABLES (optional): the repository's variables as JSON, `${{ toJSON(vars) }}`. Every
 *   NEXT_PUBLIC_* one goes to the build as an override, so it needs no line in the workflow.
 *
 * Exits with the build's status; a bad value fails it within seconds, naming the variable.
 */
import { spawnSync } from 'node:child_process';
import { pagesBuildEnv } from './lib/pages-env';

let build: ReturnType<typeof pagesBuildEnv<NodeJS.ProcessEnv>>;
try {
  build = pagesBuildEnv(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const { env, brand, ignored } = build;
console.log(
  `build-pages: ${env.NEXT_PUBLIC_SITE_URL} (base path "${env.NEXT_PUBLIC_BASE_PATH}"), ` +
    `${brand.length ? `with ${brand.join(', ')}` : 'with no brand variables: the content file says all'}`,
);
if (ignored.length) {
  console.log(
    `build-pages: ignoring the variables ${ignored.join(' and ')}: GitHub Pages sets them`,
  );
}
const { status, error } = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
if (error) console.error(`build-pages: ${error.message}`);
process.exit(status ?? 1);

/**
 * The environment of the GitHub Pages build (scripts/build-pages.ts): the NEXT_PUBLIC_* repository
 * variables, then the base path and site URL GitHub Pages gives the repository.
 */
import { normaliseBasePath } from '../../lib/brand/base-path.mjs';

/** Variables Pages sets; a repository variable of the same name is ignored, and said so. */
const FROM_PAGES = ['NEXT_PUBLIC_BASE_PATH', 'NEXT_PUBLIC_SITE_URL'];

/**
 * The build's environment for these inputs: `env` plus the NEXT_PUBLIC_* repository variables,
 * then the base path and site URL from Pages. Throws on a missing or malformed input.
 */
export function pagesBuildEnv<Env extends Record<string, string | undefined>>(
  env: Env,
): {
  env: Env & { NEXT_PUBLIC_BASE_PATH: string; NEXT_PUBLIC_SITE_URL: string };
  brand: string[];
  ignored: string[];
} {
  const { PAGES_BASE_PATH: basePath, PAGES_BASE_URL: baseUrl, PAGES_VARIABLES: json } = env;
  if (basePath === undefined || !baseUrl) {
    throw new Error(
      "build-pages: set PAGES_BASE_PATH and PAGES_BASE_URL to configure-pages' base_path and " +
        'base_url (the workflow does), e.g. PAGES_BASE_PATH=/lewdin ' +
        'PAGES_BASE_URL=https://octocat.github.io/lewdin',
    );
  }
  let variables: unknown = {};
  try {
    variables = json?.trim() ? JSON.parse(json) : {};
  } catch (error) {
    throw new Error(`build-pages: PAGES_VARIABLES is not JSON (${(error as Error).message})`);
  }
  if (!variables || typeof variables !== 'object' || Array.isArray(variables)) {
    throw new Error('build-pages: PAGES_VARIABLES must be a JSON object of names and values');
  }
  const brand: Record<string, string> = {};
  const ignored: string[] = [];
  for (const [name, value] of Object.entries(variables)) {
    if (!name.startsWith('NEXT_PUBLIC_')) continue;
    if (FROM_PAGES.includes(name)) ignored.push(name);
    else brand[name] = String(value);
  }
  return {
    env: {
      ...env,
      ...brand,
      NEXT_PUBLIC_BASE_PATH: normaliseBasePath(basePath),
      NEXT_PUBLIC_SITE_URL: baseUrl.trim().replace(/\/+$/, ''),
    },
    brand: Object.keys(brand).sort(),
    ignored,
  };
}

/** @jest-environment node */
import { pagesBuildEnv } from '@/scripts/lib/pages-env';

const project = { PAGES_BASE_PATH: '/lewdin', PAGES_BASE_URL: 'https://octocat.github.io/lewdin' };

describe('the GitHub Pages build environment', () => {
  it("builds for the project site's base path and URL that configure-pages gives", () => {
    const { env, brand, ignored } = pagesBuildEnv({ ...project, PATH: '/usr/bin' });
    expect(env).toMatchObject({
      PATH: '/usr/bin',
      NEXT_PUBLIC_BASE_PATH: '/lewdin',
      NEXT_PUBLIC_SITE_URL: 'https://octocat.github.io/lewdin',
    });
    expect([brand, ignored]).toEqual([[], []]);
  });

  it('builds a custom domain or user site at the root', () => {
    const { env } = pagesBuildEnv({ PAGES_BASE_PATH: '', PAGES_BASE_URL: 'https://pepe.example/' });
    expect(env.NEXT_PUBLIC_BASE_PATH).toBe('');
    expect(env.NEXT_PUBLIC_SITE_URL).toBe('https://pepe.example');
  });

  it('passes every NEXT_PUBLIC_* repository variable, and only those', () => {
    const variables = {
      NEXT_PUBLIC_BRAND_NAME: 'PepeIn',
      NEXT_PUBLIC_TICKER: '$RIBBIT',
      NEXT_PUBLIC_CONTENT: 'brand/content.yaml',
      DEPLOY_TOKEN_NAME: 'not for the build',
    };
    const { env, brand } = pagesBuildEnv({
      ...project,
      PAGES_VARIABLES: JSON.stringify(variables),
    });
    expect(brand).toEqual(['NEXT_PUBLIC_BRAND_NAME', 'NEXT_PUBLIC_CONTENT', 'NEXT_PUBLIC_TICKER']);
    expect(env).toMatchObject({ NEXT_PUBLIC_TICKER: '$RIBBIT' });
    expect(env).not.toHaveProperty('DEPLOY_TOKEN_NAME');
  });

  it('takes the base path and site URL from Pages, not from a variable of the same name', () => {
    const variables = { NEXT_PUBLIC_BASE_PATH: '/x', NEXT_PUBLIC_SITE_URL: 'https://x.example' };
    const { env, ignored } = pagesBuildEnv({
      ...project,
      PAGES_VARIABLES: JSON.stringify(variables),
    });
    expect(ignored).toEqual(['NEXT_PUBLIC_BASE_PATH', 'NEXT_PUBLIC_SITE_URL']);
    expect(env.NEXT_PUBLIC_BASE_PATH).toBe('/lewdin');
    expect(env.NEXT_PUBLIC_SITE_URL).toBe('https://octocat.github.io/lewdin');
  });

  it('says what is missing or malformed', () => {
    expect(() => pagesBuildEnv({ PAGES_BASE_PATH: '/lewdin' })).toThrow(
      'build-pages: set PAGES_BASE_PATH and PAGES_BASE_URL',
    );
    expect(() => pagesBuildEnv({ ...project, PAGES_VARIABLES: '{nope' })).toThrow(
      'build-pages: PAGES_VARIABLES is not JSON',
    );
    expect(() => pagesBuildEnv({ ...project, PAGES_VARIABLES: '["a"]' })).toThrow(
      'build-pages: PAGES_VARIABLES must be a JSON object',
    );
  });
});

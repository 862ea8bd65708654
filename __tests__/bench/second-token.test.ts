/**
 * @jest-environment node
 */
import { secondTokenRoutes } from '@/bench/src/second-token';
import { routes } from '@/data/routes';
import { siteLanguages } from '@/lib/content';
import { contentFile, DEFAULT_CONTENT_FILE } from '@/lib/build/content/load';
import { readTokenEnv } from '@/e2e/rebrand/token';

const tokenLanguages = siteLanguages(contentFile(readTokenEnv()));

describe("the bench's pages of the second token", () => {
  it('are its own: every route in its language, and each of its translations’ home', () => {
    const [base, ...translations] = tokenLanguages;
    expect(base!.segment).toBe('');
    expect(translations.length).toBeGreaterThan(0);
    expect(secondTokenRoutes(null)).toEqual([
      ...routes,
      ...translations.map(({ segment }) => `/${segment}`),
    ]);
  });

  it('leave out the languages only LewdIn has (the full bench asked its export for /ja, and stopped)', () => {
    // LewdIn's own file, whatever content this run's build reads (CI runs Jest with a team's too).
    const lewdinOnly = siteLanguages(DEFAULT_CONTENT_FILE).filter(
      ({ segment }) => segment && !tokenLanguages.some((l) => l.segment === segment),
    );
    expect(lewdinOnly.map(({ tag }) => tag)).toContain('ja');
    for (const { segment } of lewdinOnly) {
      expect(secondTokenRoutes(null).filter((route) => route.startsWith(`/${segment}`))).toEqual(
        [],
      );
    }
  });

  it('with --routes, keeps those of them it was given', () => {
    expect(secondTokenRoutes(['/', '/ja', '/contract'])).toEqual(['/', '/contract']);
  });
});

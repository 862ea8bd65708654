import { render, screen, within } from '@testing-library/react';
import { LocalPage } from '@/components/shell/local-page';
import { asset } from '@/lib/asset';
import { localPath, siteContent, siteLanguages } from '@/lib/content';

const languages = siteLanguages();
const translated = languages.length > 1;

// LewdIn has a Japanese translation and the second token an Arabic one; a team's file may have
// none, and then the page is the page alone.
describe('the language switcher and offer', () => {
  beforeEach(() =>
    render(
      <LocalPage route="/jobs">
        <p>page</p>
      </LocalPage>,
    ),
  );

  it('are there exactly when the site has a translation', () => {
    expect(
      screen.queryByRole('navigation', { name: siteContent().site.languages.label }) !== null,
    ).toBe(translated);
    expect(document.getElementById('language-offer') !== null).toBe(translated);
  });

  if (!translated) return;

  it('names each language in itself, with lang on each link, going to this page in it', () => {
    const nav = screen.getByRole('navigation', { name: siteContent().site.languages.label });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(languages.map((l) => l.name));
    languages.forEach((language, index) => {
      expect(links[index]).toHaveAttribute('lang', language.tag);
      expect(links[index]).toHaveAttribute('hreflang', language.tag);
      expect(links[index]).toHaveAttribute('href', asset(localPath('/jobs', language)));
    });
    expect(links[0]).toHaveAttribute('aria-current', 'page');
  });

  it('offers each translation on the base page, hidden until the script picks one, in its own words', () => {
    const offer = document.getElementById('language-offer')!;
    expect(offer).not.toBeVisible();
    for (const language of languages.slice(1)) {
      const line = offer.querySelector(`[data-offer="${language.tag}"]`)!;
      expect(line).toHaveAttribute('lang', language.tag);
      expect(
        within(line as HTMLElement).getByText(siteContent(language.tag).site.languages.offer),
      ).toHaveAttribute('href', asset(localPath('/jobs', language)));
    }
  });
});

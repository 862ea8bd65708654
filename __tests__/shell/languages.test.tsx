import { fireEvent, render, screen, within } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { Footer } from '@/components/shell/footer';
import { languageScript } from '@/components/shell/language-script';
import { LocalPage } from '@/components/shell/local-page';
import { sharedPage } from '@/data/pages';
import type { Route } from '@/data/routes';
import { asset } from '@/lib/asset';
import { pageMetadata } from '@/lib/brand';
import { localPath, siteContent, siteLanguages } from '@/lib/content';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(), useRouter: jest.fn() }));
const mockedPathname = jest.mocked(usePathname);

const languages = siteLanguages();
const translated = languages.length > 1;
const switcherName = () => siteContent().site.languages.label;

// LewdIn has a Japanese translation and the second token an Arabic one; a team's file may have
// none, and then the page is the page alone.
describe('the language switcher, in the footer', () => {
  beforeEach(() => mockedPathname.mockReturnValue('/jobs'));

  it('is there exactly when the site has a translation, outside the page’s main content', () => {
    render(
      <>
        <main>
          <LocalPage route="/jobs">
            <p>page</p>
          </LocalPage>
        </main>
        <Footer />
      </>,
    );
    const nav = screen.queryByRole('navigation', { name: switcherName() });
    expect(nav !== null).toBe(translated);
    if (nav) expect(screen.getByRole('contentinfo')).toContainElement(nav);
    expect(screen.getByRole('main').querySelector('[aria-current]')).toBeNull();
  });

  if (!translated) return;

  it('names each language in itself, with lang on each link, going to the page on screen in it', () => {
    render(<Footer />);
    const links = () =>
      within(screen.getByRole('navigation', { name: switcherName() })).getAllByRole('link');
    expect(links().map((link) => link.textContent)).toEqual(languages.map((l) => l.name));
    // As written, each link is its language's home: the layout cannot know the route.
    languages.forEach((language, index) => {
      expect(links()[index]).toHaveAttribute('lang', language.tag);
      expect(links()[index]).toHaveAttribute('hreflang', language.tag);
      expect(links()[index]).toHaveAttribute('href', asset(localPath('/', language)));
    });
    expect(links()[0]).toHaveAttribute('aria-current', 'page');

    // The language script points them at the page on screen as a visitor reaches for one, by the
    // alternates the page's metadata writes in the head (the shell's navigations keep them current).
    new Function(languageScript)();
    showPage('/jobs');
    fireEvent.pointerDown(links()[1]!);
    languages.forEach((language, index) =>
      expect(links()[index]).toHaveAttribute('href', asset(localPath('/jobs', language))),
    );
    showPage('/contract');
    fireEvent.focusIn(links()[1]!);
    languages.forEach((language, index) =>
      expect(links()[index]).toHaveAttribute('href', asset(localPath('/contract', language))),
    );
  });
});

/** The head's alternates for a route, as Next writes its metadata's. */
function showPage(route: Route) {
  const alternates = pageMetadata(sharedPage(route)).alternates?.languages ?? {};
  document.head.innerHTML = Object.entries(alternates)
    .map(([tag, href]) => `<link rel="alternate" hreflang="${tag}" href="${String(href)}">`)
    .join('');
}

describe('the language offer', () => {
  if (!translated) return;

  it('offers each translation on the base page, hidden until the script picks one, in its own words', () => {
    render(
      <LocalPage route="/jobs">
        <p>page</p>
      </LocalPage>,
    );
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

import { render, screen, within } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { Footer } from '@/components/shell/footer';
import { LocalPage } from '@/components/shell/local-page';
import { asset } from '@/lib/asset';
import { localPath, siteContent, siteLanguages } from '@/lib/content';
import { routeOfPath } from '@/lib/local-path';

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
    const { rerender } = render(<Footer />);
    const links = () =>
      within(screen.getByRole('navigation', { name: switcherName() })).getAllByRole('link');
    expect(links().map((link) => link.textContent)).toEqual(languages.map((l) => l.name));
    languages.forEach((language, index) => {
      expect(links()[index]).toHaveAttribute('lang', language.tag);
      expect(links()[index]).toHaveAttribute('hreflang', language.tag);
      expect(links()[index]).toHaveAttribute('href', asset(localPath('/jobs', language)));
    });
    expect(links()[0]).toHaveAttribute('aria-current', 'page');

    // The shell goes to another page without a reload: the links follow.
    mockedPathname.mockReturnValue(localPath('/contract', languages[1]));
    rerender(<Footer />);
    languages.forEach((language, index) =>
      expect(links()[index]).toHaveAttribute('href', asset(localPath('/contract', language))),
    );
  });
});

describe('the route a path is of', () => {
  it('reads the route whichever language folder it is in, with or without .html', () => {
    const segments = ['', 'ja', 'zh-hans'];
    expect(routeOfPath('/', segments)).toBe('/');
    expect(routeOfPath('/ja', segments)).toBe('/');
    expect(routeOfPath('/ja/', segments)).toBe('/');
    expect(routeOfPath('/zh-hans/network', segments)).toBe('/network');
    expect(routeOfPath('/network.html', segments)).toBe('/network');
    expect(routeOfPath('/jobs/', segments)).toBe('/jobs');
    expect(routeOfPath('/japan', segments)).toBe('/japan');
  });
});

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

import { render } from '@testing-library/react';
import HomePage from '@/app/(site)/page';
import JobsPage from '@/app/(site)/jobs/page';
import MessagingPage from '@/app/(site)/messaging/page';
import NetworkPage from '@/app/(site)/network/page';
import ProfilePage from '@/app/(site)/profile/page';
import { artRequests } from '@/data/art';
import { artUrl, logo, PICTURE_WIDTHS, pictureFile } from '@/lib/art';
import { siteContent } from '@/lib/content';
import { asset } from '@/lib/asset';

const pages = [HomePage, JobsPage, MessagingPage, NetworkPage, ProfilePage];

/** Every file of generated art a page's HTML points at: each <img>'s src and srcset. */
function shownArt(): string[] {
  return pages.flatMap((Page) => {
    const { container, unmount } = render(<Page />);
    const urls = Array.from(container.querySelectorAll('img')).flatMap((img) => [
      img.getAttribute('src')!,
      ...(img.getAttribute('srcset') ?? '')
        .split(',')
        .map((candidate) => candidate.trim().split(' ')[0]!)
        .filter(Boolean),
    ]);
    unmount();
    return urls.filter((url) =>
      [asset('/art/portraits/'), asset('/art/logos/')].some((dir) => url.startsWith(dir)),
    );
  });
}

describe('art', () => {
  it('lists exactly the portraits and logos the pages show, once each, and shows their WebPs', () => {
    const listed = artRequests().map(artUrl);
    expect(new Set(listed).size).toBe(listed.length);
    const made = new Set(
      artRequests().flatMap(({ file }) =>
        PICTURE_WIDTHS.map((width) => asset(`/${pictureFile(file, width)}`)),
      ),
    );
    const shown = shownArt();
    // Only WebPs that generate-art.ts makes: no page shows an SVG <img> (a document of its own).
    expect(shown.filter((url) => !made.has(url))).toEqual([]);
    // The avoid cards show three entries at a time; the others' logos come on later clicks.
    const later = siteContent().home.matchmakers.entries.map(({ name }) => logo(name));
    const shownPictures = new Set([
      ...shown.map((url) => url.replace(/-\d+\.webp$/, '.svg')),
      ...later,
    ]);
    expect(shownPictures).toEqual(new Set(listed));
  });
});

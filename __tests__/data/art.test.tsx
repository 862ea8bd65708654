import { render } from '@testing-library/react';
import HomePage from '@/app/(site)/page';
import JobsPage from '@/app/(site)/jobs/page';
import MessagingPage from '@/app/(site)/messaging/page';
import NetworkPage from '@/app/(site)/network/page';
import ProfilePage from '@/app/(site)/profile/page';
import { artRequests } from '@/data/art';
import { artUrl, logo } from '@/lib/art';
import { siteContent } from '@/lib/content';
import { asset } from '@/lib/asset';

const pages = [HomePage, JobsPage, MessagingPage, NetworkPage, ProfilePage];

/** Every generated picture a page's HTML points at. */
function shownArt(): string[] {
  return pages.flatMap((Page) => {
    const { container, unmount } = render(<Page />);
    const srcs = Array.from(container.querySelectorAll('img'), (img) => img.getAttribute('src')!);
    unmount();
    return srcs.filter((src) =>
      [asset('/art/portraits/'), asset('/art/logos/')].some((dir) => src.startsWith(dir)),
    );
  });
}

describe('art', () => {
  it('lists exactly the portraits and logos the pages show, once each', () => {
    const listed = artRequests().map(artUrl);
    expect(new Set(listed).size).toBe(listed.length);
    // The avoid cards show three entries at a time; the others' logos come on later clicks.
    const later = siteContent().home.matchmakers.entries.map(({ name }) => logo(name));
    expect(new Set(listed)).toEqual(new Set([...shownArt(), ...later]));
  });
});

import { fireEvent, render, screen, within } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { MainNav } from '@/components/shell/main-nav';
import { fill, siteContent } from '@/lib/content';

const { site } = siteContent();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const mockPrefetch = jest.fn();
jest.mock('next/navigation', () => ({
  usePathname: jest.fn(),
  useRouter: () => ({ prefetch: mockPrefetch }),
}));
const mockedPathname = jest.mocked(usePathname);

function renderAt(pathname: string) {
  mockedPathname.mockReturnValue(pathname);
  render(<MainNav text={site} />);
  return screen.getByRole('navigation', { name: site.mainNavLabel });
}

describe('MainNav', () => {
  it('links Home, Network, Jobs, Messaging, Notifications and Me, and not the contract page', () => {
    const nav = renderAt('/');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/network',
      '/jobs',
      '/messaging',
      '/notifications',
      '/profile',
    ]);
    expect(within(nav).getByRole('link', { name: site.nav.me })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(nav).queryByRole('link', { name: /contract/i })).not.toBeInTheDocument();
  });

  it.each([
    ['/', site.nav.home],
    ['/jobs', site.nav.jobs],
    ['/profile', site.nav.me],
    ['/notifications', site.nav.notifications],
  ])('marks only the current route %s as the current page', (pathname, label) => {
    const nav = renderAt(pathname);
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]!.getAttribute('href')).toBe(pathname);
    expect(current[0]).toHaveAccessibleName(expect.stringMatching(new RegExp(`^${escape(label)}`)));
  });

  it('marks nothing on a page outside the nav', () => {
    const nav = renderAt('/contract');
    for (const link of within(nav).getAllByRole('link')) {
      expect(link).not.toHaveAttribute('aria-current');
    }
  });

  it('shows a fixed badge of 1 on Notifications', () => {
    const nav = renderAt('/');
    const name = `${site.nav.notifications} ${fill(site.navBadge, { count: 1 })}`;
    const notifications = within(nav).getByRole('link', { name });
    expect(within(notifications).getByText('1')).toBeInTheDocument();
  });

  it('gives every item an icon', () => {
    const nav = renderAt('/');
    for (const link of within(nav).getAllByRole('link')) {
      expect(link.querySelector('svg')).not.toBeNull();
    }
  });

  it('prefetches a route on hover or keyboard focus, not for every link in view', () => {
    const nav = renderAt('/');
    expect(mockPrefetch).not.toHaveBeenCalled();
    fireEvent.pointerEnter(within(nav).getByRole('link', { name: site.nav.jobs }));
    expect(mockPrefetch).toHaveBeenLastCalledWith('/jobs');
    fireEvent.focus(within(nav).getByRole('link', { name: site.nav.me }));
    expect(mockPrefetch).toHaveBeenLastCalledWith('/profile');
  });
});

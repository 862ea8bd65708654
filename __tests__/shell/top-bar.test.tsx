import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TopBar } from '@/components/shell/top-bar';
import { siteConfig } from '@/lib/brand';
import { siteContent } from '@/lib/content';

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ prefetch: jest.fn() }),
}));

describe('TopBar', () => {
  beforeEach(() => {
    jest.spyOn(window.HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });

  it('links the logo home, described by the tagline tooltip', () => {
    render(<TopBar />);
    const logo = screen.getByRole('link', { name: siteContent().site.logoLabel });
    expect(logo).toHaveAttribute('href', '/');
    expect(logo).toHaveAccessibleDescription(siteConfig().tagline);
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent(siteConfig().tagline);
  });

  it('has a search box where Enter neither submits nor navigates', async () => {
    render(<TopBar />);
    const search = screen.getByRole('searchbox');
    expect(search.closest('form')).toBeNull();
    await userEvent.type(search, 'senpai{Enter}');
    expect(search).toHaveValue('senpai');
  });

  it('has an UwU sound button and a Follow link to the social profile in a new tab', () => {
    render(<TopBar />);
    expect(screen.getByRole('button', { name: siteContent().site.uwu })).toBeInTheDocument();
    const follow = screen.getByRole('link', { name: siteContent().site.follow });
    expect(follow).toHaveAttribute('href', siteConfig().socialUrl);
    expect(follow).toHaveAttribute('target', '_blank');
    expect(follow).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

import { cleanup, render, screen, within } from '@testing-library/react';
import HomePage from '@/app/page';
import MessagingPage from '@/app/messaging/page';
import ProfilePage from '@/app/profile/page';

/** Name and portrait of the visitor as each page shows them, read from the rendered pages. */
function homeCard() {
  render(<HomePage />);
  const link = screen.getAllByRole('link').find((a) => a.getAttribute('href') === '/profile');
  const found = { name: link?.textContent, portrait: link?.querySelector('img')?.src };
  cleanup();
  return found;
}

function profileHeader() {
  render(<ProfilePage />);
  const heading = screen.getByRole('heading', { level: 1 });
  const region = screen.getByRole('region', { name: heading.textContent! });
  const found = { name: heading.textContent, portrait: region.querySelector('img')?.src };
  cleanup();
  return found;
}

function messagingYou() {
  render(<MessagingPage />);
  const messages = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
  const yours = messages.find((message) => message.textContent?.startsWith('You ·'));
  const found = { portrait: yours?.querySelector('img')?.src };
  cleanup();
  return found;
}

describe('one "me"', () => {
  it('is the same person on home, on /profile and as "You" in messaging', () => {
    const home = homeCard();
    const profile = profileHeader();
    const messaging = messagingYou();

    expect(profile.name).toBe('Aiko Moonbag');
    expect(home).toEqual(profile);
    expect(messaging.portrait).toBe(profile.portrait);
    expect(profile.portrait).toMatch(/aiko-moonbag\.svg$/);
  });

  it("links home's card to /profile", () => {
    render(<HomePage />);
    const card = screen.getByRole('region', { name: 'Aiko Moonbag' });
    expect(within(card).getByRole('link', { name: 'Aiko Moonbag' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });
});

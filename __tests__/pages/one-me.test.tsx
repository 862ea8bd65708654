import { cleanup, render, screen, within } from '@testing-library/react';
import HomePage from '@/app/(site)/page';
import MessagingPage from '@/app/(site)/messaging/page';
import ProfilePage from '@/app/(site)/profile/page';
import { portrait } from '@/lib/art';
import { siteContent } from '@/lib/content';

const { me, messaging } = siteContent();

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

/** The visitor's first message in the thread: whether it says "You", and its portrait. */
function messagingYou() {
  render(<MessagingPage />);
  const messages = within(screen.getByRole('list', { name: messaging.messagesLabel })).getAllByRole(
    'listitem',
  );
  const yours = messages[messaging.thread.findIndex(({ from }) => from === 'you')];
  const found = {
    byYou: yours?.textContent?.startsWith(`${messaging.you} `),
    portrait: yours?.querySelector('img')?.src,
  };
  cleanup();
  return found;
}

describe('one "me"', () => {
  it('is the same person on home, on /profile and as "You" in messaging', () => {
    const home = homeCard();
    const profile = profileHeader();
    const messaging = messagingYou();

    expect(profile.name).toBe(me.name);
    expect(home).toEqual(profile);
    expect(messaging.portrait).toBe(profile.portrait);
    expect(profile.portrait?.endsWith(portrait(me.name).replace(/\.svg$/, '-128.webp'))).toBe(true);
  });

  it('is "You" on the visitor’s messages', () => {
    expect(messagingYou().byYou).toBe(true);
  });

  it("links home's card to /profile", () => {
    render(<HomePage />);
    const card = screen.getByRole('region', { name: me.name });
    expect(within(card).getByRole('link', { name: me.name })).toHaveAttribute('href', '/profile');
  });
});

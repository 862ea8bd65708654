import { render, screen, within } from '@testing-library/react';
import HomePage from '@/app/page';
import { me } from '@/data/profile';
import { siteConfig } from '@/lib/brand';

describe('Home page', () => {
  beforeEach(() => render(<HomePage />));

  it('has exactly one h1 and no complementary landmark', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryAllByRole('complementary')).toHaveLength(0);
    expect(document.querySelector('main')).toBeNull();
  });

  it('puts the feed before the side cards in the document, the order phones show', () => {
    const composer = screen.getByRole('region', { name: 'Recent Waifu Moments' });
    const profileCard = screen.getByRole('region', { name: me.name });
    const news = screen.getByRole('region', { name: /news/i });
    expect(composer.compareDocumentPosition(profileCard)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(profileCard.compareDocumentPosition(news)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('shows a profile card with a PREMIUM MEMBER badge and a 15% "Exceptionally Weak" bar', () => {
    const card = screen.getByRole('region', { name: me.name });
    expect(within(card).getByText('PREMIUM MEMBER')).toBeInTheDocument();
    const bar = within(card).getByRole('progressbar', { name: 'Profile strength' });
    expect(bar).toHaveAttribute('aria-valuenow', '15');
    expect(within(card).getByText('Exceptionally Weak')).toBeInTheDocument();
    const achievements = within(card).getAllByRole('listitem');
    expect(achievements.map((item) => item.textContent)).toEqual([
      'Top 1% Waifu Curator (self-assessed)',
      'Held $LEWD through one whole dip',
      'Endorsed for Synergy by 69 strangers',
    ]);
    // Icons, not emoji: no colour-emoji font needed to draw them.
    for (const item of achievements) expect(item.querySelector('svg')).not.toBeNull();
  });

  it("links the profile card's portrait and name to /profile as one link", () => {
    const card = screen.getByRole('region', { name: me.name });
    const link = within(card).getByRole('link', { name: me.name });
    expect(link).toHaveAttribute('href', '/profile');
    expect(link.querySelector('img')).toHaveAttribute('src', me.avatar);
    expect(within(card).getAllByRole('link')).toHaveLength(1);
  });

  it('links the contract address to the token page and opens every external link in a new tab', () => {
    const address = screen.getByRole('link', { name: new RegExp(siteConfig.contractAddress!) });
    expect(address).toHaveAttribute('href', siteConfig.tokenUrl);
    expect(screen.getByRole('link', { name: /join our community/i })).toHaveAttribute(
      'href',
      siteConfig.communityUrl,
    );
    expect(screen.getByRole('link', { name: /follow .* on x/i })).toHaveAttribute(
      'href',
      siteConfig.socialUrl,
    );
    const links = screen.getAllByRole('link');
    const internal = links.filter((link) => !link.getAttribute('href')?.startsWith('https://'));
    expect(internal.map((link) => link.getAttribute('href'))).toEqual([
      '/contract#how-to-buy',
      '/profile',
      '/contract#how-to-buy',
    ]);
    for (const link of links.filter((link) => !internal.includes(link))) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/opens in a new tab/);
    }
  });

  it('puts the ticker, the address, Copy and How to buy above the feed, for phones', () => {
    const strip = screen.getByRole('region', { name: `${siteConfig.ticker} contract` });
    const feed = screen.getByRole('region', { name: 'Recent Waifu Moments' });
    expect(strip.compareDocumentPosition(feed)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(strip).toHaveClass('md:hidden');
    const contractAddress = siteConfig.contractAddress!;
    expect(
      within(strip).getByText(`${contractAddress.slice(0, 6)}…${contractAddress.slice(-6)}`),
    ).toBeInTheDocument();
    expect(within(strip).getByText(contractAddress)).toHaveClass('sr-only');
    expect(within(strip).getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
    expect(within(strip).getByRole('link', { name: 'How to buy' })).toHaveAttribute(
      'href',
      '/contract#how-to-buy',
    );
  });

  it("links the links card's address to the way to buy on /contract", () => {
    const card = screen.getByRole('region', { name: `${siteConfig.ticker} links` });
    expect(
      within(card).getByRole('link', { name: `How to buy ${siteConfig.ticker}` }),
    ).toHaveAttribute('href', '/contract#how-to-buy');
  });

  it('offers image, event and file buttons with names that say what they are', () => {
    for (const name of ['Add Image', 'Add Event', 'Attach File']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('type', 'button');
    }
  });

  it('starts Recent Waifu Moments with sample moments', () => {
    const list = screen.getByRole('region', { name: 'Recent Waifu Moments' });
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  });

  it('shows three matchmaker cards on three different entries', () => {
    const section = screen.getByRole('region', { name: 'Top Waifu Matchmakers!' });
    const names = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toHaveLength(3);
    expect(new Set(names).size).toBe(3);
    expect(within(section).getAllByRole('button', { name: /^avoid /i })).toHaveLength(3);
  });

  it('shows three news items and six trending skills linking to the token page', () => {
    const news = screen.getByRole('region', { name: /news/i });
    expect(within(news).getAllByRole('listitem')).toHaveLength(3);
    const skills = screen.getByRole('region', { name: 'Trending Waifu Skills' });
    const links = within(skills).getAllByRole('link');
    expect(links).toHaveLength(6);
    for (const link of links) {
      expect(link).toHaveAttribute('href', siteConfig.tokenUrl);
      expect(link).toHaveTextContent(/[+−]\d+%/);
    }
  });

  it('shows the hero strip, the three stats and the four-stage roadmap', () => {
    const hero = screen.getByRole('region', { name: /meet the talent/i });
    for (const img of hero.querySelectorAll('img')) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
    const stats = screen.getByRole('region', { name: 'By the numbers' });
    for (const value of ['69K+', '420', '1337']) {
      expect(within(stats).getByText(value)).toBeInTheDocument();
    }
    const roadmap = screen.getByRole('region', { name: 'Roadmap' });
    const periods = within(roadmap)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent?.replace(/^Stage \d: /, ''));
    expect(periods).toEqual(['Q2 2024', 'Q3 2024', 'Q4 2024', '2025']);
  });
});

import { render, screen, within } from '@testing-library/react';
import HomePage from '@/app/(site)/page';
import { avoidCardStarts } from '@/data/home';
import { portrait } from '@/lib/art';
import { siteConfig } from '@/lib/brand';
import { counted, fill, siteContent } from '@/lib/content';

const config = siteConfig();

const { home, me, pages, site, contract } = siteContent();

describe('Home page', () => {
  beforeEach(() => render(<HomePage />));

  it('has exactly one h1 and no complementary landmark', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(pages.home.heading);
    expect(screen.queryAllByRole('complementary')).toHaveLength(0);
    expect(document.querySelector('main')).toBeNull();
  });

  it('puts the feed before the side cards in the document, the order phones show', () => {
    const composer = screen.getByRole('region', { name: home.moments.heading });
    const profileCard = screen.getByRole('region', { name: me.name });
    const news = screen.getByRole('region', { name: home.news.heading });
    expect(composer.compareDocumentPosition(profileCard)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(profileCard.compareDocumentPosition(news)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('shows a profile card with its badge, achievements and profile-strength bar', () => {
    const { profileCard } = home;
    const card = screen.getByRole('region', { name: me.name });
    expect(within(card).getByText(me.headline)).toBeInTheDocument();
    expect(within(card).getByText(profileCard.badge)).toBeInTheDocument();
    expect(
      within(card).getByRole('heading', { level: 3, name: profileCard.achievementsHeading }),
    ).toBeInTheDocument();
    const bar = within(card).getByRole('progressbar', { name: profileCard.strengthLabel });
    expect(bar).toHaveAttribute('aria-valuenow', String(profileCard.strength));
    expect(within(card).getByText(`${profileCard.strength}%`)).toBeInTheDocument();
    expect(within(card).getByText(profileCard.strengthCaption)).toBeInTheDocument();
    const achievements = within(card).getAllByRole('listitem');
    expect(achievements.map((item) => item.textContent)).toEqual(
      profileCard.achievements.map(({ text }) => text),
    );
    // Icons, not emoji: no colour-emoji font needed to draw them.
    for (const item of achievements) expect(item.querySelector('svg')).not.toBeNull();
  });

  it("links the profile card's portrait and name to /profile as one link", () => {
    const card = screen.getByRole('region', { name: me.name });
    const link = within(card).getByRole('link', { name: me.name });
    expect(link).toHaveAttribute('href', '/profile');
    expect(link.querySelector('img')).toHaveAttribute(
      'src',
      portrait(me.name).replace(/\.svg$/, '-128.webp'),
    );
    expect(within(card).getAllByRole('link')).toHaveLength(1);
  });

  it('links the contract address to the token page and opens every external link in a new tab', () => {
    const address = screen.getByRole('link', { name: new RegExp(config.contractAddress!) });
    expect(address).toHaveAttribute('href', config.tokenUrl);
    const newTab = (name: string) => `${name} ${site.newTab}`;
    expect(screen.getByRole('link', { name: newTab(home.links.community) })).toHaveAttribute(
      'href',
      config.communityUrl,
    );
    expect(screen.getByRole('link', { name: newTab(home.links.follow) })).toHaveAttribute(
      'href',
      config.socialUrl,
    );
    // The language switcher's links (where the site has translations) are the switcher's test's.
    const languageLinks = screen
      .queryAllByRole('navigation', { name: site.languages.label })
      .flatMap((nav) => within(nav).getAllByRole('link'));
    const links = screen.getAllByRole('link').filter((link) => !languageLinks.includes(link));
    const internal = links.filter((link) => !link.getAttribute('href')?.startsWith('https://'));
    expect(internal.map((link) => link.getAttribute('href'))).toEqual([
      '/contract#how-to-buy',
      '/profile',
      '/contract#how-to-buy',
    ]);
    for (const link of links.filter((link) => !internal.includes(link))) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringContaining(site.newTab));
    }
  });

  it('puts the ticker, the address, Copy and How to buy above the feed, for phones', () => {
    const strip = screen.getByRole('region', { name: home.contractStrip.heading });
    const feed = screen.getByRole('region', { name: home.moments.heading });
    expect(strip.compareDocumentPosition(feed)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(strip).toHaveClass('md:hidden');
    const contractAddress = config.contractAddress!;
    expect(
      within(strip).getByText(`${contractAddress.slice(0, 6)}…${contractAddress.slice(-6)}`),
    ).toBeInTheDocument();
    expect(within(strip).getByText(contractAddress)).toHaveClass('sr-only');
    expect(within(strip).getByRole('button', { name: contract.copy })).toBeInTheDocument();
    expect(within(strip).getByRole('link', { name: home.contractStrip.howToBuy })).toHaveAttribute(
      'href',
      '/contract#how-to-buy',
    );
  });

  it("links the links card's address to the way to buy on /contract", () => {
    const card = screen.getByRole('region', { name: home.links.heading });
    expect(within(card).getByRole('link', { name: home.links.howToBuy })).toHaveAttribute(
      'href',
      '/contract#how-to-buy',
    );
  });

  it('offers image, event and file buttons with names that say what they are', () => {
    const { actions } = home.composer;
    const composer = screen.getByRole('region', { name: home.composer.heading });
    for (const [verb, label] of [
      [actions.add, actions.image],
      [actions.add, actions.event],
      [actions.attach, actions.file],
    ]) {
      const button = within(composer).getByRole('button', { name: `${verb} ${label}` });
      expect(button).toHaveAttribute('type', 'button');
    }
  });

  it('starts the moments list with the sample moments, in order', () => {
    const list = screen.getByRole('region', { name: home.moments.heading });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(home.moments.samples.length);
    home.moments.samples.forEach((sample, index) => {
      expect(items[index]).toHaveTextContent(`${sample.author} · ${sample.time}`);
      expect(within(items[index]!).getByText(sample.text)).toBeInTheDocument();
    });
  });

  it('shows three matchmaker cards on three different entries, spread over the list', () => {
    const { matchmakers } = home;
    const section = screen.getByRole('region', { name: matchmakers.heading });
    expect(within(section).getByText(matchmakers.subheading)).toBeInTheDocument();
    const names = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    const starts = avoidCardStarts(matchmakers.entries.length);
    expect(names).toEqual(starts.map((start) => matchmakers.entries[start]!.name));
    expect(new Set(names).size).toBe(3);
    for (const name of names) {
      expect(
        within(section).getByRole('button', {
          name: fill(matchmakers.avoidLabel, { name: name! }),
        }),
      ).toBeInTheDocument();
    }
  });

  it('shows the news items and the trending skills linking to the token page', () => {
    const news = screen.getByRole('region', { name: home.news.heading });
    expect(within(news).getByText(home.news.subheading)).toBeInTheDocument();
    const items = within(news).getAllByRole('listitem');
    expect(items).toHaveLength(home.news.items.length);
    home.news.items.forEach((item, index) => {
      const story = within(items[index]!);
      expect(story.getByRole('heading', { level: 3, name: item.title })).toBeInTheDocument();
      expect(story.getByText(item.highlight)).toBeInTheDocument();
      expect(
        story.getByText(`${item.time} · ${counted(home.news.readers, item.reads)}`),
      ).toBeInTheDocument();
    });
    const skills = screen.getByRole('region', { name: home.trending.heading });
    expect(within(skills).getByText(home.trending.subheading)).toBeInTheDocument();
    const links = within(skills).getAllByRole('link');
    expect(links).toHaveLength(home.trending.skills.length);
    links.forEach((link, index) => {
      const { change } = home.trending.skills[index]!;
      expect(link).toHaveAttribute('href', config.tokenUrl);
      expect(link).toHaveTextContent(change < 0 ? `−${-change}%` : `+${change}%`);
      expect(link).toHaveAccessibleName(expect.stringContaining(home.trending.linkNote));
    });
  });

  it('shows the hero strip, the stats and the roadmap', () => {
    const hero = screen.getByRole('region', { name: home.hero.heading });
    expect(within(hero).getByText(home.hero.body)).toBeInTheDocument();
    const cta = within(hero).getByRole('link', { name: (name) => name.startsWith(home.hero.cta) });
    expect(cta).toHaveAttribute('href', config.tokenUrl);
    const images = hero.querySelectorAll('img');
    // The default content lists no memes: a generated portrait for each name.
    expect(images).toHaveLength(home.hero.memes?.length ?? home.hero.portraits.length);
    for (const img of images) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
    if (!home.hero.memes) {
      for (const name of home.hero.portraits)
        expect(within(hero).getByText(name)).toBeInTheDocument();
    }
    const stats = screen.getByRole('region', { name: home.stats.heading });
    for (const { value, label } of home.stats.items) {
      expect(within(stats).getByText(value)).toBeInTheDocument();
      expect(within(stats).getByText(label)).toBeInTheDocument();
    }
    const roadmap = screen.getByRole('region', { name: home.roadmap.heading });
    expect(within(roadmap).getByText(home.roadmap.subheading)).toBeInTheDocument();
    const stages = within(roadmap).getAllByRole('listitem');
    expect(stages.map((item) => item.querySelector('p')?.textContent)).toEqual(
      home.roadmap.stages.map(
        ({ period }, index) => `${fill(home.roadmap.stageLabel, { number: index + 1 })}${period}`,
      ),
    );
    home.roadmap.stages.forEach(({ title, description }, index) => {
      expect(
        within(stages[index]!).getByRole('heading', { level: 3, name: title }),
      ).toBeInTheDocument();
      expect(within(stages[index]!).getByText(description)).toBeInTheDocument();
    });
  });
});

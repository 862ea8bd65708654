import { fullTitle, pageText, sharedPage } from '@/data/pages';
import { routes } from '@/data/routes';
import { canonicalUrl, pageMetadata } from '@/lib/brand/metadata';
import { cardFile, shortAddress } from '@/lib/brand/share-card';
import { siteConfig } from '@/lib/brand/site';
import { fill, siteContent } from '@/lib/content';

const config = siteConfig();

const { shareCards } = siteContent();

describe('share cards', () => {
  it('shortens an address to its first 6 and last 6 characters', () => {
    expect(shortAddress('So11111111111111111111111111111111111111112')).toBe('So1111…111112');
    expect(shortAddress('short')).toBe('short');
  });

  it("puts the ticker and the shortened address on /contract's card", () => {
    const { title, lines } = sharedPage('/contract').card;
    expect(title).toBe(shareCards.contractTitle);
    expect(title).toContain(config.ticker);
    expect(lines.join(' ')).toContain(shortAddress(config.contractAddress!));
    expect(lines.join(' ')).toContain(config.chain.name);
  });

  it("gives every route its own card file and its page's own title", () => {
    expect(new Set(routes.map((route) => cardFile(sharedPage(route)))).size).toBe(routes.length);
    for (const route of routes.filter((r) => r !== '/contract')) {
      expect(sharedPage(route).card.title).toBe(pageText(route).title);
    }
  });

  it('points each page at its own canonical URL, card and image', () => {
    const metadata = pageMetadata(sharedPage('/jobs'));
    const title = `${pageText('/jobs').title} · ${config.brandName}`;
    expect(fullTitle('/jobs')).toBe(title);
    expect(canonicalUrl('/jobs')).toBe(`${config.siteUrl}/jobs`);
    expect(metadata.alternates?.canonical).toBe(`${config.siteUrl}/jobs`);
    expect(metadata.openGraph).toMatchObject({
      title,
      url: `${config.siteUrl}/jobs`,
      images: [
        expect.objectContaining({
          url: `${config.siteUrl}/og/jobs.png`,
          alt: fill(shareCards.imageAlt, { title }),
        }),
      ],
    });
    expect(metadata.twitter).toMatchObject({ title });
    expect(pageMetadata(sharedPage('/')).alternates?.canonical).toBe(`${config.siteUrl}/`);
  });
});

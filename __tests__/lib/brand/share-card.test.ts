import { pages, sharedPage } from '@/data/pages';
import { routes } from '@/data/routes';
import { canonicalUrl, pageMetadata } from '@/lib/brand/metadata';
import { cardContent, cardFile, shortAddress } from '@/lib/brand/share-card';
import { siteConfig } from '@/lib/brand/site';

describe('share cards', () => {
  it('shortens an address to its first 6 and last 6 characters', () => {
    expect(shortAddress('So11111111111111111111111111111111111111112')).toBe('So1111…111112');
    expect(shortAddress('short')).toBe('short');
  });

  it("puts the ticker and the shortened address on /contract's card", () => {
    const { title, lines } = cardContent(sharedPage('/contract'));
    expect(title).toBe(`${siteConfig.ticker} contract`);
    expect(lines).toEqual(['Solana · 5AMPLE…11pump', 'Newly launched on pump.fun']);
    expect(shortAddress(siteConfig.contractAddress!)).toBe('5AMPLE…11pump');
  });

  it("gives every route its own card file and its page's own title", () => {
    expect(new Set(routes.map((route) => cardFile(sharedPage(route)))).size).toBe(routes.length);
    for (const route of routes.filter((r) => r !== '/' && r !== '/contract')) {
      expect(cardContent(sharedPage(route)).title).toBe(pages[route].title);
    }
  });

  it('points each page at its own canonical URL, card and image', () => {
    const metadata = pageMetadata(sharedPage('/jobs'));
    expect(canonicalUrl('/jobs')).toBe(`${siteConfig.siteUrl}/jobs`);
    expect(metadata.alternates?.canonical).toBe(`${siteConfig.siteUrl}/jobs`);
    expect(metadata.openGraph).toMatchObject({
      title: `Jobs · ${siteConfig.brandName}`,
      url: `${siteConfig.siteUrl}/jobs`,
      images: [expect.objectContaining({ url: `${siteConfig.siteUrl}/og/jobs.png` })],
    });
    expect(metadata.twitter).toMatchObject({ title: `Jobs · ${siteConfig.brandName}` });
    expect(pageMetadata(sharedPage('/')).alternates?.canonical).toBe(`${siteConfig.siteUrl}/`);
  });
});

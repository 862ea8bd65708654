import { RECORDED_TOKENS, RECORDED_WEBSITES } from '../../fixtures/recorded';
import { checkSite, readingOf, together, type SiteAnswer } from '@/lib/site-check';
import { matchSite, type Here } from '@/lib/site-check/match';
import { siteCheckQuery } from '@/lib/site-check/query';
import { readDexscreenerWebsites, readGeckoterminalWebsites } from '@/lib/site-check/websites';
import { CHAINS } from '@/lib/chain';
import { marketQuery } from '@/lib/market/query';
import { fakeFetch } from '../market/fake-fetch';

const root: Here = { origin: 'https://lewdin.xyz', basePath: '' };
const pages: Here = { origin: 'https://octocat.github.io', basePath: '/lewdin' };

describe('matchSite: the rules of a match', () => {
  it.each([
    ['the same host', 'https://lewdin.xyz', root],
    ['a trailing slash', 'https://lewdin.xyz/', root],
    ['www. on the listing', 'https://www.lewdin.xyz/', root],
    ['www. on the page', 'https://lewdin.xyz', { ...root, origin: 'https://www.lewdin.xyz' }],
    ['a bare host', 'lewdin.xyz', root],
    ['a host in capitals', 'HTTPS://LewdIn.XYZ', root],
    [
      'our host as a subdomain of the listed one',
      'https://lewdin.xyz',
      { ...root, origin: 'https://app.lewdin.xyz' },
    ],
    ['a project site at its base path', 'https://octocat.github.io/lewdin/', pages],
    ['a project site’s user root, above our base path', 'https://octocat.github.io', pages],
    [
      'a subdomain within one pages.dev site',
      'https://lewdin.pages.dev',
      { ...root, origin: 'https://preview.lewdin.pages.dev' },
    ],
  ])('counts %s', (_label, listed, here) => {
    expect(matchSite(listed, here)).toEqual({ kind: 'this', http: false });
  });

  it('counts http listed for an https page, and says so', () => {
    expect(matchSite('http://lewdin.xyz', root)).toEqual({ kind: 'this', http: true });
  });

  it.each([
    ['one character off', 'https://lewdln.xyz', 'lewdln.xyz'],
    ['a letter added', 'https://lewdinn.xyz', 'lewdinn.xyz'],
    ['another top-level domain', 'https://lewdin.com', 'lewdin.com'],
    [
      'our host as a subdomain of someone else’s',
      'https://lewdin.xyz.evil.io',
      'lewdin.xyz.evil.io',
    ],
    ['ours joined to another name', 'https://lewdin-xyz.com', 'lewdin-xyz.com'],
    ['a listed subdomain of ours', 'https://shop.lewdin.xyz', 'shop.lewdin.xyz'],
    ['another port', 'https://lewdin.xyz:8443', 'lewdin.xyz:8443'],
    ['a path below ours', 'https://lewdin.xyz/contract', 'lewdin.xyz'],
    ['a homoglyph (punycode shown)', 'https://lеwdin.xyz', 'xn--lwdin-zwe.xyz'],
    ['not a web address', 'ftp://lewdin.xyz', 'lewdin.xyz'],
  ])('never counts %s', (_label, listed, host) => {
    expect(matchSite(listed, root)).toEqual({ kind: 'other', host });
  });

  it.each([
    ['github.io', 'https://b.github.io/lewdin', 'https://a.github.io'],
    ['github.io, listed as the suffix itself', 'https://github.io', 'https://a.github.io'],
    ['pages.dev', 'https://b.pages.dev', 'https://a.pages.dev'],
    ['pages.dev, listed as the suffix itself', 'https://pages.dev', 'https://a.pages.dev'],
    ['netlify.app', 'https://b.netlify.app', 'https://a.netlify.app'],
    ['netlify.app, listed as the suffix itself', 'https://netlify.app', 'https://a.netlify.app'],
  ])('keeps sites apart under a public suffix: %s', (_label, listed, origin) => {
    expect(matchSite(listed, { origin, basePath: '/lewdin' })?.kind).toBe('other');
  });

  it.each([
    ['another project on the same Pages account', 'https://octocat.github.io/other'],
    ['a path that only starts like ours', 'https://octocat.github.io/lew'],
    ['a path below our base path', 'https://octocat.github.io/lewdin/contract'],
  ])('holds the path to our base path: %s', (_label, listed) => {
    expect(matchSite(listed, pages)).toEqual({ kind: 'other', host: 'octocat.github.io' });
  });

  it('ignores a listing that names no address', () => {
    expect(matchSite('', root)).toBeNull();
  });
});

describe('readings', () => {
  it('lists this site when any listed website is it; over http only when none is https', () => {
    expect(readingOf(['https://other.io', 'http://lewdin.xyz'], root)).toEqual({
      kind: 'this',
      http: true,
    });
    expect(readingOf(['http://lewdin.xyz', 'https://lewdin.xyz/'], root)).toEqual({
      kind: 'this',
      http: false,
    });
  });

  it('names every other host, once', () => {
    expect(readingOf(['https://lewdln.xyz', 'https://lewdln.xyz/a', 'https://x.io'], root)).toEqual(
      {
        kind: 'other',
        hosts: ['lewdln.xyz', 'x.io'],
      },
    );
  });

  it('lists no website for an empty list', () => {
    expect(readingOf([], root)).toEqual({ kind: 'none' });
  });

  const ok = (source: SiteAnswer['source'], kind: 'this' | 'none'): SiteAnswer => ({
    source,
    page: '',
    ok: true,
    reading: kind === 'this' ? { kind, http: false } : { kind },
  });
  it('puts both sources together', () => {
    expect(together([ok('dexscreener', 'this'), ok('geckoterminal', 'this')])).toEqual({
      kind: 'both',
    });
    expect(together([ok('dexscreener', 'none'), ok('geckoterminal', 'this')])).toEqual({
      kind: 'one',
      source: 'geckoterminal',
    });
    expect(together([ok('dexscreener', 'none'), ok('geckoterminal', 'none')])).toEqual({
      kind: 'neither',
    });
    expect(
      together([ok('dexscreener', 'none'), { source: 'geckoterminal', page: '', ok: false }]),
    ).toBeNull();
  });
});

describe('the readers, on recorded answers', () => {
  const higgs = marketQuery(CHAINS.solana, RECORDED_TOKENS.higgs);

  it('reads DEX Screener’s info.websites on the token’s own pairs', () => {
    expect(readDexscreenerWebsites(RECORDED_WEBSITES.dexscreenerHiggs, higgs)).toEqual([
      'https://higgspad.com/',
    ]);
    expect(
      readDexscreenerWebsites(RECORDED_WEBSITES.dexscreenerHiggs, {
        ...higgs,
        address: RECORDED_TOKENS.gary,
      }),
    ).toEqual([]);
  });

  it('reads GeckoTerminal’s token info websites', () => {
    expect(readGeckoterminalWebsites(RECORDED_WEBSITES.geckoterminalUsdt)).toEqual([
      'https://tether.to/',
    ]);
  });

  it('throws on a body of another shape', () => {
    expect(() => readGeckoterminalWebsites({ data: null })).toThrow();
    expect(() => readGeckoterminalWebsites({ data: { attributes: { websites: 'x' } } })).toThrow();
    expect(() => readDexscreenerWebsites({ pairs: 'x' }, higgs)).toThrow();
  });
});

describe('checkSite', () => {
  const market = marketQuery(CHAINS.solana, RECORDED_TOKENS.higgs);
  const query = siteCheckQuery(market, '')!;
  const higgsHere: Here = { origin: 'https://higgspad.com', basePath: '' };
  const geckoListing = (websites: unknown) => ({
    status: 200,
    body: { data: { attributes: { websites } } },
  });

  it('asks each source once, on the origins the page already asks', async () => {
    const { requests } = fakeFetch({
      dex: [{ status: 200, body: RECORDED_WEBSITES.dexscreenerHiggs }],
      gecko: [geckoListing(['https://higgspad.com'])],
    });
    const answers = await checkSite(query, higgsHere);
    expect(requests.sort()).toEqual([
      `https://api.dexscreener.com/tokens/v1/solana/${RECORDED_TOKENS.higgs}`,
      `https://api.geckoterminal.com/api/v2/networks/solana/tokens/${RECORDED_TOKENS.higgs}/info`,
    ]);
    expect(together(answers)).toEqual({ kind: 'both' });
  });

  it('reads a lookalike page as another site, naming the one listed', async () => {
    fakeFetch({
      dex: [{ status: 200, body: RECORDED_WEBSITES.dexscreenerHiggs }],
      gecko: [geckoListing([])],
    });
    const answers = await checkSite(query, { origin: 'https://higgspad.co', basePath: '' });
    expect(answers.map((a) => a.ok && a.reading)).toEqual([
      { kind: 'other', hosts: ['higgspad.com'] },
      { kind: 'none' },
    ]);
    expect(together(answers)).toEqual({ kind: 'neither' });
  });

  it('keeps one source’s answer when the other fails', async () => {
    fakeFetch({ dex: ['network error'], gecko: [geckoListing(['https://higgspad.com'])] });
    const answers = await checkSite(query, higgsHere);
    expect(answers.map((a) => a.ok)).toEqual([false, true]);
    expect(together(answers)).toEqual({ kind: 'one', source: 'geckoterminal' });
  });

  it('reads GeckoTerminal’s 404 as no listing', async () => {
    fakeFetch({ dex: [{ status: 200, body: [] }], gecko: [{ status: 404 }] });
    const answers = await checkSite(query, higgsHere);
    expect(answers.map((a) => a.ok && a.reading)).toEqual([{ kind: 'none' }, { kind: 'none' }]);
  });
});

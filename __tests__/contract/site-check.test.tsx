/**
 * @jest-environment-options {"url": "https://higgspad.com/"}
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SiteCheck } from '@/components/contract/site-check';
import { fill, siteContent } from '@/lib/content';
import { CHAINS } from '@/lib/chain';
import { marketQuery } from '@/lib/market/query';
import { siteCheckQuery } from '@/lib/site-check/query';
import { RECORDED_TOKENS, RECORDED_WEBSITES } from '../fixtures/recorded';
import { fakeFetch, type Answer } from '../lib/market/fake-fetch';

const { contract, lang, site } = siteContent();
const text = { ...contract.siteCheck, newTab: site.newTab };
const query = siteCheckQuery(marketQuery(CHAINS.solana, RECORDED_TOKENS.higgs), '')!;
const dexHiggs: Answer = { status: 200, body: RECORDED_WEBSITES.dexscreenerHiggs };
const gecko = (websites: string[]): Answer => ({
  status: 200,
  body: { data: { attributes: { websites } } },
});

/** Renders the check on this page (https://higgspad.com), presses, and gives the answer's region. */
async function check(script: { dex: Answer[]; gecko: Answer[] }) {
  const { requests } = fakeFetch(script);
  render(<SiteCheck query={query} lang={lang} text={text} />);
  const button = screen.getByRole('button', { name: text.button });
  expect(requests).toEqual([]);
  await act(async () => {
    fireEvent.click(button);
  });
  return { region: screen.getByRole('status'), button, requests };
}

describe('Is this the token’s own site?', () => {
  it('reads a site both sources list', async () => {
    const { region, requests } = await check({
      dex: [dexHiggs],
      gecko: [gecko(['http://www.higgspad.com'])],
    });
    expect(requests).toHaveLength(2);
    expect(region).toHaveTextContent(text.both);
    expect(region).toHaveTextContent(fill(text.listsThis, { source: 'DEX Screener' }));
    expect(region).toHaveTextContent(fill(text.listsThisHttp, { source: 'GeckoTerminal' }));
    expect(region).not.toHaveTextContent(text.addSite);
  });

  it('reads a lookalike as another site, naming the host listed, and says what the team can do', async () => {
    const { region } = await check({
      dex: [
        {
          status: 200,
          body: JSON.parse(JSON.stringify(dexHiggs.body).replaceAll('higgspad.com', 'higgspad.co')),
        },
      ],
      gecko: [gecko(['https://higgspad.com.evil.io', 'https://higgspad.co'])],
    });
    expect(region).toHaveTextContent(text.neither);
    expect(region).toHaveTextContent(
      fill(text.listsOther, { source: 'DEX Screener', hosts: 'higgspad.co' }),
    );
    expect(region).toHaveTextContent(
      fill(text.listsOther, {
        source: 'GeckoTerminal',
        hosts: 'higgspad.com.evil.io and higgspad.co',
      }),
    );
    expect(region).toHaveTextContent(fill(text.here, { page: 'https://higgspad.com' }));
    expect(region).toHaveTextContent(text.addSite);
  });

  it('reads a token that lists no website', async () => {
    const { region } = await check({
      dex: [{ status: 200, body: [] }],
      gecko: [gecko([])],
    });
    expect(region).toHaveTextContent(fill(text.listsNone, { source: 'DEX Screener' }));
    expect(region).toHaveTextContent(fill(text.listsNone, { source: 'GeckoTerminal' }));
    expect(region).toHaveTextContent(text.addSite);
  });

  it('keeps one source’s reading when the other fails, and offers Try again', async () => {
    const { region, button } = await check({
      dex: ['network error'],
      gecko: [gecko(['https://higgspad.com/'])],
    });
    expect(region).toHaveTextContent(fill(text.failed, { source: 'DEX Screener' }));
    expect(region).toHaveTextContent(fill(text.one, { source: 'GeckoTerminal' }));
    expect(button).toHaveAccessibleName(text.tryAgain);
  });

  it('never calls a site safe or official', () => {
    const words = Object.values(text).join(' ');
    expect(words).not.toMatch(/\b(safe|official)\b/i);
  });
});

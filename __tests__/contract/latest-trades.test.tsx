import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { LatestTrades, REFRESH_MS } from '@/components/contract/latest-trades';
import { fill, siteContent } from '@/lib/content';
import { marketQuery } from '@/lib/market/query';
import { CHAINS } from '@/lib/chain';
import { tradesQuery } from '@/lib/trades/query';
import { RECORDED_TRADES } from '../fixtures/recorded';
import { fakeFetch, type Answer } from '../lib/market/fake-fetch';
import { DEXSCREENER, queryFor } from '../lib/market/fixtures';

const { contract, notifications, lang, site } = siteContent();
const text = { ...contract.trades, newTab: site.newTab };
const { gary } = RECORDED_TRADES;
const garyQuery = tradesQuery(marketQuery(CHAINS.solana, gary.token), 'solana')!;
const garyPair = [
  {
    chainId: 'solana',
    pairAddress: 'GaryPoo1111111111111111111111111111111111111',
    baseToken: { address: gary.token },
    liquidity: { usd: 1000 },
  },
];
const dexGary: Answer = { status: 200, body: garyPair };
const tradesOk: Answer = { status: 200, body: gary.body };

function renderTrades(layout: 'list' | 'notifications' = 'list', words = text) {
  render(<LatestTrades query={garyQuery} lang={lang} text={words} layout={layout} />);
  return screen.getByRole('button', { name: words.button });
}

async function press(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
  });
}

beforeEach(() => {
  sessionStorage.clear();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});
afterEach(() => jest.useRealTimers());

describe('LatestTrades', () => {
  it('asks nothing before the press', () => {
    const { fetch } = fakeFetch({ dex: [], gecko: [] });
    renderTrades();
    expect(screen.getByText(text.note)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the recorded trades: buy or sell in words, amounts, the trader linked, time ago', async () => {
    const { requests } = fakeFetch({ dex: [dexGary], gecko: [tradesOk] });
    const button = renderTrades();
    await press(button);
    expect(requests[1]).toBe(
      'https://api.geckoterminal.com/api/v2/networks/solana/pools/GaryPoo1111111111111111111111111111111111111/trades',
    );
    const items = within(screen.getByRole('status')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(text.buy);
    expect(items[1]).toHaveTextContent(text.sell);
    expect(items[0]).toHaveTextContent('570.242');
    expect(items[0]).toHaveTextContent('$0.4007');
    expect(items[0]!.querySelector('data[value="570.242485"]')).not.toBeNull();
    const trader = within(items[0]!).getByRole('link', {
      name: `${fill(text.trader, { account: 'AyHpWYkG4znPnXjtrDyR7qJ8ZeYL8S9Ef9StkePxKRKN', explorer: 'Solscan' })} ${site.newTab}`,
    });
    expect(trader).toHaveAttribute(
      'href',
      'https://solscan.io/account/AyHpWYkG4znPnXjtrDyR7qJ8ZeYL8S9Ef9StkePxKRKN',
    );
    expect(trader).toHaveTextContent('AyHp…KRKN');
    // Fetched at the test's clock, years after the recording: "… years ago" in the language.
    expect(items[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-10-08T15:32:10.000Z');
    expect(button).toHaveAccessibleName(text.refresh);
  });

  it('refreshes at most once in 10 s, and says so to a press sooner', async () => {
    jest.useFakeTimers();
    const { requests } = fakeFetch({ dex: [dexGary], gecko: [tradesOk, tradesOk] });
    const button = renderTrades();
    await press(button);
    expect(requests).toHaveLength(2);
    await act(() => jest.advanceTimersByTimeAsync(REFRESH_MS - 1000));
    await press(button);
    expect(requests).toHaveLength(2);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(text.wait)).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(button).not.toHaveAttribute('aria-disabled');
    await press(button);
    // The pool is kept: only the trades are asked again.
    expect(requests).toHaveLength(3);
    expect(requests[2]).toMatch(/\/trades$/);
  });

  it.each<[keyof typeof text, { dex: Answer[]; gecko: Answer[] }]>([
    ['limited', { dex: [dexGary], gecko: ['network error'] }],
    ['noPool', { dex: [{ status: 200, body: [] }], gecko: [{ status: 404 }] }],
    ['noTrades', { dex: [dexGary], gecko: [{ status: 200, body: { data: [] } }] }],
    ['badBody', { dex: [dexGary], gecko: [{ status: 200, body: { data: 'x' } }] }],
  ])('says %s in words, with Try again', async (reason, script) => {
    fakeFetch(script);
    const button = renderTrades();
    await press(button);
    expect(screen.getByRole('status')).toHaveTextContent(text[reason] as string);
    expect(button).toHaveAccessibleName(text.tryAgain);
  });

  it('says offline in words, with Try again', async () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    fakeFetch({ dex: [], gecko: [] });
    const button = renderTrades();
    await press(button);
    expect(screen.getByRole('status')).toHaveTextContent(text.offline);
    expect(button).toHaveAccessibleName(text.tryAgain);
  });

  it('reads on /notifications as notifications: a buy is good news, a sell an unfollow', async () => {
    fakeFetch({ dex: [dexGary], gecko: [tradesOk] });
    const words = { ...text, ...notifications.trades };
    await press(renderTrades('notifications', words));
    const [buy, sell] = within(screen.getByRole('status')).getAllByRole('listitem');
    const [buyStart] = notifications.trades.bought
      .split('{amount}')[0]!
      .split('{trader}')
      .slice(-1);
    expect(buy).toHaveTextContent(buyStart!.trim());
    const sellEnd = notifications.trades.sold.split('{usd}')[1]!.split('{time}')[0]!;
    expect(sell).toHaveTextContent(sellEnd.trim());
  });

  it('asks a Base fork’s pool on Base, and links Basescan', async () => {
    fakeFetch({
      dex: [{ status: 200, body: DEXSCREENER.base }],
      gecko: [{ status: 200, body: RECORDED_TRADES.ethereum.body }],
    });
    const base = tradesQuery(queryFor('base'), 'base')!;
    render(<LatestTrades query={base} lang={lang} text={text} layout="list" />);
    await press(screen.getByRole('button', { name: text.button }));
    expect(within(screen.getByRole('status')).getByRole('link')).toHaveAttribute(
      'href',
      'https://basescan.org/address/0x42c037c594eefeca741e9dd66af91e7ffd930872',
    );
  });
});

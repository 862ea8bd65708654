import { render, screen, within } from '@testing-library/react';
import ContractPage from '@/app/(site)/contract/page';
import { TelegramFirst } from '@/components/contract/telegram-first';
import { TradeRow } from '@/components/contract/trade-row';
import { siteConfig } from '@/lib/brand';
import { siteContent } from '@/lib/content';
import { readTrade } from '@/lib/trade/config';

const { contract } = siteContent();
const text = contract.trade;
const globals = window as unknown as Record<string, unknown>;
const SOLANA = 'So11111111111111111111111111111111111111112';
const rows = readTrade(
  {
    bots: [
      { name: 'KoalaBot', link: 'https://t.me/koala_trade_bot?start=r-koalain-{address}' },
      { name: 'Second', link: 'https://t.me/second_trade_bot?start={address}' },
    ],
    terminals: [{ name: 'Gumtree', link: 'https://terminal.example/t/{address}/@koalain' }],
  },
  SOLANA,
);

function ways() {
  render(
    <TelegramFirst
      wallets={<h3>{contract.buyInWallet.heading}</h3>}
      bots={<TradeRow id="trade-bots" title={text.bots} links={rows.bots} />}
      terminals={<TradeRow id="trade-terminals" title={text.terminals} links={rows.terminals} />}
    />,
  );
  return screen.getAllByRole('heading').map((heading) => heading.textContent);
}

afterEach(() => {
  delete globals.TelegramWebviewProxy;
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

describe('the team’s bots and terminals on /contract', () => {
  it('are plain links, the address filled in and the name as the text, in a new tab', () => {
    render(<TradeRow id="trade-bots" title={text.bots} links={rows.bots} />);
    const row = screen.getByRole('region', { name: text.bots });
    const links = within(row).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `https://t.me/koala_trade_bot?start=r-koalain-${SOLANA}`,
      `https://t.me/second_trade_bot?start=${SOLANA}`,
    ]);
    expect(links[0]).toHaveAccessibleName(`KoalaBot ${siteContent().site.newTab}`);
    expect(links[0]).toHaveAttribute('target', '_blank');
  });

  it('come after the wallets, the bots before the terminals', () => {
    expect(ways()).toEqual([contract.buyInWallet.heading, text.bots, text.terminals]);
  });

  it('put the bots first inside Telegram’s in-app browser', () => {
    globals.TelegramWebviewProxy = { postEvent: () => {} };
    expect(ways()).toEqual([text.bots, contract.buyInWallet.heading, text.terminals]);
  });

  it('put the bots first in a Telegram Mini App', () => {
    history.replaceState(null, '', '/contract#tgWebAppVersion=8.0&tgWebAppPlatform=android');
    expect(ways()).toEqual([text.bots, contract.buyInWallet.heading, text.terminals]);
  });

  it('show no row for an empty list', () => {
    render(<TradeRow id="trade-bots" title={text.bots} links={[]} />);
    expect(screen.queryByRole('region', { name: text.bots })).toBeNull();
  });

  it('show a row on /contract for each list the content fills, and none for an empty one', () => {
    render(<ContractPage />);
    // LewdIn's lists are empty; a team's content (as .ci/run's second token) may fill them.
    const { trade } = siteConfig();
    expect(screen.queryByRole('heading', { name: text.bots }) !== null).toBe(trade.bots.length > 0);
    expect(screen.queryByRole('heading', { name: text.terminals }) !== null).toBe(
      trade.terminals.length > 0,
    );
  });
});

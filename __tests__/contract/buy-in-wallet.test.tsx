import { render, screen, within } from '@testing-library/react';
import ContractPage from '@/app/(site)/contract/page';
import { siteConfig } from '@/lib/brand';
import { siteContent } from '@/lib/content';
import { swapLinks } from '@/lib/swap-links';
import { tokenVenue } from '@/lib/token-venue';
import { BuyInWallet } from '@/components/contract/buy-in-wallet';

const config = siteConfig();

const { contract, site } = siteContent();
const text = contract.buyInWallet;
const TELEGRAM_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36';

const EVM_TOKEN = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const globals = window as unknown as Record<string, unknown>;
const links = swapLinks({
  chain: config.chain.id,
  address: config.contractAddress,
  tokenUrl: config.tokenUrl,
  venue: config.tokenVenue,
});
const wallets = links.filter(({ kind }) => kind === 'wallet').map(({ name }) => name);

function row() {
  render(<ContractPage />);
  return screen.getByRole('region', { name: text.heading });
}

/** The wallets' links, in the order the row shows them. */
const walletOrder = (region: HTMLElement) =>
  within(within(region).getAllByRole('list')[0]!)
    .getAllByRole('link')
    .map((link) => link.textContent);

afterEach(() => {
  for (const name of ['ethereum', 'phantom', 'TelegramWebviewProxy']) delete globals[name];
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

describe('Buy in your wallet on /contract', () => {
  it("comes first in How to buy, above the steps, in the content file's words", () => {
    render(<ContractPage />);
    const steps = screen.getByRole('region', { name: contract.howToBuy.heading });
    const region = within(steps).getByRole('region', { name: text.heading });
    expect(region.compareDocumentPosition(steps.querySelector('ol')!)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(within(region).getByText(text.intro)).toBeInTheDocument();
    expect(text.intro).toContain(config.ticker);
    expect(within(region).getByText(text.onTheWeb)).toBeInTheDocument();
  });

  it('links each wallet in the app, and each web page in a new tab, as plain links', () => {
    const region = row();
    expect(walletOrder(region)).toStrictEqual(wallets);
    for (const { name, href, kind } of links) {
      const link = within(region).getByRole('link', {
        name: kind === 'web' ? `${name} ${site.newTab}` : name,
      });
      expect(link).toHaveAttribute('href', href);
      if (kind === 'web') expect(link).toHaveAttribute('target', '_blank');
      else expect(link).not.toHaveAttribute('target');
    }
    // Outside an app's browser there is no line and no second Copy.
    expect(within(region).queryByText(text.inApp)).toBeNull();
    expect(screen.getAllByRole('button', { name: contract.copy })).toHaveLength(1);
  });

  // Each on a chain where another wallet leads the row, so the change shows.
  it.each([
    ['MetaMask', 'solana', { ethereum: { isMetaMask: true } }],
    ['Trust Wallet', 'solana', { ethereum: { isTrust: true, isMetaMask: true } }],
    ['Phantom', 'base', { phantom: { ethereum: { isPhantom: true } } }],
  ] as const)(
    "leads with %s's link inside that wallet's own browser (%s)",
    (name, chain, injected) => {
      const address = chain === 'solana' ? config.contractAddress! : EVM_TOKEN;
      const tokenUrl = `https://app.uniswap.org/explore/tokens/base/${address}`;
      const rowLinks = swapLinks({ chain, address, tokenUrl, venue: tokenVenue(tokenUrl) });
      const names = rowLinks.filter(({ kind }) => kind === 'wallet').map((link) => link.name);
      expect(names[0]).not.toBe(name);
      Object.assign(globals, injected);
      render(
        <BuyInWallet
          links={rowLinks}
          address={address}
          addressId="contract-address"
          text={{
            ...text,
            copy: contract.copy,
            copied: contract.copied,
            copyManual: contract.copyManual,
          }}
        />,
      );
      const order = walletOrder(screen.getByRole('region', { name: text.heading }));
      expect(order[0]).toBe(name);
      expect([...order].sort()).toStrictEqual([...names].sort());
    },
  );

  it("inside Telegram's browser, says app links may do nothing, then the way out, then Copy", () => {
    globals.TelegramWebviewProxy = { postEvent: () => {} };
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(TELEGRAM_ANDROID);
    const region = row();
    const note = within(region).getByText(text.inApp);
    const way = within(region).getByRole('link', { name: text.openInBrowser });
    const copy = within(region).getByRole('button', { name: contract.copy });
    const firstWallet = within(region).getByRole('link', { name: wallets[0] });
    expect(way).toHaveAttribute(
      'href',
      `intent://${location.host}${location.pathname}#Intent;scheme=https;end`,
    );
    for (const [before, after] of [
      [note, way],
      [way, copy],
      [copy, firstWallet],
    ] as const) {
      expect(before.compareDocumentPosition(after)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
  });

  it('in a Telegram Mini App adds no line: Telegram opens the links itself', () => {
    globals.TelegramWebviewProxy = { postEvent: () => {} };
    history.replaceState(null, '', '/contract#tgWebAppVersion=8.0&tgWebAppPlatform=android');
    const region = row();
    expect(within(region).queryByText(text.inApp)).toBeNull();
    expect(within(region).queryByRole('link', { name: text.openInBrowser })).toBeNull();
  });
});

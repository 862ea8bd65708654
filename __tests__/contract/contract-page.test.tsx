import { render, screen, within } from '@testing-library/react';
import ContractPage from '@/app/(site)/contract/page';
import { siteConfig } from '@/lib/brand';
import { fill, siteContent } from '@/lib/content';
import { walletBrowseLinks } from '@/lib/wallet-links';

const config = siteConfig();

const { contract, site } = siteContent();
const { howToBuy } = contract;
// The default build is launched (LewdIn's sample address on pump.fun), and so is CI's second token.
const contractAddress = config.contractAddress!;
const tokenUrl = config.tokenUrl!;
const trade = config.tokenVenue.action === 'buy' ? howToBuy.tradeBuy : howToBuy.tradeSwap;
const newTab = (name: string) => `${name} ${site.newTab}`;

describe('/contract', () => {
  it('shows the full address as a link to the token page in a new tab', () => {
    render(<ContractPage />);
    const link = screen.getByRole('link', { name: contractAddress });
    expect(link).toHaveAttribute('href', tokenUrl);
    expect(tokenUrl).toContain(contractAddress.slice(-12));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveClass('font-mono');
  });

  it('has one heading, a copy button and the launch note naming the venue of the token URL', () => {
    render(<ContractPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('button', { name: contract.copy })).toBeInTheDocument();
    expect(screen.getByText(contract.launched)).toBeInTheDocument();
    expect(contract.launched).toContain(config.tokenVenue.name);
  });

  it('shows a QR code of the token page, named with the ticker', () => {
    render(<ContractPage />);
    expect(screen.getByRole('img', { name: contract.qrLabel })).toBeInTheDocument();
    expect(contract.qrLabel).toContain(config.ticker);
  });

  it('has four steps to buy, beside the address and its copy button, under #how-to-buy', () => {
    const { container } = render(<ContractPage />);
    const anchor = container.querySelector('#how-to-buy') as HTMLElement;
    const steps = within(anchor).getByRole('region', { name: howToBuy.heading });
    // The numbered steps: the wallet rows above and below them are lists of their own.
    expect(
      within(steps.querySelector('ol')!)
        .getAllByRole('listitem')
        .map((step) => step.querySelector('p')?.textContent),
    ).toStrictEqual([
      howToBuy.walletTitle,
      howToBuy.fundTitle,
      fill(howToBuy.tradeTitle, { trade }),
      howToBuy.checkTitle,
    ]);
    expect(within(anchor).getByRole('link', { name: contractAddress })).toBeInTheDocument();
    expect(within(anchor).getByRole('button', { name: contract.copy })).toBeInTheDocument();
  });

  it("links each wallet's official site and the token page, in new tabs", () => {
    render(<ContractPage />);
    const steps = screen.getByRole('region', { name: howToBuy.heading });
    for (const [name, href] of [
      ...config.chain.wallets.map(({ name, site }) => [name, site]),
      [howToBuy.tradeLink, tokenUrl],
    ]) {
      const link = within(steps).getByRole('link', { name: newTab(name!) });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it("offers the token page in the wallets' own browsers on touch screens, and the QR code elsewhere", () => {
    render(<ContractPage />);
    const links = walletBrowseLinks(config.chain, tokenUrl, config.siteUrl);
    expect(links.length).toBeGreaterThan(0);
    for (const { wallet, href } of links) {
      const link = screen.getByRole('link', { name: fill(howToBuy.openIn, { wallet }) });
      expect(link).toHaveAttribute('href', href);
      expect(link.closest('div')).toHaveClass('hidden', '[@media(pointer:coarse)]:block');
    }
    expect(screen.getByText(howToBuy.onComputer)).toHaveClass('[@media(pointer:coarse)]:hidden');
  });

  it('offers the live price under its heading, asking nothing until pressed', () => {
    const fetch = jest.fn();
    global.fetch = fetch;
    render(<ContractPage />);
    expect(config.livePrice).not.toBeNull();
    const section = screen.getByRole('region', { name: contract.livePrice.heading });
    expect(
      within(section).getByRole('button', { name: contract.livePrice.button }),
    ).toBeInTheDocument();
    expect(within(section).getByRole('status')).toBeEmptyDOMElement();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('has a chart panel only when the build sets a chart it can embed', () => {
    render(<ContractPage />);
    const panel = screen.queryByRole('region', { name: contract.chartHeading });
    expect(panel !== null).toBe(Boolean(config.chartEmbed));
  });
});

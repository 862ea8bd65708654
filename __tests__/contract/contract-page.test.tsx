import { render, screen, within } from '@testing-library/react';
import ContractPage from '@/app/contract/page';
import { siteConfig } from '@/lib/brand';

const { ticker } = siteConfig;
// The default build is launched: LewdIn's sample address on pump.fun.
const contractAddress = siteConfig.contractAddress!;
const tokenUrl = siteConfig.tokenUrl!;

describe('/contract', () => {
  it('shows the full address as a link to the token page in a new tab', () => {
    render(<ContractPage />);
    const link = screen.getByRole('link', { name: contractAddress });
    expect(link).toHaveAttribute('href', `https://pump.fun/coin/${contractAddress}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveClass('font-mono');
  });

  it('has one heading, a copy button and the launch note naming the venue of the token URL', () => {
    render(<ContractPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
    expect(screen.getByText(/newly launched on pump\.fun/)).toBeInTheDocument();
  });

  it('shows a QR code of the token page, named with the ticker', () => {
    render(<ContractPage />);
    expect(
      screen.getByRole('img', { name: `QR code: open the ${ticker} token page` }),
    ).toBeInTheDocument();
  });

  it('has four steps to buy, beside the address and its copy button, under #how-to-buy', () => {
    const { container } = render(<ContractPage />);
    const anchor = container.querySelector('#how-to-buy') as HTMLElement;
    const steps = within(anchor).getByRole('region', { name: `How to buy ${ticker}` });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.querySelector('p')?.textContent),
    ).toEqual([
      'Get a Solana wallet.',
      'Fund it with SOL.',
      `Open ${ticker} on pump.fun and buy ${ticker} with SOL.`,
      'Check the address.',
    ]);
    expect(within(anchor).getByRole('link', { name: contractAddress })).toBeInTheDocument();
    expect(within(anchor).getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
  });

  it("links each wallet's official site and the token page, in new tabs", () => {
    render(<ContractPage />);
    const steps = screen.getByRole('region', { name: `How to buy ${ticker}` });
    for (const [name, href] of [
      ['Phantom', 'https://phantom.com'],
      ['Solflare', 'https://solflare.com'],
      ['Backpack', 'https://backpack.app'],
      [`${ticker} page on pump.fun`, tokenUrl],
    ]) {
      const link = within(steps).getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it("offers the token page in Phantom's and Solflare's browsers on touch screens, and the QR code elsewhere", () => {
    render(<ContractPage />);
    const encoded = encodeURIComponent(tokenUrl);
    const ref = encodeURIComponent(siteConfig.siteUrl);
    const phantom = screen.getByRole('link', { name: 'Open in Phantom' });
    expect(phantom).toHaveAttribute('href', `https://phantom.app/ul/browse/${encoded}?ref=${ref}`);
    expect(screen.getByRole('link', { name: 'Open in Solflare' })).toHaveAttribute(
      'href',
      `https://solflare.com/ul/v1/browse/${encoded}?ref=${ref}`,
    );
    expect(phantom.closest('div')).toHaveClass('hidden', '[@media(pointer:coarse)]:block');
    expect(screen.getByText(/On a computer\? Wallet apps live on phones/)).toHaveClass(
      '[@media(pointer:coarse)]:hidden',
    );
  });

  it('has no chart panel when the build sets no chart', () => {
    render(<ContractPage />);
    expect(screen.queryByRole('button', { name: /show live chart/i })).toBeNull();
    expect(screen.queryByRole('region', { name: `${ticker} live chart` })).toBeNull();
  });
});

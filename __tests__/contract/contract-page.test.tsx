import { render, screen } from '@testing-library/react';
import ContractPage from '@/app/contract/page';
import { siteConfig } from '@/lib/brand';

describe('/contract', () => {
  it('shows the full address as a link to the token page in a new tab', () => {
    render(<ContractPage />);
    const link = screen.getByRole('link', { name: siteConfig.contractAddress });
    expect(link).toHaveAttribute('href', `https://pump.fun/coin/${siteConfig.contractAddress}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveClass('font-mono');
  });

  it('has one heading, a copy button and the pump.fun launch note', () => {
    render(<ContractPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
    expect(screen.getByText(/newly launched on pump\.fun/)).toBeInTheDocument();
  });

  it('shows a QR code of the token page, named with the ticker', () => {
    render(<ContractPage />);
    expect(
      screen.getByRole('img', { name: `QR code: open the ${siteConfig.ticker} token page` }),
    ).toBeInTheDocument();
  });
});

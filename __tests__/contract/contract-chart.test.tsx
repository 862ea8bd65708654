import { render, screen } from '@testing-library/react';
import ContractPage from '@/app/(site)/contract/page';
import { fill, siteContent } from '@/lib/content';

const CHART = 'https://dexscreener.com/solana/So11111111111111111111111111111111111111112';

// The config is read on its first use: the variables are set before anything asks for it.
process.env.NEXT_PUBLIC_CHART_URL = CHART;
process.env.NEXT_PUBLIC_TOKEN_URL = 'https://jup.ag/swap/SOL-x';
const { contract } = siteContent();
const host = 'dexscreener.com';

describe('/contract in a build with a DexScreener chart and a Jupiter token page', () => {
  it('shows the chart panel, naming the provider on its button', () => {
    render(<ContractPage />);
    expect(screen.getByRole('region', { name: contract.chartHeading })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: fill(contract.chartButton, { host }) }),
    ).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('says Jupiter, and swap, wherever the venue is named', () => {
    render(<ContractPage />);
    const { howToBuy } = contract;
    expect(
      screen.getByText(fill(howToBuy.tradeTitle, { trade: howToBuy.tradeSwap })),
    ).toBeInTheDocument();
    expect(screen.getByText(contract.launched)).toBeInTheDocument();
    expect(contract.launched).toContain('Jupiter');
    expect(screen.queryByText(/pump\.fun/)).toBeNull();
  });
});

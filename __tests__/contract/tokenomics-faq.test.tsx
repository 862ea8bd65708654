import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Faq } from '@/components/contract/faq';
import { Tokenomics } from '@/components/contract/tokenomics';

const tokenomics = {
  heading: 'Tokenomics',
  supply: '1,000,000,000',
  supplyLabel: 'Total supply',
  allocation: [
    { name: 'Liquidity pool', percent: 92.5 },
    { name: 'Marketing (memes)', percent: 5 },
    { name: 'Team (locked)', percent: 2.5 },
  ],
  allocationLabel: 'Allocation of the supply',
  taxes: { label: 'Taxes', value: '0% buy / 0% sell' },
  claims: [
    { label: 'Liquidity', text: 'The team says the liquidity is burned.' },
    { label: 'Mint authority', text: 'The team says it is revoked.' },
  ],
  claimsNote: 'What the team says; check it on the explorer.',
};

describe('Tokenomics', () => {
  it('shows the supply, taxes and every part of the allocation with its percentage', () => {
    render(<Tokenomics text={tokenomics} />);
    const region = screen.getByRole('region', { name: 'Tokenomics' });
    expect(within(region).getByText('1,000,000,000')).toBeInTheDocument();
    expect(within(region).getByText('0% buy / 0% sell')).toBeInTheDocument();
    const parts = within(screen.getByRole('list', { name: tokenomics.allocationLabel }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(parts).toEqual(['Liquidity pool92.5%', 'Marketing (memes)5%', 'Team (locked)2.5%']);
  });

  it('draws the allocation as a ring of arcs, each as long as its share, end to end', () => {
    const { container } = render(<Tokenomics text={tokenomics} />);
    expect(screen.getByRole('img', { name: tokenomics.allocationLabel })).toBeInTheDocument();
    const arcs = [...container.querySelectorAll('circle[stroke-dasharray]')];
    expect(arcs.map((arc) => arc.getAttribute('stroke-dasharray'))).toEqual([
      '92.5 7.5',
      '5 95',
      '2.5 97.5',
    ]);
    expect(arcs.map((arc) => Number(arc.getAttribute('stroke-dashoffset')))).toEqual([
      0, -92.5, -97.5,
    ]);
  });

  it("shows the team's statements as theirs", () => {
    render(<Tokenomics text={tokenomics} />);
    expect(screen.getByText(tokenomics.claimsNote)).toBeInTheDocument();
    expect(screen.getByText('The team says the liquidity is burned.')).toBeInTheDocument();
  });
});

describe('Faq', () => {
  it('opens an answer when its question is pressed', async () => {
    const items = [
      { question: 'Is this financial advice?', answer: 'No. It is a koala in a tie.' },
      { question: 'When moon?', answer: 'Right after the stand-up.' },
    ];
    render(<Faq text={{ heading: 'FAQ', items }} />);
    const answer = screen.getByText('No. It is a koala in a tie.');
    expect(answer).not.toBeVisible();
    await userEvent.click(screen.getByText('Is this financial advice?'));
    expect(answer).toBeVisible();
    expect(screen.getByText('Right after the stand-up.')).not.toBeVisible();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NetworkPage from '@/app/network/page';

describe('Network page', () => {
  it('has one h1', () => {
    render(<NetworkPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'My Network' })).toBeInTheDocument();
  });

  it('lists three contacts with name, title, connections and a generated portrait', () => {
    const { container } = render(<NetworkPage />);
    const contacts = screen.getAllByRole('article');
    expect(contacts).toHaveLength(3);
    const first = within(contacts[0]!);
    expect(first.getByRole('heading', { name: 'Sakura Synergy' })).toBeInTheDocument();
    expect(first.getByText(/Senior Vibe Architect/)).toBeInTheDocument();
    expect(first.getByText('2,847 connections')).toBeInTheDocument();
    const portraits = container.querySelectorAll('img[src^="/art/portraits/"]');
    expect(portraits).toHaveLength(3);
    portraits.forEach((img) => {
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    });
  });

  it('gives each contact a Connect button that changes nothing', async () => {
    const user = userEvent.setup();
    const { container } = render(<NetworkPage />);
    const buttons = screen.getAllByRole('button', { name: /^Connect with / });
    expect(buttons).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Connect with Hana Hodlsworth' })).toHaveAttribute(
      'type',
      'button',
    );
    const before = container.innerHTML;
    for (const button of buttons) await user.click(button);
    expect(container.innerHTML).toBe(before);
  });

  it('shows 676 connections and industry shares of 45%, 30% and 25%', () => {
    render(<NetworkPage />);
    const stats = screen.getByRole('region', { name: 'Network statistics' });
    expect(within(stats).getByText('676')).toBeInTheDocument();
    expect(within(stats).getByText('Connections')).toBeInTheDocument();
    const shares = within(stats)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(shares).toEqual([
      'Waifu consulting45%',
      'Memecoin trading30%',
      'Fan art & cosplay logistics25%',
    ]);
  });
});

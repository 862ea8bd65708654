import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NetworkPage from '@/app/(site)/network/page';
import { counted, fill, siteContent } from '@/lib/content';
import { asset } from '@/lib/asset';

const { network } = siteContent();

describe('Network page', () => {
  it('has one h1', () => {
    render(<NetworkPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: network.heading })).toBeInTheDocument();
  });

  it('lists every contact with name, title, connections and a generated portrait', () => {
    const { container } = render(<NetworkPage />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(network.contacts.length);
    network.contacts.forEach((contact, index) => {
      const card = within(cards[index]!);
      expect(card.getByRole('heading', { name: contact.name })).toBeInTheDocument();
      expect(card.getByText(contact.title)).toBeInTheDocument();
      expect(card.getByText(counted(network.connections, contact.connections))).toBeInTheDocument();
    });
    const portraits = container.querySelectorAll(`img[src^="${asset('/art/portraits/')}"]`);
    expect(portraits).toHaveLength(network.contacts.length);
    portraits.forEach((img) => {
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    });
  });

  it('gives each contact a Connect button that changes nothing', async () => {
    const user = userEvent.setup();
    const { container } = render(<NetworkPage />);
    const buttons = network.contacts.map(({ name }) =>
      screen.getByRole('button', { name: fill(network.connectLabel, { name }) }),
    );
    expect(buttons[0]).toHaveAttribute('type', 'button');
    expect(buttons[0]).toHaveTextContent(network.connect);
    const before = container.innerHTML;
    for (const button of buttons) await user.click(button);
    expect(container.innerHTML).toBe(before);
  });

  it('shows the connections count and the industry shares', () => {
    render(<NetworkPage />);
    const stats = screen.getByRole('region', { name: network.stats.heading });
    expect(
      within(stats).getByText(network.stats.connections.toLocaleString('en-US')),
    ).toBeInTheDocument();
    expect(within(stats).getByText(network.stats.connectionsLabel)).toBeInTheDocument();
    const shares = within(stats)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(shares).toEqual(network.stats.industries.map(({ name, share }) => `${name}${share}%`));
  });
});

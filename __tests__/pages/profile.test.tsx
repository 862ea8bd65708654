import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProfilePage from '@/app/profile/page';

describe('Profile page', () => {
  it('shows the name as the only h1, with the headline and a banner', () => {
    render(<ProfilePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Aiko Moonbag' })).toBeInTheDocument();
    expect(screen.getByText(/^Chief Waifu Officer at \$LEWD/)).toBeInTheDocument();
  });

  it('has an Edit Profile button that changes nothing', async () => {
    const user = userEvent.setup();
    const { container } = render(<ProfilePage />);
    const before = container.innerHTML;
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(container.innerHTML).toBe(before);
  });

  it('shows four stat tiles: 247, 42, 153 and 8.5h', () => {
    render(<ProfilePage />);
    const stats = within(screen.getByRole('region', { name: 'Analytics' }));
    const values = stats.getAllByRole('definition').map((dd) => dd.textContent);
    expect(values).toEqual(['247', '42', '153', '8.5h']);
    expect(stats.getAllByRole('term')).toHaveLength(4);
  });

  it('shows four achievements as progress bars at 85, 92, 75 and 60 percent', () => {
    render(<ProfilePage />);
    const section = within(screen.getByRole('region', { name: 'Achievements' }));
    const bars = section.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['85', '92', '75', '60']);
    expect(section.getByRole('progressbar', { name: 'Diamond Hands progress' })).toHaveAttribute(
      'aria-valuenow',
      '85',
    );
    expect(section.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(section.getByText('92%')).toBeInTheDocument();
  });

  it('shows an activity log of four items with their times', () => {
    render(<ProfilePage />);
    const log = within(screen.getByRole('region', { name: 'Activity' }));
    const items = log.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(log.getByText('Skipped a meeting about skipping meetings')).toBeInTheDocument();
    expect(log.getByText('2d ago')).toBeInTheDocument();
    items.forEach((item) => expect(item.querySelector('svg')).not.toBeNull());
  });
});

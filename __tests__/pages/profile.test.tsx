import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProfilePage from '@/app/(site)/profile/page';
import { counted, fill, siteContent } from '@/lib/content';

const { me, profile } = siteContent();

describe('Profile page', () => {
  it('shows the name as the only h1, with the headline, location, connections and a banner', () => {
    render(<ProfilePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const header = screen.getByRole('region', { name: me.name });
    expect(within(header).getByRole('heading', { level: 1, name: me.name })).toBeInTheDocument();
    expect(within(header).getByText(me.headline)).toBeInTheDocument();
    expect(within(header).getByText(me.location)).toBeInTheDocument();
    expect(
      within(header).getByText(counted(profile.connections, me.connections)),
    ).toBeInTheDocument();
    // The banner: decorative, first in the card.
    expect(header.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('has an Edit Profile button that changes nothing', async () => {
    const user = userEvent.setup();
    const { container } = render(<ProfilePage />);
    const before = container.innerHTML;
    await user.click(screen.getByRole('button', { name: profile.editProfile }));
    expect(container.innerHTML).toBe(before);
  });

  it('shows the stat tiles with their labels', () => {
    render(<ProfilePage />);
    const stats = within(screen.getByRole('region', { name: profile.statsHeading }));
    expect(stats.getByText(profile.statsNote)).toBeInTheDocument();
    const values = stats.getAllByRole('definition').map((dd) => dd.textContent);
    expect(values).toEqual(profile.stats.map(({ value }) => value));
    const labels = stats.getAllByRole('term').map((dt) => dt.textContent);
    expect(labels).toEqual(profile.stats.map(({ label }) => label));
  });

  it('shows each achievement with its description and a progress bar at its percentage', () => {
    render(<ProfilePage />);
    const section = within(screen.getByRole('region', { name: profile.achievementsHeading }));
    const bars = section.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(
      profile.achievements.map(({ progress }) => String(progress)),
    );
    expect(section.getAllByRole('heading', { level: 3 })).toHaveLength(profile.achievements.length);
    profile.achievements.forEach(({ title, description, progress }, index) => {
      expect(bars[index]).toHaveAccessibleName(fill(profile.progressLabel, { title }));
      const item = within(bars[index]!.closest('li')!);
      expect(item.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
      expect(item.getByText(description)).toBeInTheDocument();
      expect(item.getByText(`${progress}%`)).toBeInTheDocument();
    });
  });

  it('shows the activity log with each item’s time and icon', () => {
    render(<ProfilePage />);
    const log = within(screen.getByRole('region', { name: profile.activityHeading }));
    const items = log.getAllByRole('listitem');
    expect(items).toHaveLength(profile.activity.length);
    profile.activity.forEach(({ action, time }, index) => {
      expect(items[index]).toHaveTextContent(`${action}${time}`);
      expect(items[index]!.querySelector('svg')).not.toBeNull();
    });
  });
});

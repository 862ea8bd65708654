import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NotificationsPage from '@/app/notifications/page';

describe('Notifications page', () => {
  it('has one h1', () => {
    render(<NotificationsPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
  });

  it('lists four notifications with title and time, the description being optional', () => {
    render(<NotificationsPage />);
    const list = screen.getByRole('region', { name: 'Notifications' });
    const items = within(list).getAllByRole('article');
    expect(items).toHaveLength(4);
    expect(within(items[0]!).getByText('5m ago')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Yuki Overtime wants to connect')).toBeInTheDocument();
    expect(within(items[2]!).getByText('You unlocked Diamond Hands')).toBeInTheDocument();
    expect(items[3]!.querySelectorAll('p')).toHaveLength(1);
    items.forEach((item) => expect(item.querySelector('svg')).not.toBeNull());
  });

  it('puts Accept and Ignore only on the connection request, and they change nothing', async () => {
    const user = userEvent.setup();
    const { container } = render(<NotificationsPage />);
    const connection = screen
      .getByText('Yuki Overtime wants to connect')
      .closest('article') as HTMLElement;
    const accept = within(connection).getByRole('button', { name: 'Accept' });
    const ignore = within(connection).getByRole('button', { name: 'Ignore' });
    expect(screen.getAllByRole('button', { name: 'Accept' })).toHaveLength(1);
    const before = container.innerHTML;
    await user.click(accept);
    await user.click(ignore);
    await user.click(screen.getByRole('button', { name: 'Mark all as ignored' }));
    expect(container.innerHTML).toBe(before);
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('has three labelled setting checkboxes, checked by default and toggleable', async () => {
    const user = userEvent.setup();
    render(<NotificationsPage />);
    const settings = within(screen.getByRole('region', { name: 'Notification settings' }));
    const boxes = settings.getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    boxes.forEach((box) => expect(box).toBeChecked());

    const priceAlerts = settings.getByRole('checkbox', { name: '$LEWD price alerts' });
    await user.click(priceAlerts);
    expect(priceAlerts).not.toBeChecked();
    await user.click(settings.getByText('$LEWD price alerts'));
    expect(priceAlerts).toBeChecked();

    const endorsements = settings.getByLabelText('Endorsements and new followers');
    endorsements.focus();
    await user.keyboard(' ');
    expect(endorsements).not.toBeChecked();
  });
});

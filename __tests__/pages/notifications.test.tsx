import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NotificationsPage from '@/app/(site)/notifications/page';
import { siteContent } from '@/lib/content';

const { notifications } = siteContent();
const { items, settings } = notifications;

describe('Notifications page', () => {
  it('has one h1', () => {
    render(<NotificationsPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 1, name: notifications.heading }),
    ).toBeInTheDocument();
    expect(screen.getByText(notifications.intro)).toBeInTheDocument();
  });

  it('lists every notification with title, icon and time, the description being optional', () => {
    render(<NotificationsPage />);
    const list = screen.getByRole('region', { name: notifications.heading });
    const articles = within(list).getAllByRole('article');
    expect(articles).toHaveLength(items.length);
    items.forEach((item, index) => {
      const article = articles[index]!;
      expect(within(article).getByRole('heading', { name: item.title })).toBeInTheDocument();
      expect(within(article).getByText(item.time)).toBeInTheDocument();
      if (item.description) expect(within(article).getByText(item.description)).toBeInTheDocument();
      expect(article.querySelectorAll('p')).toHaveLength(item.description ? 2 : 1);
      expect(article.querySelector('svg')).not.toBeNull();
    });
  });

  it('puts Accept and Ignore only on connection requests, and they change nothing', async () => {
    const user = userEvent.setup();
    const { container } = render(<NotificationsPage />);
    const articles = screen.getAllByRole('article');
    const requests = items.flatMap((item, index) =>
      item.type === 'connection' ? [articles[index]!] : [],
    );
    expect(screen.queryAllByRole('button', { name: notifications.accept })).toHaveLength(
      requests.length,
    );
    expect(screen.queryAllByRole('button', { name: notifications.ignore })).toHaveLength(
      requests.length,
    );
    const before = container.innerHTML;
    for (const request of requests) {
      await user.click(within(request).getByRole('button', { name: notifications.accept }));
      await user.click(within(request).getByRole('button', { name: notifications.ignore }));
    }
    await user.click(screen.getByRole('button', { name: notifications.markAll }));
    expect(container.innerHTML).toBe(before);
    expect(screen.getAllByRole('article')).toHaveLength(items.length);
  });

  it('has a labelled, described setting checkbox for each setting, checked by default and toggleable', async () => {
    const user = userEvent.setup();
    render(<NotificationsPage />);
    const region = within(screen.getByRole('region', { name: settings.heading }));
    const boxes = region.getAllByRole('checkbox');
    expect(boxes).toHaveLength(settings.items.length);
    settings.items.forEach(({ label, hint }, index) => {
      expect(boxes[index]).toBeChecked();
      expect(boxes[index]).toHaveAccessibleName(label);
      expect(boxes[index]).toHaveAccessibleDescription(hint);
    });

    const lastSetting = settings.items[settings.items.length - 1]!;
    const lastBox = region.getByRole('checkbox', { name: lastSetting.label });
    await user.click(lastBox);
    expect(lastBox).not.toBeChecked();
    await user.click(region.getByText(lastSetting.label));
    expect(lastBox).toBeChecked();

    const firstBox = region.getByLabelText(settings.items[0]!.label);
    firstBox.focus();
    await user.keyboard(' ');
    expect(firstBox).not.toBeChecked();
  });
});

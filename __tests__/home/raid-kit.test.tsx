import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RaidKit } from '@/components/home/raid-kit';
import { siteConfig } from '@/lib/brand';
import { siteContent } from '@/lib/content';
import { raidKitData, raidKitOpenerProps } from '@/lib/raid/site';
import type { RaidKitData } from '@/lib/raid/types';

const text = siteContent().home.raid;
const opener = raidKitOpenerProps()!;
const data: RaidKitData = raidKitData();
let failing = false;

const fetched = jest.fn(async (url: string) => ({
  ok: !failing,
  status: failing ? 503 : 200,
  json: async () => data,
  url,
}));

beforeAll(() => {
  window.fetch = fetched as unknown as typeof fetch;
});

beforeEach(() => {
  fetched.mockClear();
  failing = false;
});

const dialog = () => within(screen.getByRole('dialog', { hidden: true }));

describe('the raid kit on home', () => {
  it('asks for nothing before the press', () => {
    render(<RaidKit {...opener} />);
    expect(screen.getByRole('button', { name: text.open })).toBeVisible();
    expect(fetched).not.toHaveBeenCalled();
  });

  it('loads the posts on the press, each with its links to X, Telegram and Farcaster', async () => {
    const user = userEvent.setup({ delay: null });
    render(<RaidKit {...opener} />);
    await user.click(screen.getByRole('button', { name: text.open }));
    expect(fetched.mock.calls.map(([url]) => url)).toEqual([opener.data]);
    const posts = await waitFor(() => dialog().getAllByRole('listitem', { name: /.+/ }));
    expect(posts).toHaveLength(siteContent().raid!.posts.length);
    const first = within(posts[0]!);
    const hrefs = (name: string) =>
      first.getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href');
    expect(hrefs(text.x)).toBe(data.posts[0]!.links[0]!.href);
    expect(hrefs(text.x)).toMatch(/^https:\/\/x\.com\/intent\/tweet\?text=/);
    expect(hrefs(text.telegram)).toMatch(/^https:\/\/t\.me\/share\/url\?url=https%3A%2F%2F/);
    expect(hrefs(text.farcaster)).toMatch(
      /^https:\/\/farcaster\.xyz\/~\/compose\?text=.+&embeds\[\]=/,
    );
    // "Reply to our post" only where the team names its post (LewdIn names none).
    const reply = first.queryByRole('link', { name: new RegExp(`^${text.reply}`) });
    expect(reply?.getAttribute('href') ?? null).toBe(data.posts[0]!.links[3]?.href ?? null);
    expect(data.posts[0]!.links.some(({ network }) => network === 'reply')).toBe(
      siteConfig().raidReply !== null,
    );
  });

  it('says so when the posts do not come, and tries again', async () => {
    failing = true;
    const user = userEvent.setup({ delay: null });
    render(<RaidKit {...opener} />);
    await user.click(screen.getByRole('button', { name: text.open }));
    await waitFor(() => expect(dialog().getByRole('status')).toHaveTextContent(text.loadError));
    failing = false;
    await user.click(dialog().getByRole('button', { name: text.retry }));
    await waitFor(() =>
      expect(dialog().getAllByRole('listitem', { name: /.+/ }).length).toBeGreaterThan(0),
    );
    expect(fetched).toHaveBeenCalledTimes(2);
  });
});

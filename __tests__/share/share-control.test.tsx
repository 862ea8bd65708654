import { act, fireEvent, render, screen } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { ShareControl } from '@/components/share/share-control';
import { fallbackShare, sharePages } from '@/components/share/share-pages';
import { fill, siteContent } from '@/lib/content';

const { footer, newTab } = siteContent().site;
const text = { ...footer, newTab };
const shareOn = (network: string) => `${fill(footer.shareOn, { network })} ${newTab}`;
import { siteConfig } from '@/lib/brand';

const config = siteConfig();

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));
const mockedPathname = jest.mocked(usePathname);

function setShare(share: Navigator['share'] | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
}

function renderAt(pathname: string) {
  mockedPathname.mockReturnValue(pathname);
  render(<ShareControl pages={sharePages()} fallback={fallbackShare()} text={text} />);
}

const { share } = siteContent().site;
const line = (title: string) => fill(share.page, { title });

describe('ShareControl', () => {
  afterEach(() => setShare(undefined));

  it("links to X and Telegram with the page's canonical URL and a line naming the ticker", () => {
    renderAt('/jobs');
    const url = encodeURIComponent(`${config.siteUrl}/jobs`);
    const text = encodeURIComponent(line(siteContent().pages.jobs.title));
    const x = screen.getByRole('link', { name: shareOn('X') });
    expect(x).toHaveAttribute('href', `https://x.com/intent/post?text=${text}&url=${url}`);
    expect(x).toHaveAttribute('target', '_blank');
    expect(x).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: shareOn('Telegram') })).toHaveAttribute(
      'href',
      `https://t.me/share/url?url=${url}&text=${text}`,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shares home for a path that is no route', () => {
    renderAt('/no-such-page');
    const href = screen.getByRole('link', { name: shareOn('X') }).getAttribute('href')!;
    expect(new URL(href).searchParams.get('url')).toBe(`${config.siteUrl}/`);
    expect(new URL(href).searchParams.get('text')).toBe(share.home);
  });

  it('opens the share sheet with the page where the browser has the Web Share API', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    setShare(share);
    renderAt('/contract');
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: footer.shareThisPage }));
    await act(async () => {});
    expect(share).toHaveBeenCalledWith({
      title: `${siteContent().pages.contract.title} · ${config.brandName}`,
      text: line(siteContent().pages.contract.title),
      url: `${config.siteUrl}/contract`,
    });
  });

  it('says nothing when the visitor closes the share sheet', async () => {
    setShare(jest.fn().mockRejectedValue(new DOMException('closed', 'AbortError')));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: footer.shareThisPage }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PictureShare } from '@/components/share/picture-share-panel';
import type { PictureState } from '@/components/share/picture-share';
import { siteContent } from '@/lib/content';
import { UA } from '../lib/user-agents';

const { memeMaker } = siteContent().home;
const text = { ...memeMaker, newTab: siteContent().site.newTab };
const file = new File([new Uint8Array(8)], 'lewdin-meme.png', { type: 'image/png' });
const ready: PictureState = {
  phase: 'ready',
  file,
  url: 'blob:http://localhost/1',
  shareFailed: false,
};
const remake = { kind: 'meme' as const, fields: { template: '1', top: 'GM', bottom: 'GN' } };

function visitWith(ua: string, share?: (data: ShareData) => Promise<void>) {
  Object.defineProperty(navigator, 'userAgent', { value: ua, configurable: true });
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'canShare', {
    value: share ? () => true : undefined,
    configurable: true,
  });
}

const panel = (state: PictureState) => (
  <PictureShare
    state={state}
    text={text}
    alt="A meme"
    line={text.line}
    width={8}
    height={8}
    onRetry={() => {}}
    onShareFailed={() => {}}
    remake={remake}
  />
);
const renderReady = () => render(panel(ready));

afterEach(() => visitWith(UA.firefoxDesktop));

describe('PictureShare, where the visitor is', () => {
  it('in a browser: Download, and no word about apps', () => {
    visitWith(UA.firefoxDesktop);
    renderReady();
    expect(screen.getByRole('link', { name: text.download })).toHaveAttribute(
      'download',
      'lewdin-meme.png',
    );
    expect(screen.queryByRole('button', { name: text.share })).toBeNull();
    expect(screen.queryByText(text.stuck)).toBeNull();
    expect(screen.queryByRole('link', { name: text.openInBrowser })).toBeNull();
  });

  it('in Instagram’s Android browser: no Download, the line, and the way out with the meme', () => {
    visitWith(UA.instagramAndroid);
    history.replaceState(null, '', '/?from=feed#moments');
    renderReady();
    expect(screen.queryByRole('link', { name: text.download })).toBeNull();
    expect(screen.getByText(text.stuck)).toBeVisible();
    expect(screen.getByRole('link', { name: text.openInBrowser })).toHaveAttribute(
      'href',
      'intent://localhost/?picture=meme&template=1&top=GM&bottom=GN#Intent;scheme=https;end',
    );
  });

  it('in Telegram’s browser, which adds navigator.share after the page is shown, it shares', async () => {
    visitWith(UA.telegramAndroid);
    Object.defineProperty(window, 'TelegramWebview', { value: {}, configurable: true });
    const { rerender } = render(panel({ phase: 'drawing' }));
    const share = jest.fn<Promise<void>, [ShareData]>(() => Promise.resolve());
    visitWith(UA.telegramAndroid, share);
    rerender(panel(ready));
    await userEvent.click(screen.getByRole('button', { name: text.share }));
    expect(share).toHaveBeenCalledWith({ files: [file], text: text.line });
    expect(screen.queryByRole('link', { name: text.download })).toBeNull();
    expect(screen.queryByRole('link', { name: text.openInBrowser })).toBeNull();
    delete (window as { TelegramWebview?: unknown }).TelegramWebview;
  });
});

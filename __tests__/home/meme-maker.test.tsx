import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemeMakerButton } from '@/components/home/meme-maker/meme-maker-button';
import { siteContent } from '@/lib/content';
import { fill } from '@/lib/fill';
import type { MemeMakerOpenerProps, MemeMakerProps } from '@/lib/meme-maker/types';

// The drawing, the face and the templates are the browser's (e2e/meme-maker.spec.ts); here the
// maker's states, with those three stood in for.
const mockFont = { fail: false, calls: 0 };
jest.mock('@/lib/meme-maker/font', () => ({
  loadCaptionFont: async () => {
    mockFont.calls += 1;
    if (mockFont.fail) throw new Error('offline');
  },
}));
const mockReleased: string[] = [];
const mockAdopted: string[] = [];
jest.mock('@/lib/meme-maker/template', () => ({
  adoptRequest: (src: string) => mockAdopted.push(src),
  loadTemplate: async ({ src }: { src: string }) => ({
    image: Object.assign(document.createElement('img'), { src }),
    release: () => mockReleased.push(src),
  }),
}));
const mockRender = jest.fn();
const mockExport = jest.fn<Promise<Blob>, [unknown]>();
jest.mock('@/lib/meme-maker/draw', () => ({
  ...jest.requireActual('@/lib/meme-maker/draw'),
  render: (...args: unknown[]) => mockRender(...args),
  exportMeme: (meme: unknown) => mockExport(meme),
}));

const text = { ...siteContent().home.memeMaker, newTab: siteContent().site.newTab };
const props: MemeMakerProps = {
  text,
  templates: [
    { src: '/art/a.webp', thumb: '/art/a-small.webp', width: 600, height: 400, label: 'A cat' },
    { src: '/art/mascot.svg', thumb: '/art/mascot.svg', width: 980, height: 980, label: 'Mascot' },
  ],
  ticker: '$TEST',
  font: '/art/meme-caption.woff2',
  lang: 'en',
  dir: 'ltr',
  pictureFont: null,
};
const DATA = '/meme-maker/en.json';
/** What home's page carries: the button's words and the addresses its press asks for. */
const openerProps: MemeMakerOpenerProps = {
  text,
  data: DATA,
  font: props.font,
  first: props.templates[0]!.src,
};

const dialog = () => screen.getByRole('dialog', { hidden: true });
const inDialog = () => within(dialog());
const status = () => inDialog().getByRole('status');
const opener = () => screen.getByRole('button', { name: text.open });
const png = () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
let revoked: string[] = [];

/** What the press asked this site for: the maker's words, the face and the first template. */
const fetched = jest.fn(async (url: string) => ({
  ok: true,
  status: 200,
  arrayBuffer: async () => new ArrayBuffer(8),
  json: async () => (url === DATA ? props : null),
  url,
}));

beforeAll(() => {
  window.fetch = fetched as unknown as typeof fetch;
  let made = 0;
  URL.createObjectURL = () => `blob:test/${(made += 1)}`;
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  window.matchMedia = () => ({ matches: false }) as MediaQueryList;
  HTMLCanvasElement.prototype.getContext = function getContext() {
    return {} as CanvasRenderingContext2D;
  } as unknown as typeof HTMLCanvasElement.prototype.getContext;
  performance.mark = jest.fn() as unknown as typeof performance.mark;
});

beforeEach(() => {
  Object.assign(mockFont, { fail: false, calls: 0 });
  mockReleased.length = 0;
  mockAdopted.length = 0;
  fetched.mockClear();
  revoked = [];
  mockRender.mockReset();
  mockExport.mockReset().mockImplementation(async () => png());
});

async function openMaker() {
  const user = userEvent.setup({ delay: null });
  render(<MemeMakerButton {...openerProps} />);
  await user.click(opener());
  await waitFor(() => expect(inDialog().getByRole('img', { name: text.preview })).toBeVisible());
  await waitFor(() => expect(mockRender).toHaveBeenCalled());
  return user;
}

describe('the meme maker', () => {
  it('is a button in the hero strip that loads nothing until pressed', () => {
    render(<MemeMakerButton {...openerProps} />);
    expect(opener()).toHaveAttribute('type', 'button');
    expect(mockFont.calls).toBe(0);
    expect(fetched).not.toHaveBeenCalled();
    expect(dialog()).not.toHaveAttribute('open');
  });

  it('opens on the press, marks the time, and draws the first template in the preview', async () => {
    await openMaker();
    expect(dialog()).toHaveAccessibleName(text.dialogTitle);
    expect(performance.mark).toHaveBeenCalledWith('maker:meme:open');
    expect(performance.mark).toHaveBeenCalledWith('maker:meme:preview');
    expect(mockFont.calls).toBe(1);
    // The maker's words, the face and the first template were asked for on the press, beside the
    // code, and no page carries the words before it.
    expect(fetched.mock.calls.map(([url]) => url).sort()).toEqual(
      ['/art/a.webp', props.font, DATA].sort(),
    );
    expect(mockAdopted).toEqual(['/art/a.webp']);
    const [, , meme] = mockRender.mock.calls.at(-1)!;
    expect(meme).toMatchObject({ size: { width: 1200, height: 800 }, top: '', corner: 'none' });
    const pictures = inDialog().getByRole('group', { name: text.templates });
    expect(within(pictures).getByRole('radio', { name: 'A cat' })).toBeChecked();
    expect(inDialog().getByLabelText(text.top)).toHaveAttribute('placeholder', text.topPlaceholder);
    expect(inDialog().getByLabelText(text.bottom)).toHaveAttribute(
      'placeholder',
      text.bottomPlaceholder,
    );
  });

  it('redraws the preview with the captions, the template and the corner chosen', async () => {
    const user = await openMaker();
    await user.type(inDialog().getByLabelText(text.top), 'gm');
    await user.type(inDialog().getByLabelText(text.bottom), 'wagmi');
    await user.selectOptions(inDialog().getByLabelText(text.ticker), text.corners.bottomRight);
    await user.click(inDialog().getByRole('radio', { name: 'Mascot' }));
    await waitFor(() =>
      expect(mockRender.mock.calls.at(-1)![2]).toMatchObject({
        size: { width: 1200, height: 1200 },
        top: 'gm',
        bottom: 'wagmi',
        ticker: '$TEST',
        corner: 'bottomRight',
      }),
    );
  });

  it('opens by itself with the template, captions and corner the link out of an app carried', async () => {
    history.replaceState(
      null,
      '',
      '/?picture=meme&template=1&top=GM%20%26%20GN&bottom=wen&corner=topLeft',
    );
    render(<MemeMakerButton {...openerProps} />);
    await waitFor(() => expect(mockRender).toHaveBeenCalled());
    expect(dialog()).toHaveAttribute('open');
    expect(inDialog().getByRole('radio', { name: 'Mascot' })).toBeChecked();
    expect(inDialog().getByLabelText(text.top)).toHaveValue('GM & GN');
    expect(inDialog().getByLabelText(text.bottom)).toHaveValue('wen');
    expect(mockRender.mock.calls.at(-1)![2]).toMatchObject({ corner: 'topLeft' });
    history.replaceState(null, '', '/');
  });

  it('opens blank when what the link carried is not a meme it can make', async () => {
    history.replaceState(null, '', '/?picture=meme&template=9&corner=middle');
    render(<MemeMakerButton {...openerProps} />);
    await waitFor(() => expect(mockRender).toHaveBeenCalled());
    expect(inDialog().getByRole('radio', { name: 'A cat' })).toBeChecked();
    expect(mockRender.mock.calls.at(-1)![2]).toMatchObject({ top: '', corner: 'none' });
    history.replaceState(null, '', '/');
  });

  it('makes the picture and offers it to download and post, named after the brand', async () => {
    const user = await openMaker();
    await user.type(inDialog().getByLabelText(text.top), 'gm');
    await user.click(inDialog().getByRole('button', { name: text.make }));
    await waitFor(() => expect(status()).toHaveTextContent(text.ready));
    const alt = fill(text.imageAlt, { template: 'A cat', top: 'gm', bottom: '' }).trim();
    expect(inDialog().getByRole('img', { name: alt })).toHaveAttribute('src', 'blob:test/1');
    const download = inDialog().getByRole('link', { name: text.download });
    expect(download.getAttribute('download')).toMatch(/\.png$/);
    expect(inDialog().getByRole('link', { name: new RegExp(`^${text.postOnX}`) })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent(text.line)),
    );
    // An edit makes the picture stale: it goes, and its object URL with it.
    await user.type(inDialog().getByLabelText(text.bottom), '!');
    expect(inDialog().queryByRole('img', { name: alt })).not.toBeInTheDocument();
    expect(revoked).toContain('blob:test/1');
  });

  it('says so when the picture cannot be drawn, and tries again', async () => {
    mockExport.mockRejectedValueOnce(new Error('no canvas'));
    const user = await openMaker();
    await user.click(inDialog().getByRole('button', { name: text.make }));
    await waitFor(() => expect(status()).toHaveTextContent(text.drawError));
    await user.click(inDialog().getByRole('button', { name: text.retry }));
    await waitFor(() => expect(status()).toHaveTextContent(text.ready));
  });

  it('says so when its code or face cannot load, and tries again', async () => {
    mockFont.fail = true;
    const user = userEvent.setup({ delay: null });
    render(<MemeMakerButton {...openerProps} />);
    await user.click(opener());
    await waitFor(() => expect(status()).toHaveTextContent(text.loadError));
    expect(inDialog().getByRole('button', { name: text.reload })).toBeInTheDocument();

    mockFont.fail = false;
    await user.click(inDialog().getByRole('button', { name: text.retry }));
    await waitFor(() => expect(inDialog().getByRole('img', { name: text.preview })).toBeVisible());
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes, returns focus to its button, and lets the templates and the canvas go', async () => {
    const user = await openMaker();
    const preview = inDialog().getByRole('img', { name: text.preview }) as HTMLCanvasElement;
    await user.click(inDialog().getByRole('radio', { name: 'Mascot' }));
    await waitFor(() => expect(mockRender.mock.calls.at(-1)![2]).toMatchObject({ corner: 'none' }));
    await user.click(inDialog().getByRole('button', { name: text.close }));
    expect(dialog()).not.toHaveAttribute('open');
    expect(opener()).toHaveFocus();
    expect(mockReleased.sort()).toEqual(['/art/a.webp', '/art/mascot.svg']);
    expect([preview.width, preview.height]).toEqual([1, 1]);
  });

  it('hands the made file to the share sheet within the tap', async () => {
    const share = jest.fn(() => Promise.reject(new DOMException('closed', 'AbortError')));
    Object.assign(navigator, { share, canShare: () => true });
    const user = await openMaker();
    await user.click(inDialog().getByRole('button', { name: text.make }));
    await waitFor(() => expect(status()).toHaveTextContent(text.ready));
    fireEvent.click(inDialog().getByRole('button', { name: text.share }));
    expect(share).toHaveBeenCalledTimes(1);
    await act(async () => {});
    // A closed sheet is no error.
    expect(status()).toHaveTextContent(text.ready);
    delete (navigator as { share?: unknown }).share;
    delete (navigator as { canShare?: unknown }).canShare;
  });
});

import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MomentList } from '@/components/home/moment-list';
import { WaifuMoments } from '@/components/home/waifu-moments';
import { waifuMomentsText, type WaifuMoment } from '@/data/home';
import { brandValues, downloadName, fill, shareLine } from '@/lib/moment-card/text';
import { xIntentUrl } from '@/lib/picture-share';
import { shareProps, testBrand } from './share-props';

// The card's drawing module, mocked: the component's states are tested here; the drawing itself
// in the browsers (e2e/moment-share.spec.ts, e2e/journeys/moment-card.spec.ts).
const mockLoad = { count: 0, fail: false };
const mockDraw = jest.fn<Promise<Blob>, [unknown]>();
jest.mock('@/lib/moment-card/draw', () => {
  mockLoad.count += 1;
  if (mockLoad.fail) throw new Error('Failed to load chunk');
  return { drawMomentCard: (input: unknown) => mockDraw(input) };
});

const words = shareProps.text;
const png = () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
const moments: WaifuMoment[] = [
  { id: 'a', author: 'Mei Kawaii', time: '2h', text: 'Mei made 3 waifus.' },
  { id: 'b', author: 'Rin', time: '5h', text: 'Rin made 1 waifu.' },
];
const label = (template: string, author = 'Mei Kawaii') =>
  fill(template, brandValues(testBrand, author));
const shareControl = (author = 'Mei Kawaii') =>
  screen.getByRole('button', { name: label(words.controlLabel, author) });
// Hidden: the closed dialog is out of the accessibility tree; its name is checked once it is open.
const dialog = () => screen.getByRole('dialog', { hidden: true });
const status = () => within(dialog()).getByRole('status');

let coarse = false;
let created: Blob[] = [];
const revoked: string[] = [];

beforeAll(() => {
  // What jsdom leaves out: object URLs and media queries.
  URL.createObjectURL = (blob: Blob) => `blob:test/${created.push(blob)}`;
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  window.matchMedia = (query: string) =>
    ({ matches: query === '(pointer: coarse)' && coarse }) as MediaQueryList;
});

beforeEach(() => {
  jest.resetModules();
  Object.assign(mockLoad, { count: 0, fail: false });
  mockDraw.mockImplementation(async () => png());
  created = [];
  revoked.length = 0;
  coarse = false;
  delete (navigator as { share?: unknown }).share;
  delete (navigator as { canShare?: unknown }).canShare;
});

const text = waifuMomentsText();

function renderList() {
  const user = userEvent.setup({ delay: null });
  render(<MomentList moments={moments} empty={text.moments.empty} share={shareProps} />);
  return user;
}

async function openCard(user: ReturnType<typeof userEvent.setup>, author = 'Mei Kawaii') {
  await user.click(shareControl(author));
  await waitFor(() => expect(status()).toHaveTextContent(words.ready));
}

function stubShare(answer: () => Promise<void>) {
  const share = jest.fn((data: ShareData) => {
    void data;
    return answer();
  });
  Object.assign(navigator, {
    share,
    canShare: (data: ShareData) => !!data.files?.every((file) => file.type === 'image/png'),
  });
  return share;
}

describe("a moment's Share", () => {
  it('is on every moment, named for it, and loads nothing until pressed', async () => {
    // Loading the list's module does not load the drawing code: it is its own chunk.
    await jest.isolateModulesAsync(async () => {
      await import('@/components/home/moment-list');
    });
    expect(mockLoad.count).toBe(0);
    renderList();
    for (const { author } of moments) {
      expect(shareControl(author)).toHaveTextContent(words.control);
      expect(shareControl(author)).toHaveAttribute('type', 'button');
    }
    expect(mockLoad.count).toBe(0);
    expect(dialog()).not.toHaveAttribute('open');
  });

  it('opens the dialog, says it is drawing, then shows the picture and the ways to send it', async () => {
    let finish: (blob: Blob) => void = () => {};
    mockDraw.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const user = renderList();
    await user.click(shareControl());

    expect(dialog()).toHaveAttribute('open');
    expect(dialog()).toHaveAccessibleName(words.dialogTitle);
    await waitFor(() => expect(status()).toHaveTextContent(words.drawing));
    expect(within(dialog()).queryByRole('img')).not.toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: words.close })).toHaveFocus();
    expect(mockDraw).toHaveBeenCalledWith({
      moment: moments[0],
      brand: testBrand,
      note: words.cardNote,
    });

    await act(async () => finish(png()));
    expect(status()).toHaveTextContent(words.ready);
    const picture = within(dialog()).getByRole('img', { name: label(words.imageAlt) });
    expect(picture).toHaveAttribute('src', 'blob:test/1');
    const name = downloadName(words, testBrand, 'Mei Kawaii');
    const download = within(dialog()).getByRole('link', { name: words.download });
    expect(download).toHaveAttribute('href', 'blob:test/1');
    expect(download).toHaveAttribute('download', name);
    expect(created[0]).toBeInstanceOf(File);
    expect((created[0] as File).name).toBe(name);
    expect(created[0]!.type).toBe('image/png');
    const x = within(dialog()).getByRole('link', { name: new RegExp(`^${words.postOnX}`) });
    expect(x).toHaveAttribute('href', xIntentUrl(shareLine(words, testBrand)));
    expect(x).toHaveAttribute('target', '_blank');
    expect(within(dialog()).getByText(label(words.attachNote))).toBeInTheDocument();
    // No share sheet for files in this browser: no Share button, and no touch hint on a mouse.
    expect(within(dialog()).queryByRole('button', { name: words.share })).not.toBeInTheDocument();
    expect(within(dialog()).queryByText(label(words.touchHint))).not.toBeInTheDocument();
  });

  it('says a long press saves the picture on a touch screen', async () => {
    coarse = true;
    const user = renderList();
    await openCard(user);
    expect(within(dialog()).getByText(label(words.touchHint))).toBeInTheDocument();
  });

  it('hands the file it already made to the share sheet, within the second tap', async () => {
    const share = stubShare(() => Promise.resolve());
    const user = renderList();
    await openCard(user, 'Rin');
    expect(share).not.toHaveBeenCalled();

    fireEvent.click(within(dialog()).getByRole('button', { name: words.share }));
    // Called in the click itself, before anything was awaited.
    expect(share).toHaveBeenCalledTimes(1);
    const [data] = share.mock.calls[0]!;
    expect(data.text).toBe(shareLine(words, testBrand));
    expect(data.files).toEqual([created[0]]);
    expect(data.files![0]!.name).toBe(downloadName(words, testBrand, 'Rin'));
    expect(mockDraw).toHaveBeenCalledTimes(1);
  });

  it('takes a closed share sheet calmly, and says so when the device refuses', async () => {
    let answer = () => Promise.reject(new DOMException('closed', 'AbortError'));
    stubShare(() => answer());
    const user = renderList();
    await openCard(user);
    const shareButton = within(dialog()).getByRole('button', { name: words.share });

    await user.click(shareButton);
    expect(status()).toHaveTextContent(words.ready);

    answer = () => Promise.reject(new DOMException('no', 'NotAllowedError'));
    await user.click(shareButton);
    await waitFor(() => expect(status()).toHaveTextContent(words.shareError));
    expect(within(dialog()).getByRole('link', { name: words.download })).toBeInTheDocument();
  });

  it('says so when share() throws at once', async () => {
    stubShare(() => {
      throw new TypeError('not now');
    });
    const user = renderList();
    await openCard(user);
    await user.click(within(dialog()).getByRole('button', { name: words.share }));
    expect(status()).toHaveTextContent(words.shareError);
  });

  it('closes with its button, returns focus to the moment, and lets the object URL go', async () => {
    const user = renderList();
    await openCard(user, 'Rin');
    await user.click(within(dialog()).getByRole('button', { name: words.close }));

    expect(dialog()).not.toHaveAttribute('open');
    expect(within(dialog()).queryByRole('img')).not.toBeInTheDocument();
    expect(shareControl('Rin')).toHaveFocus();
    expect(revoked).toEqual(['blob:test/1']);
  });

  it('drops a picture that finishes after the dialog was closed', async () => {
    let finish: (blob: Blob) => void = () => {};
    mockDraw.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const user = renderList();
    await user.click(shareControl());
    await user.click(within(dialog()).getByRole('button', { name: words.close }));
    await act(async () => finish(png()));

    expect(dialog()).not.toHaveAttribute('open');
    expect(created).toEqual([]);
    expect(shareControl()).toHaveFocus();
  });

  it("tells the visitor when the card's code cannot load, and tries again", async () => {
    mockLoad.fail = true;
    const user = renderList();
    await user.click(shareControl());
    await waitFor(() => expect(status()).toHaveTextContent(label(words.loadError)));
    expect(within(dialog()).getByRole('button', { name: words.reload })).toBeInTheDocument();
    expect(mockDraw).not.toHaveBeenCalled();

    mockLoad.fail = false;
    await user.click(within(dialog()).getByRole('button', { name: words.retry }));
    await waitFor(() => expect(status()).toHaveTextContent(words.ready));
    expect(within(dialog()).getByRole('img')).toBeInTheDocument();
    // Focus stayed in the dialog when Try again went away.
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
  });

  it('tells the visitor when the picture cannot be drawn, and the control still works', async () => {
    mockDraw.mockRejectedValueOnce(new Error('no canvas'));
    const user = renderList();
    await user.click(shareControl());
    await waitFor(() => expect(status()).toHaveTextContent(words.drawError));
    await user.click(within(dialog()).getByRole('button', { name: words.close }));
    expect(shareControl()).toHaveFocus();

    await openCard(user);
    expect(within(dialog()).getByRole('img')).toBeInTheDocument();
  });
});

describe('Share after a submit', () => {
  it("is the next Tab stop after the composer's buttons on the visitor's own moment", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <WaifuMoments
        initialMoments={moments}
        text={text}
        avatar={null}
        actions={<button type="button">Add Image</button>}
        share={shareProps}
      />,
    );
    await user.click(screen.getByRole('button', { name: text.composer.prompt }));
    await user.type(screen.getByLabelText(text.composer.name), 'Aiko');
    await user.type(screen.getByLabelText(text.composer.skill), 'Synergy');
    await user.type(screen.getByLabelText(text.composer.excuse), 'naps');
    await user.click(screen.getByRole('button', { name: text.composer.submit }));
    expect(screen.getByRole('button', { name: text.composer.prompt })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Add Image' })).toHaveFocus();
    await user.tab();
    expect(shareControl('Aiko')).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(status()).toHaveTextContent(words.ready));
    expect(mockDraw).toHaveBeenCalledWith(
      expect.objectContaining({ moment: expect.objectContaining({ author: 'Aiko' }) }),
    );
  });
});

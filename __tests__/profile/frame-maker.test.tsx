import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FrameOpener } from '@/components/profile/frame-maker/frame-opener';
import { fill } from '@/lib/fill';
import { frameMakerProps } from '@/lib/frame-maker/site';
import { MAX_FILE_BYTES } from '@/lib/frame-maker/sniff';

// The maker's chunk, loaded for real unless a test makes its loading fail (offline, or a deploy
// replaced it): a module whose factory throws is not kept, so the next press loads it again. That
// test comes first, before any test has loaded the maker. Drawing and decoding happen in the
// browsers (e2e/frame-maker.spec.ts); here the states and the words.
const mockLoad = { fail: false };
jest.mock('@/components/profile/frame-maker/frame-maker', () => {
  if (mockLoad.fail) throw new Error('Failed to load chunk');
  return jest.requireActual('@/components/profile/frame-maker/frame-maker');
});

const props = frameMakerProps();
const { text, site } = props;
const openerWith = (site: typeof props.site) => (
  <FrameOpener
    {...props}
    site={site}
    button={{ type: 'button', children: text.open }}
    status={{ role: 'status' }}
  />
);
const opener = openerWith(site);

beforeAll(() => {
  // jsdom draws nothing: the preview has no 2D context here.
  HTMLCanvasElement.prototype.getContext = () => null;
  performance.mark = jest.fn() as unknown as typeof performance.mark;
});

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'string' ? Array.from(value, (c) => c.charCodeAt(0)) : [value],
    ),
  );

async function openMaker(rendered = opener) {
  // A device's picker lets any file through ("All files"), whatever the input accepts.
  const user = userEvent.setup({ applyAccept: false });
  render(rendered);
  await user.click(screen.getByRole('button', { name: text.open }));
  const dialog = await screen.findByRole('dialog', { name: text.title });
  return { user, dialog };
}

async function choose(file: File) {
  const { user, dialog } = await openMaker();
  await user.upload(within(dialog).getByLabelText(text.choosePhoto), file);
  return within(dialog);
}

describe('the profile-frame maker', () => {
  it('says when its code did not load, and loads it when pressed again', async () => {
    mockLoad.fail = true;
    const user = userEvent.setup();
    render(opener);
    await user.click(screen.getByRole('button', { name: text.open }));
    expect(await screen.findByText(text.loadError)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    mockLoad.fail = false;
    await user.click(screen.getByRole('button', { name: text.open }));
    expect(await screen.findByRole('dialog', { name: text.title })).toBeInTheDocument();
    expect(screen.queryByText(text.loadError)).not.toBeInTheDocument();
  });

  it('opens from the button beside the photo, marking the press for the bench', async () => {
    const { dialog } = await openMaker();
    expect(performance.mark).toHaveBeenCalledWith('maker:frame:open');
    const maker = within(dialog);
    expect(maker.getByRole('application', { name: text.preview })).toHaveAttribute('tabindex', '0');
    expect(maker.getByLabelText(text.choosePhoto)).toHaveAttribute('accept', 'image/*');
    for (const name of [text.zoomIn, text.zoomOut, text.rotateLeft, text.rotateRight, text.reset]) {
      expect(maker.getByRole('button', { name })).toBeInTheDocument();
    }
    for (const { name } of site.portraits) {
      expect(maker.getByRole('button', { name: fill(text.usePortrait, { name }) })).toBeVisible();
    }
    expect(maker.getByText(text.privacy)).toBeInTheDocument();
  });

  it('asks for the first portrait with the press, before the maker is on the page', async () => {
    // A phone's first preview waits on both the maker's code and the portrait: asked for together,
    // the maker's own image of the portrait gets the response already under way.
    const asked: { src: string; makerShown: boolean }[] = [];
    const { set } = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!;
    jest.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (
      this: HTMLImageElement,
      src: string,
    ) {
      asked.push({ src, makerShown: document.querySelector('dialog') !== null });
      set!.call(this, src);
    });
    await openMaker();
    expect(asked[0]).toEqual({ src: site.portraits[0]!.src, makerShown: false });
    jest.restoreAllMocks();
  });

  it('opened by the link out of an app, asks for the photo again; from its button, does not', async () => {
    history.replaceState(null, '', '/profile?picture=frame');
    const { unmount } = render(opener);
    const dialog = await screen.findByRole('dialog', { name: text.title });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(text.chooseAgain);
    history.replaceState(null, '', '/profile');
    unmount();

    const maker = await openMaker();
    expect(within(maker.dialog).getByRole('alert')).toBeEmptyDOMElement();
  });

  it.each([
    ['a PDF', new File([bytes('%PDF-1.7 …')], 'cv.pdf', { type: 'application/pdf' }), 'notImage'],
    ['text named .jpg', new File(['just words'], 'me.jpg', { type: 'image/jpeg' }), 'notImage'],
    ['an empty file', new File([], 'me.jpg', { type: 'image/jpeg' }), 'empty'],
    [
      'an SVG',
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'me.svg', { type: 'image/svg+xml' }),
      'svg',
    ],
  ] as const)('says what is wrong with %s', async (_, file, problem) => {
    const maker = await choose(file);
    await waitFor(() => expect(maker.getByRole('alert')).toHaveTextContent(text.errors[problem]));
  });

  it('refuses a file over 25 MB before reading it', async () => {
    const file = new File([bytes(0xff, 0xd8, 0xff)], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(file, 'size', { value: MAX_FILE_BYTES + 1 });
    const slice = jest.spyOn(file, 'slice');
    const maker = await choose(file);
    await waitFor(() =>
      expect(maker.getByRole('alert')).toHaveTextContent(
        fill(text.errors.tooBig, { max: MAX_FILE_BYTES / 1024 / 1024 }),
      ),
    );
    expect(slice).not.toHaveBeenCalled();
  });

  it('says a HEIC photo this browser cannot decode needs a JPEG or PNG, or the Photos app', async () => {
    const heic = bytes(0, 0, 0, 24, 'ftyp', 'heic', 0, 0, 0, 0, 'mif1', 'heic');
    const maker = await choose(new File([heic], 'IMG_0001.HEIC', { type: '' }));
    await waitFor(() => expect(maker.getByRole('alert')).toHaveTextContent(text.errors.heic));
  });

  it('says a damaged JPEG cannot be read', async () => {
    const maker = await choose(
      new File([bytes(0xff, 0xd8, 0xff, 0xe0, 'garbage')], 'me.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(maker.getByRole('alert')).toHaveTextContent(text.errors.corrupt));
  });

  it('adds, selects and removes a sticker', async () => {
    // A team may list no stickers: then the test brings one of its own.
    const [first = { src: '/art/stickers/test-hat.webp', width: 512, height: 512, alt: 'A hat' }] =
      site.stickers;
    const { user, dialog } = await openMaker(openerWith({ ...site, stickers: [first] }));
    const maker = within(dialog);
    await user.click(
      maker.getByRole('button', { name: fill(text.addSticker, { sticker: first.alt }) }),
    );
    const placed = maker.getByRole('button', {
      name: fill(text.selectSticker, { sticker: first.alt }),
    });
    expect(placed).toHaveAttribute('aria-pressed', 'true');
    await user.click(maker.getByRole('button', { name: text.photo }));
    expect(placed).toHaveAttribute('aria-pressed', 'false');
    expect(maker.queryByRole('button', { name: text.removeSticker })).not.toBeInTheDocument();
    await user.click(placed);
    await user.click(maker.getByRole('button', { name: text.removeSticker }));
    expect(
      maker.queryByRole('button', { name: fill(text.selectSticker, { sticker: first.alt }) }),
    ).not.toBeInTheDocument();
  });

  it('gives the focus back to its button when closed', async () => {
    const { user, dialog } = await openMaker();
    await user.click(within(dialog).getByRole('button', { name: text.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: text.open })).toHaveFocus();
  });
});

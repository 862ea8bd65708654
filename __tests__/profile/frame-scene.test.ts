import { act, renderHook } from '@testing-library/react';
import { useFrameScene } from '@/components/profile/frame-maker/use-frame-scene';
import { PhotoError, type Decoded } from '@/lib/frame-maker/decode';
import type { FrameSticker } from '@/lib/frame-maker/stickers';

// Each chosen file is read until the test says how it went: the order in which reads end is the
// test's, as on a phone where a large photo takes seconds and a wrong file fails at once.
const reads = new Map<string, { resolve: (photo: Decoded) => void; reject: (e: Error) => void }>();
jest.mock('@/lib/frame-maker/decode', () => ({
  ...jest.requireActual('@/lib/frame-maker/decode'),
  decodePhoto: (file: File) =>
    new Promise((resolve, reject) => reads.set(file.name, { resolve, reject })),
}));
const mockReleased: unknown[] = [];
jest.mock('@/lib/canvas/png', () => ({
  ...jest.requireActual('@/lib/canvas/png'),
  releaseCanvas: (canvas: unknown) => mockReleased.push(canvas),
}));

const photoOf = (): Decoded => ({
  image: document.createElement('canvas'),
  width: 1200,
  height: 900,
});

// One list for every render, as the maker's props give it: a new one would load the stickers again.
const noStickers: FrameSticker[] = [];

function scene() {
  const { result } = renderHook(() => useFrameScene(noStickers));
  // Starts reading the file; the read ends when the test calls `end`.
  const choose = (name: string) =>
    act(() => {
      void result.current.choose(new File(['x'], name));
    });
  const end = async (name: string, outcome: Decoded | Error) => {
    const read = reads.get(name)!;
    await act(async () => {
      if (outcome instanceof Error) read.reject(outcome);
      else read.resolve(outcome);
    });
  };
  return { result, choose, end };
}

beforeEach(() => {
  reads.clear();
  mockReleased.length = 0;
});

describe("the frame maker's picture", () => {
  it('shows a good photo still being read when a wrong file comes, beside the wrong file’s words', async () => {
    const { result, choose, end } = scene();
    const good = photoOf();
    choose('me.jpg');
    choose('cv.pdf');
    await end('cv.pdf', new PhotoError('notImage'));
    expect(result.current.problem).toBe('notImage');
    // Make still waits: the good photo may yet be shown.
    expect(result.current.decoding).toBe(true);

    await end('me.jpg', good);
    expect(result.current.photo).toBe(good);
    expect(result.current.problem).toBe('notImage');
    expect(result.current.decoding).toBe(false);
  });

  it('drops, and releases, a photo that arrives after a newer one was shown', async () => {
    const { result, choose, end } = scene();
    const slow = photoOf();
    const fast = photoOf();
    choose('large.jpg');
    choose('small.jpg');
    await end('small.jpg', fast);
    expect(result.current.photo).toBe(fast);
    // The slow one can no longer be shown, so Make need not wait for it.
    expect(result.current.decoding).toBe(false);

    await end('large.jpg', slow);
    expect(result.current.photo).toBe(fast);
    expect(mockReleased).toEqual([slow.image]);
  });

  it('clears a wrong file’s words once a newer photo is shown, and releases the one it replaces', async () => {
    const { result, choose, end } = scene();
    const first = photoOf();
    const second = photoOf();
    choose('first.jpg');
    await end('first.jpg', first);
    choose('notes.txt');
    await end('notes.txt', new PhotoError('notImage'));
    expect(result.current.problem).toBe('notImage');
    expect(result.current.photo).toBe(first);

    choose('second.jpg');
    expect(result.current.decoding).toBe(true);
    await end('second.jpg', second);
    expect(result.current.problem).toBeNull();
    expect(result.current.photo).toBe(second);
    expect(mockReleased).toEqual([first.image]);
  });

  it('reports a file that fails after a newer one was chosen by the newer one’s outcome alone', async () => {
    const { result, choose, end } = scene();
    const good = photoOf();
    choose('broken.jpg');
    choose('me.jpg');
    await end('me.jpg', good);
    await end('broken.jpg', new PhotoError('corrupt'));
    expect(result.current.photo).toBe(good);
    expect(result.current.problem).toBeNull();
  });
});

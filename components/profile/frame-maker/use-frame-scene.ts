'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { decodePhoto, loadPicture, PhotoError, type Decoded } from '@/lib/frame-maker/decode';
import { releaseCanvas } from '@/lib/canvas/png';
import {
  centred,
  clampPlacement,
  moveBy,
  transformAbout,
  type Placement,
} from '@/lib/frame-maker/placement';
import type { PhotoProblem } from '@/lib/frame-maker/sniff';
import {
  moveSticker,
  newSticker,
  STICKER_SIZE,
  stickerAt,
  transformSticker,
  type FrameSticker,
  type PlacedSticker,
} from '@/lib/frame-maker/stickers';
import type { FramePoint } from './use-frame-gestures';

/** The generated portraits are square SVGs; drawn at this size, they stay sharp at 5× zoom. */
const PORTRAIT_PIXELS = 1080;

function release(photo: Decoded | null) {
  if (!photo) return;
  if (photo.image instanceof HTMLCanvasElement) releaseCanvas(photo.image);
  else if (typeof ImageBitmap !== 'undefined' && photo.image instanceof ImageBitmap) {
    photo.image.close();
  }
}

/**
 * The maker's picture: the photo (the visitor's file or a portrait) and where it sits, and the
 * stickers on it. The newest picture asked for that can be used is shown: one that arrives after a
 * newer one was shown is dropped, and a file that cannot be used reports its problem without
 * dropping a good one still being read. Everything decoded is released when replaced and when the
 * maker closes.
 */
export function useFrameScene(stickerSources: readonly FrameSticker[]) {
  const [photo, setPhoto] = useState<Decoded | null>(null);
  const [placement, setPlacement] = useState<Placement>(centred);
  const [stickers, setStickers] = useState<PlacedSticker[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const [stickerImages, setStickerImages] = useState<HTMLImageElement[]>([]);
  // A chosen photo that may still be shown is being read: Make waits for it, so it never makes
  // the picture it replaces.
  const [decoding, setDecoding] = useState(false);
  const current = useRef<Decoded | null>(null);
  // Each picture asked for gets a number, in order; `shown` is the number of the one shown.
  const asked = useRef(0);
  const shown = useRef(0);
  const reading = useRef(new Set<number>());

  const settle = useCallback(() => {
    setDecoding([...reading.current].some((id) => id > shown.current));
  }, []);

  /** Shows picture `id` if nothing newer is shown; its ask's problem, if any, stays beside it. */
  const arrive = useCallback((id: number, next: Decoded) => {
    if (id < shown.current) {
      release(next);
      return;
    }
    release(current.current);
    current.current = next;
    shown.current = id;
    setPhoto(next);
    setPlacement(centred());
    setSelected(null);
    if (id === asked.current) setProblem(null);
  }, []);

  const choose = useCallback(
    async (file: File) => {
      const id = (asked.current += 1);
      reading.current.add(id);
      setDecoding(true);
      try {
        arrive(id, await decodePhoto(file));
      } catch (error) {
        if (id === asked.current)
          setProblem(error instanceof PhotoError ? error.problem : 'corrupt');
      } finally {
        reading.current.delete(id);
        settle();
      }
    },
    [arrive, settle],
  );

  const pickPortrait = useCallback(
    async (src: string) => {
      const id = (asked.current += 1);
      try {
        const image = await loadPicture(src);
        arrive(id, { image, width: PORTRAIT_PIXELS, height: PORTRAIT_PIXELS });
        settle();
      } catch {
        // Our own picture did not load (offline): the last good picture stays, as it is.
      }
    },
    [arrive, settle],
  );

  useEffect(() => {
    let live = true;
    Promise.all(stickerSources.map(({ src }) => loadPicture(src))).then(
      (images) => {
        if (live) setStickerImages(images);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [stickerSources]);

  useEffect(
    () => () => {
      release(current.current);
      current.current = null;
    },
    [],
  );

  const aspect = (index: number) => {
    const source = stickerSources[index];
    return source ? source.height / source.width : 1;
  };

  const grab = (at: FramePoint) => setSelected(stickerAt(stickers, at, aspect));

  const move = (dx: number, dy: number) => {
    if (selected !== null) {
      setStickers((list) => list.map((s, i) => (i === selected ? moveSticker(s, dx, dy) : s)));
    } else if (photo) {
      setPlacement((p) => moveBy(p, dx, dy, photo));
    }
  };

  const transform = ({
    factor,
    angle,
    about = { x: 0.5, y: 0.5 },
  }: {
    factor?: number;
    angle?: number;
    about?: FramePoint;
  }) => {
    if (selected !== null) {
      setStickers((list) =>
        list.map((s, i) => (i === selected ? transformSticker(s, { factor, angle }) : s)),
      );
    } else if (photo) {
      const centre = { x: about.x - 0.5, y: about.y - 0.5 };
      setPlacement((p) => transformAbout(p, { factor, angle, about: centre }, photo));
    }
  };

  const reset = () => {
    if (selected !== null) {
      setStickers((list) =>
        list.map((s, i) =>
          i === selected ? { ...s, size: STICKER_SIZE.initial, rotation: 0 } : s,
        ),
      );
    } else if (photo) {
      setPlacement(clampPlacement(centred(), photo));
    }
  };

  const addSticker = (index: number) => {
    setStickers((list) => [...list, newSticker(index, list.length)]);
    setSelected(stickers.length);
  };

  const removeSelected = () => {
    if (selected === null) return;
    setStickers((list) => list.filter((_, i) => i !== selected));
    setSelected(null);
  };

  return {
    photo,
    decoding,
    placement,
    stickers,
    stickerImages,
    selected,
    problem,
    choose,
    pickPortrait,
    select: setSelected,
    grab,
    move,
    transform,
    reset,
    addSticker,
    removeSelected,
  };
}

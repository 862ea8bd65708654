'use client';

import { useEffect, useRef, useState } from 'react';
import { clsx } from 'clsx';
import { PictureDialog, usePicture, type PictureJob } from '@/components/share/picture-share';
import { PictureShare } from '@/components/share/picture-share-panel';
import { buttonClass, buttonVariants } from '@/components/ui/styles';
import { addPictureFont, fontsFor } from '@/lib/canvas/picture-font';
import { exportFrame } from '@/lib/frame-maker/export';
import { render, RING_FONT, type FrameScene } from '@/lib/frame-maker/render';
import { MAX_FILE_BYTES } from '@/lib/frame-maker/sniff';
import { fill } from '@/lib/fill';
import { pngName } from '@/lib/picture-share';
import { PicturePicker } from './picture-picker';
import { PlacementControls } from './placement-controls';
import { StickerTray } from './sticker-tray';
import type { FrameMakerProps } from './types';
import { useFrameGestures } from './use-frame-gestures';
import { useFrameScene } from './use-frame-scene';
import { usePreview } from './use-preview';

const KEY_STEP = 0.02;
const ZOOM_STEP = 1.15;
const TURN_STEP = Math.PI / 36;

/**
 * The ring's fonts: the page's script's face (when its language has one) before the system's,
 * once the slices for the ring's text are here; the system's until then, and if they never come.
 */
function useRingFont(manifest: string | null, ringText: string) {
  const [font, setFont] = useState<string | undefined>();
  const [ready] = useState(() =>
    addPictureFont(manifest).then(async (faces) => {
      if (!faces) return undefined;
      const stack = `${faces}${RING_FONT}`;
      await fontsFor(`700 64px ${stack}`, ringText);
      return stack;
    }),
  );
  useEffect(() => {
    let live = true;
    void ready.then((stack) => live && setFont(stack));
    return () => {
      live = false;
    };
  }, [ready]);
  return { font, ready };
}

/**
 * The profile-frame maker: the visitor's photo (or a portrait) in the brand's "#OpenTo…" ring,
 * placed by touch, mouse, keyboard or buttons, with the team's stickers, made into a 1080 × 1080
 * PNG to share. Its own chunk, loaded by FrameOpener on the first press.
 */
export function FrameMaker({ text, site, newTab, onClose, again }: FrameMakerProps) {
  const scene = useFrameScene(site.stickers);
  const picture = usePicture();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [dropping, setDropping] = useState(false);
  const ringFont = useRingFont(site.pictureFont, text.ringText);

  const frameScene: FrameScene = {
    photo: scene.photo,
    placement: scene.placement,
    stickers: scene.stickers.flatMap((placed) => {
      const image = scene.stickerImages[placed.sticker];
      return image ? [{ ...placed, image }] : [];
    }),
    text: text.ringText,
    dir: site.dir,
    font: ringFont.font,
    colors: site.colors,
    selected: scene.selected,
  };
  usePreview(canvas, frameScene, render, Boolean(scene.photo));

  useFrameGestures(canvas, {
    onGrab: scene.grab,
    onMove: scene.move,
    onTransform: scene.transform,
  });

  const { pickPortrait, choose } = scene;
  const firstPortrait = site.portraits[0]?.src;
  useEffect(() => {
    if (firstPortrait) void pickPortrait(firstPortrait);
  }, [firstPortrait, pickPortrait]);

  // A picture made before an edit no longer shows what the preview does.
  const { reset } = picture;
  useEffect(reset, [reset, scene.photo, scene.placement, scene.stickers]);

  useEffect(() => {
    const paste = (event: ClipboardEvent) => {
      const file = event.clipboardData?.files[0];
      if (file) void choose(file);
    };
    document.addEventListener('paste', paste);
    return () => document.removeEventListener('paste', paste);
  }, [choose]);

  const keys = (event: React.KeyboardEvent) => {
    const step = event.shiftKey ? KEY_STEP * 4 : KEY_STEP;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => scene.move(-step, 0),
      ArrowRight: () => scene.move(step, 0),
      ArrowUp: () => scene.move(0, -step),
      ArrowDown: () => scene.move(0, step),
      '+': () => scene.transform({ factor: ZOOM_STEP }),
      '=': () => scene.transform({ factor: ZOOM_STEP }),
      '-': () => scene.transform({ factor: 1 / ZOOM_STEP }),
      '[': () => scene.transform({ angle: -TURN_STEP }),
      ']': () => scene.transform({ angle: TURN_STEP }),
      Delete: scene.removeSelected,
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const job: PictureJob<null> = {
    load: async () => null,
    draw: async () => exportFrame({ ...frameScene, font: await ringFont.ready, selected: null }),
    fileName: pngName(text.share.fileName, {}, site.brand.name),
  };

  const problem = scene.problem
    ? fill(text.errors[scene.problem], { max: MAX_FILE_BYTES / 1024 / 1024 })
    : '';

  return (
    <PictureDialog open title={text.title} closeLabel={text.close} onClosed={onClose}>
      <div
        className={clsx('grid gap-3 sm:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]', {
          'outline-dashed outline-2 outline-brand': dropping,
        })}
        onDragOver={(event) => {
          event.preventDefault();
          setDropping(true);
        }}
        onDragLeave={() => setDropping(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDropping(false);
          const file = event.dataTransfer.files[0];
          if (file) void choose(file);
        }}
      >
        <div className="flex flex-col gap-2">
          <canvas
            ref={canvas}
            tabIndex={0}
            role="application"
            aria-label={text.preview}
            onKeyDown={keys}
            className="aspect-square w-full touch-none select-none rounded-md bg-brand-soft"
          />
          <PlacementControls text={text} onTransform={scene.transform} onReset={scene.reset} />
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          <p role="alert" className="text-sm font-semibold text-ink empty:hidden">
            {problem || (again ? text.chooseAgain : '')}
          </p>
          <PicturePicker
            text={text}
            portraits={site.portraits}
            onFile={choose}
            onPortrait={pickPortrait}
          />
          <StickerTray
            text={text}
            stickers={site.stickers}
            placed={scene.stickers}
            selected={scene.selected}
            onAdd={scene.addSticker}
            onSelect={scene.select}
            onRemove={scene.removeSelected}
          />
          <button
            type="button"
            disabled={!scene.photo || scene.decoding || picture.state.phase === 'drawing'}
            onClick={() => void picture.make(job)}
            className={clsx(buttonClass, buttonVariants.primary, 'min-h-10 disabled:opacity-60')}
          >
            {text.make}
          </button>
        </div>
      </div>
      <PictureShare
        state={picture.state}
        text={{ ...text.share, newTab, retry: text.retry, loadError: text.loadError }}
        alt={text.imageAlt}
        line={text.share.line}
        width={1080}
        height={1080}
        onRetry={picture.retry}
        onShareFailed={picture.shareFailed}
        remake={{ kind: 'frame' }}
      />
      {picture.state.phase === 'ready' ? (
        <figure className="flex items-center gap-3">
          {/* eslint-disable-next-line @next/next/no-img-element -- an object URL the browser made */}
          <img
            src={picture.state.url}
            alt=""
            width={96}
            height={96}
            className="size-24 rounded-full border border-line"
          />
          <figcaption className="text-sm text-muted">{text.avatarPreview}</figcaption>
        </figure>
      ) : null}
    </PictureDialog>
  );
}

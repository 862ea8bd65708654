'use client';

import { useEffect, useRef, useState } from 'react';
import { clsx } from 'clsx';
import { RetryActions, usePicture } from '@/components/share/picture-share';
import { PictureShare } from '@/components/share/picture-share-panel';
import { buttonClass, buttonVariants } from '@/components/ui/styles';
import { releaseCanvas } from '@/lib/canvas/png';
import { fill } from '@/lib/fill';
import { addPictureFont, fontsFor } from '@/lib/canvas/picture-font';
import {
  captionFont,
  CORNERS,
  exportMeme,
  render,
  type Corner,
  type Meme,
} from '@/lib/meme-maker/draw';
import { loadCaptionFont } from '@/lib/meme-maker/font';
import { CAPTION_MAX, outputSize } from '@/lib/meme-maker/layout';
import { adoptRequest, loadTemplate, type LoadedTemplate } from '@/lib/meme-maker/template';
import type { MemeMakerProps } from '@/lib/meme-maker/types';
import { arrivedWith } from '@/lib/picture-return';
import { pngName } from '@/lib/picture-share';

const field = 'mt-1 block min-h-10 w-full rounded-md border border-line bg-surface px-3 text-ink';

type Shown = { index: number; image: HTMLImageElement } | 'loading' | 'failed';

/** The meme the link out of an app's browser carried (picture-share-panel.tsx), or a blank one. */
function remade(arrival: URLSearchParams | null, count: number) {
  const index = Number(arrival?.get('template'));
  const corner = arrival?.get('corner') as Corner;
  const caption = (name: string) => (arrival?.get(name) ?? '').slice(0, CAPTION_MAX);
  return {
    index: Number.isInteger(index) && index >= 0 && index < count ? index : 0,
    top: caption('top'),
    bottom: caption('bottom'),
    corner: CORNERS.includes(corner) ? corner : 'none',
  };
}

/**
 * The maker, once its caption face is here (drawing never starts in a fallback face), with the
 * press's own request for the first template handed to the template loader.
 */
export async function ready(face: Response, first: string, template: Promise<Response | null>) {
  adoptRequest(first, template);
  await loadCaptionFont(await face.arrayBuffer());
  return MemeMaker;
}

/**
 * The meme maker: a template, top and bottom captions and the ticker's corner, drawn live on a
 * preview canvas at the device's pixel ratio; "Make the picture" draws the PNG at its own size and
 * hands it to the picture share. Its own chunk, loaded on the first press of "Make a meme".
 */
export function MemeMaker({ text, templates, ticker, dir, pictureFont }: MemeMakerProps) {
  const [first] = useState(() => remade(arrivedWith('meme'), templates.length));
  const [index, setIndex] = useState(first.index);
  const [top, setTop] = useState(first.top);
  const [bottom, setBottom] = useState(first.bottom);
  const [corner, setCorner] = useState<Corner>(first.corner);
  const [shown, setShown] = useState<Shown>('loading');
  const [attempt, setAttempt] = useState(0);
  // The page's script's face, added once the maker is open; captions typed in it wait for it.
  const [faces, setFaces] = useState('');
  useEffect(() => {
    let live = true;
    void addPictureFont(pictureFont).then((added) => live && setFaces(added));
    return () => {
      live = false;
    };
  }, [pictureFont]);
  const loaded = useRef(new Map<number, LoadedTemplate>());
  const canvas = useRef<HTMLCanvasElement>(null);
  const previewed = useRef(false);
  const picture = usePicture();
  const template = templates[index]!;
  const size = outputSize(template);
  const image = typeof shown === 'object' && shown.index === index ? shown.image : null;

  useEffect(() => {
    let live = true;
    const cached = loaded.current.get(index);
    if (cached) {
      setShown({ index, image: cached.image });
      return;
    }
    setShown('loading');
    loadTemplate(templates[index]!).then(
      (made) => {
        loaded.current.set(index, made);
        if (live) setShown({ index, image: made.image });
      },
      () => live && setShown('failed'),
    );
    return () => {
      live = false;
    };
  }, [index, templates, attempt]);

  // Closing the maker lets every template's object URL and the preview's pixels go.
  useEffect(() => {
    const templatesLoaded = loaded.current;
    const preview = canvas.current;
    return () => {
      for (const made of templatesLoaded.values()) made.release();
      templatesLoaded.clear();
      if (preview) releaseCanvas(preview);
    };
  }, []);

  const meme: Meme | null = image ? { image, size, top, bottom, ticker, corner, dir, faces } : null;

  useEffect(() => {
    const preview = canvas.current;
    if (!preview || !image) return;
    const meme = { image, size: outputSize(template), top, bottom, ticker, corner, dir, faces };
    const width = Math.min(
      meme.size.width,
      Math.round((preview.clientWidth || meme.size.width) * (window.devicePixelRatio || 1)),
    );
    const target = { width, height: Math.round((width * meme.size.height) / meme.size.width) };
    preview.width = target.width;
    preview.height = target.height;
    const ctx = preview.getContext('2d');
    if (!ctx) return;
    render(ctx, target, meme);
    if (!previewed.current) {
      previewed.current = true;
      performance.mark('maker:meme:preview');
    }
    if (!faces) return;
    // Drawn again once the slices for what was typed are here (at once when they already are).
    let live = true;
    void fontsFor(captionFont(64, faces), top, bottom).then(
      () => live && render(ctx, target, meme),
    );
    return () => {
      live = false;
    };
  }, [image, template, top, bottom, ticker, corner, dir, faces]);

  /** An edit makes the picture already made stale. */
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      picture.reset();
    };

  const make = () => {
    if (!meme) return;
    void picture.make({
      load: async () => null,
      draw: async () => {
        if (faces) await fontsFor(captionFont(64, faces), meme.top, meme.bottom);
        return exportMeme(meme);
      },
      fileName: pngName(text.fileName, {}, 'meme'),
    });
  };

  return (
    <div className="flex max-h-[80vh] flex-col gap-3 overflow-y-auto">
      <canvas
        ref={canvas}
        role="img"
        aria-label={text.preview}
        width={1}
        height={1}
        className="block w-full rounded-md border border-line bg-canvas"
        style={{ aspectRatio: `${size.width} / ${size.height}` }}
      />
      {shown === 'failed' && (
        <>
          <p role="alert" className="text-sm text-muted">
            {text.loadError}
          </p>
          <RetryActions
            retry={text.retry}
            reload={text.reload}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        </>
      )}
      <fieldset>
        <legend className="text-sm font-semibold">{text.templates}</legend>
        <div className="mt-1 flex gap-2 overflow-x-auto p-1">
          {templates.map(({ thumb, label }, i) => (
            <label key={thumb} className="shrink-0 cursor-pointer">
              <input
                type="radio"
                name="meme-template"
                value={i}
                checked={i === index}
                onChange={() => edit(setIndex)(i)}
                className="peer sr-only"
              />
              {/* eslint-disable-next-line @next/next/no-img-element -- the build's own picture */}
              <img
                src={thumb}
                alt=""
                width={56}
                height={56}
                className="size-14 rounded-md border border-line object-cover peer-checked:ring-2 peer-checked:ring-brand peer-focus-visible:outline peer-focus-visible:outline-2"
              />
              <span className="sr-only">{label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        {(
          [
            ['top', text.top, text.topPlaceholder, top, setTop],
            ['bottom', text.bottom, text.bottomPlaceholder, bottom, setBottom],
          ] as const
        ).map(([name, label, placeholder, value, set]) => (
          <label key={name} className="text-sm font-semibold">
            {label}
            <input
              type="text"
              name={name}
              value={value}
              maxLength={CAPTION_MAX}
              placeholder={placeholder}
              autoComplete="off"
              onChange={(event) => edit(set)(event.target.value)}
              className={clsx(field, 'font-normal')}
            />
          </label>
        ))}
      </div>
      <label className="text-sm font-semibold">
        {text.ticker}
        <select
          value={corner}
          onChange={(event) => edit(setCorner)(event.target.value as Corner)}
          className={clsx(field, 'font-normal')}
        >
          {CORNERS.map((value) => (
            <option key={value} value={value}>
              {text.corners[value]}
            </option>
          ))}
        </select>
      </label>
      <div>
        <button
          type="button"
          onClick={make}
          disabled={!meme || picture.state.phase === 'drawing'}
          className={clsx(buttonClass, buttonVariants.primary, 'min-h-10 disabled:opacity-60')}
        >
          {text.make}
        </button>
      </div>
      <PictureShare
        state={picture.state}
        text={text}
        alt={fill(text.imageAlt, { template: template.label, top, bottom }).trim()}
        line={text.line}
        width={size.width}
        height={size.height}
        onRetry={picture.retry}
        onShareFailed={picture.shareFailed}
        remake={{ kind: 'meme', fields: { template: String(index), top, bottom, corner } }}
      />
    </div>
  );
}

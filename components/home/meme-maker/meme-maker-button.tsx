'use client';

import { useEffect, useRef, useState } from 'react';
import { clsx } from 'clsx';
import { PictureDialog, RetryActions } from '@/components/share/picture-share';
import { buttonClass, buttonVariants } from '@/components/ui/styles';
import { fetchOk } from '@/lib/meme-maker/fetch-ok';
import { arrivedWith } from '@/lib/picture-return';
import type { MemeMakerOpenerProps, MemeMakerProps } from '@/lib/meme-maker/types';

type Maker = (typeof import('./meme-maker'))['MemeMaker'];

type Loaded = { Maker: Maker; props: MemeMakerProps };

/**
 * The maker's code, its words and templates, its caption face and its first template, asked for
 * together on the first press and never before: on a phone each is a round trip, and the first
 * preview waits on all four. A template that fails is the maker's to report, with its own Try again.
 */
const loadMaker = ({ data, font, first }: MemeMakerOpenerProps): Promise<Loaded> => {
  const template = fetchOk(first).catch(() => null);
  const props = fetchOk(data).then((response) => response.json() as Promise<MemeMakerProps>);
  return Promise.all([import('./meme-maker'), fetchOk(font), props]).then(
    async ([module, face, loaded]) => ({
      Maker: await module.ready(face, first, template),
      props: loaded,
    }),
  );
};

/** "Make a meme" in the hero strip, and the dialog the maker opens in. */
export function MemeMakerButton(props: MemeMakerOpenerProps) {
  const { text } = props;
  const [open, setOpen] = useState(false);
  const [maker, setMaker] = useState<Loaded | 'loading' | 'failed'>('loading');
  const button = useRef<HTMLButtonElement>(null);

  const load = () => {
    setMaker('loading');
    loadMaker(props).then(
      (loaded) => setMaker(loaded),
      // Offline, or a deploy since the page loaded has replaced the chunk.
      () => setMaker('failed'),
    );
  };

  const press = () => {
    performance.mark('maker:meme:open');
    setOpen(true);
    if (typeof maker !== 'object') load();
  };

  // Back from an app's browser with a meme: the maker opens, and takes it from the address.
  useEffect(() => {
    // The address is read after hydration: the exported page knows no visitor's query.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (arrivedWith('meme')) press();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  const closed = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={press}
        className={clsx(buttonClass, buttonVariants.outline, 'min-h-10')}
      >
        {text.open}
      </button>
      <PictureDialog open={open} title={text.dialogTitle} closeLabel={text.close} onClosed={closed}>
        {typeof maker === 'object' ? (
          <maker.Maker {...maker.props} />
        ) : (
          <>
            <p role="status" className="min-h-5 text-sm text-muted">
              {maker === 'failed' ? text.loadError : text.loading}
            </p>
            {maker === 'failed' && (
              <RetryActions retry={text.retry} reload={text.reload} onRetry={load} />
            )}
          </>
        )}
      </PictureDialog>
    </>
  );
}

'use client';

import { useRef, useState, type ComponentType } from 'react';
import { clsx } from 'clsx';
import { buttonClass, buttonVariants } from '@/components/ui/styles';
import type { FrameMakerProps } from './frame-maker';

type Maker = ComponentType<FrameMakerProps>;
type FrameOpenerProps = Omit<FrameMakerProps, 'onClose'> & { icon: React.ReactNode };

/** The maker: its own chunk, fetched on the first press and never before. */
const loadMaker = () => import('./frame-maker').then((module) => module.FrameMaker);

/**
 * The button beside the photo that opens the profile-frame maker. All of the maker is fetched on
 * the first press; when that fails (offline, or a deploy replaced the chunk) it says so here, with
 * another try.
 */
export function FrameOpener({ icon, ...props }: FrameOpenerProps) {
  const { text } = props;
  const [phase, setPhase] = useState<'closed' | 'loading' | 'failed' | 'open'>('closed');
  const [Maker, setMaker] = useState<Maker | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  const open = () => {
    performance.mark('maker:frame:open');
    if (Maker) {
      setPhase('open');
      return;
    }
    setPhase('loading');
    loadMaker().then(
      (loaded) => {
        setMaker(() => loaded);
        setPhase('open');
      },
      () => setPhase('failed'),
    );
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={open}
        aria-busy={phase === 'loading'}
        className={clsx(buttonClass, buttonVariants.primary)}
      >
        {icon}
        {text.open}
      </button>
      <p role="status" className="basis-full text-sm text-muted empty:hidden">
        {phase === 'loading' ? text.loading : phase === 'failed' ? text.loadError : ''}
      </p>
      {phase === 'failed' ? (
        <button type="button" onClick={open} className={clsx(buttonClass, buttonVariants.outline)}>
          {text.retry}
        </button>
      ) : null}
      {phase === 'open' && Maker ? (
        <Maker
          {...props}
          onClose={() => {
            setPhase('closed');
            button.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}

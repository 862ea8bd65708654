'use client';

import { useRef, useState, type ComponentType } from 'react';
import type { FrameMakerProps } from './frame-maker';

type FrameOpenerProps = Omit<FrameMakerProps, 'onClose'> & {
  icon: React.ReactNode;
  className: string;
};

/**
 * The button beside the photo that opens the profile-frame maker. All of the maker is fetched on
 * the first press (its own chunk); when that fails (offline, or a deploy replaced the chunk) the
 * status says so and the same button tries again. Kept this small: it is on /profile's first load.
 */
export function FrameOpener({ icon, className, ...props }: FrameOpenerProps) {
  const { text } = props;
  const [phase, setPhase] = useState<'closed' | 'loading' | 'failed' | 'open'>('closed');
  const [Maker, setMaker] = useState<ComponentType<FrameMakerProps>>();
  const button = useRef<HTMLButtonElement>(null);

  const open = () => {
    performance.mark('maker:frame:open');
    setPhase('loading');
    import('./frame-maker')
      .then((loaded) => loaded.FrameMaker)
      .then(
        (loaded) => {
          setMaker(() => loaded);
          setPhase('open');
        },
        () => setPhase('failed'),
      );
  };

  return (
    <>
      <button ref={button} type="button" onClick={open} className={className}>
        {icon}
        {text.open}
      </button>
      <p role="status" className="basis-full text-sm text-muted empty:hidden">
        {phase === 'loading' ? text.loading : phase === 'failed' ? text.loadError : ''}
      </p>
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

'use client';

import { useState, type ComponentType } from 'react';
import type { FrameMakerProps } from './frame-maker';

type FrameOpenerProps = Omit<FrameMakerProps, 'onClose'> & {
  /** The button's content and classes, and the status line's, rendered by the server. */
  children: React.ReactNode;
  className: string;
  statusClassName: string;
};

type Opened = { Maker?: ComponentType<FrameMakerProps>; from?: HTMLElement; failed?: boolean };

/**
 * The button beside the photo that opens the profile-frame maker. All of the maker is fetched on
 * the press (its own chunk); when that fails (offline, or a deploy replaced the chunk) the status
 * says so and the same button tries again. Every byte here is on /profile's first load.
 */
export function FrameOpener({ children, className, statusClassName, ...props }: FrameOpenerProps) {
  const [opened, setOpened] = useState<Opened>({});
  const { Maker } = opened;
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={(event) => {
          const from = event.currentTarget;
          performance.mark('maker:frame:open');
          import('./frame-maker').then(
            (loaded) => setOpened({ Maker: loaded.FrameMaker, from }),
            () => setOpened({ failed: true }),
          );
        }}
      >
        {children}
      </button>
      <p role="status" className={statusClassName}>
        {opened.failed ? props.text.loadError : ''}
      </p>
      {Maker ? (
        <Maker
          {...props}
          onClose={() => {
            setOpened({});
            opened.from?.focus();
          }}
        />
      ) : null}
    </>
  );
}

'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { arrivedWith } from '@/lib/picture-return';
import type { FrameMakerProps } from './types';

type FrameOpenerProps = Omit<FrameMakerProps, 'onClose'> & {
  /**
   * The button's and the status line's attributes and content, rendered by the server: every byte
   * of this file is on /profile's first load.
   */
  button: React.ComponentProps<'button'>;
  status: React.ComponentProps<'p'>;
};

/** Opened: the maker's component and the button to give the focus back to. null: it did not load. */
type Opened = { Maker?: ComponentType<FrameMakerProps>; from?: HTMLElement | null } | null;

/**
 * The first preview waits on the maker's code and then on the first portrait, a round trip each on
 * a phone. Asked for beside the code, the portrait is under way when the maker asks for it, and
 * the browser gives the maker's image the same response (an in-flight image of the same address
 * is shared within a document).
 */
function warm(src: string | undefined) {
  if (src) new Image().src = src;
}

/**
 * The button beside the photo that opens the profile-frame maker. All of the maker is fetched on
 * the press (its own chunk); when that fails (offline, or a deploy replaced the chunk) the status
 * says so and the same button tries again.
 */
export function FrameOpener({ button, status, ...props }: FrameOpenerProps) {
  const [opened, setOpened] = useState<Opened>({});
  const Maker = opened?.Maker;
  const open = (from: HTMLElement | null) => {
    performance.mark('maker:frame:open');
    warm(props.site.portraits[0]?.src);
    import('./frame-maker').then(
      (loaded) => setOpened({ Maker: loaded.FrameMaker, from }),
      () => setOpened(null),
    );
  };
  // Back from an app's browser (no button pressed): the photo stayed behind, the maker asks again.
  useEffect(() => {
    if (arrivedWith('frame')) open(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);
  return (
    <>
      <button {...button} onClick={(event) => open(event.currentTarget)} />
      <p {...status}>{opened ? '' : props.text.loadError}</p>
      {Maker ? (
        <Maker
          {...props}
          again={!opened.from}
          onClose={() => {
            setOpened({});
            opened.from?.focus();
          }}
        />
      ) : null}
    </>
  );
}

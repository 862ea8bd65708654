'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { clsx } from 'clsx';
import { Icon } from '@/components/ui/icon';
import { buttonClass, buttonVariants } from '@/components/ui/styles';
import { telegramLaunch } from '@/lib/telegram/launch';
import type { SharePage } from '@/components/share/share-control';
import type { MiniApp, MiniAppColours } from '@/lib/telegram/mini-app';

type TelegramMiniAppProps = {
  colours: MiniAppColours;
  /** Each page's share, by path (the share control's): those with a `story` card offer one. */
  pages: Record<string, SharePage>;
  shareToStory: string;
};

/**
 * The site as a Telegram Mini App when Telegram opened it as one: the bridge loads then, and only
 * then; anywhere else this renders nothing and posts nothing.
 */
export function TelegramMiniApp({ colours, pages, shareToStory }: TelegramMiniAppProps) {
  const pathname = usePathname();
  const [app, setApp] = useState<MiniApp | null>(null);

  useEffect(() => {
    const launch = telegramLaunch();
    if (!launch) return;
    let started: MiniApp | undefined;
    let live = true;
    void import('@/lib/telegram/mini-app').then(({ startMiniApp }) => {
      if (!live) return;
      started = startMiniApp(launch, colours);
      setApp(started);
    });
    return () => {
      live = false;
      started?.stop();
    };
  }, [colours]);

  useEffect(() => app?.route(location.pathname), [app, pathname]);

  const page = pages[pathname];
  const share = app?.shareToStory;
  if (!page?.story || !share) return null;
  const story = { mediaUrl: page.story, text: page.text };
  return (
    <button
      type="button"
      onClick={() => share(story)}
      className={clsx(buttonClass, buttonVariants.outline, 'mt-3 min-h-10')}
    >
      <Icon name="share-2" className="size-4" />
      {shareToStory}
    </button>
  );
}

'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { clsx } from 'clsx';
import { Icon } from '@/components/ui/icon';
import { buttonClass, buttonVariants } from '@/components/ui/styles';
import { telegramLaunch } from '@/lib/telegram/launch';
import type { MiniApp, MiniAppColours, Story } from '@/lib/telegram/mini-app';

type TelegramMiniAppProps = {
  colours: MiniAppColours;
  /** The pages that offer a story, by path: their share card and line. */
  stories: Record<string, Story>;
  shareToStory: string;
};

/**
 * The site as a Telegram Mini App when Telegram opened it as one: the bridge loads then, and only
 * then; anywhere else this renders nothing and posts nothing.
 */
export function TelegramMiniApp({ colours, stories, shareToStory }: TelegramMiniAppProps) {
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

  const story = stories[pathname];
  const share = app?.shareToStory;
  if (!story || !share) return null;
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

'use client';

import { useRef, useState } from 'react';
import { clsx } from 'clsx';
import { PictureDialog, RetryActions } from '@/components/share/picture-share';
import { ExternalLink } from '@/components/ui/external-link';
import { buttonClass, buttonVariants } from '@/components/ui/styles';
import { fill } from '@/lib/fill';
import { fetchOk } from '@/lib/meme-maker/fetch-ok';
import type { RaidKitData, RaidKitOpenerProps } from '@/lib/raid/types';

const linkClass = clsx(buttonClass, buttonVariants.outline, 'min-h-10');

/**
 * "Open the raid kit" on home's first screen, and the dialog its posts show in: they are a file of
 * the site's, fetched on the first press and never before, as the meme maker's words are. Each link
 * is a plain one: inside a Mini App, Telegram opens it (lib/telegram/mini-app.ts).
 */
export function RaidKit({ text, data }: RaidKitOpenerProps) {
  const [open, setOpen] = useState(false);
  const [kit, setKit] = useState<RaidKitData | 'loading' | 'failed'>('loading');
  const button = useRef<HTMLButtonElement>(null);

  const load = () => {
    setKit('loading');
    fetchOk(data)
      .then((response) => response.json() as Promise<RaidKitData>)
      .then(setKit, () => setKit('failed'));
  };

  const press = () => {
    setOpen(true);
    if (typeof kit !== 'object') load();
  };

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
        className={clsx(buttonClass, buttonVariants.primary, 'min-h-10')}
      >
        {text.open}
      </button>
      <PictureDialog open={open} title={text.dialogTitle} closeLabel={text.close} onClosed={closed}>
        {typeof kit === 'object' ? (
          <Posts {...kit} />
        ) : (
          <>
            <p role="status" className="min-h-5 text-sm text-muted">
              {kit === 'failed' ? text.loadError : text.loading}
            </p>
            {kit === 'failed' ? (
              <RetryActions retry={text.retry} reload={text.reload} onRetry={load} />
            ) : null}
          </>
        )}
      </PictureDialog>
    </>
  );
}

function Posts({ text, posts }: RaidKitData) {
  const labels = {
    x: text.x,
    telegram: text.telegram,
    farcaster: text.farcaster,
    reply: text.reply,
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{text.note}</p>
      <ol className="space-y-4">
        {posts.map((post, index) => {
          const label = fill(text.post, { number: String(index + 1) });
          return (
            <li key={index} aria-label={label} className="rounded-md border border-line p-3">
              <p className="whitespace-pre-line text-sm text-ink">{post.text}</p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {post.links.map(({ network, href }) => (
                  <li key={network}>
                    <ExternalLink href={href} className={linkClass}>
                      {labels[network]}
                      <span className="sr-only"> {text.newTab}</span>
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

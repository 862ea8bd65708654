'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { WaifuMoment, WaifuMomentsText } from '@/data/home';
import { fill } from '@/lib/fill';
import type { MomentShareProps } from '@/lib/moment-card/text';
import { ComposerForm } from './composer-form';
import { cardClass } from '@/components/ui/styles';
import { MomentList } from './moment-list';
import { summarizeMoment, type MomentFields } from './moment-summary';

type WaifuMomentsProps = {
  initialMoments: WaifuMoment[];
  /** The island's words, from the content file (data/home.ts, waifuMomentsText). */
  text: WaifuMomentsText;
  /** Server-rendered pieces (the avatar, the do-nothing buttons), so their icons ship no JS. */
  avatar: React.ReactNode;
  actions: React.ReactNode;
  /** Each moment's Share: its words and the brand its card is drawn in, from the server. */
  share: MomentShareProps;
};

/** The composer and the in-memory list it posts to; nothing is persisted. */
export function WaifuMoments({ initialMoments, text, avatar, actions, share }: WaifuMomentsProps) {
  const [open, setOpen] = useState(false);
  // The form is made on the first open, not in the page: home's first layout and hydration skip it.
  const [made, setMade] = useState(false);
  const [moments, setMoments] = useState(initialMoments);
  const [announcement, setAnnouncement] = useState('');
  const nextId = useRef(1);
  const promptRef = useRef<HTMLButtonElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const pendingFocus = useRef<'form' | 'prompt' | null>(null);
  const formId = useId();

  // Only the effect of the render that opened (or closed) the form takes the request: a tap
  // replayed by the chunk loader can land before the mount effect, which must not spend it
  // on the Name field while the form is still hidden.
  useEffect(() => {
    if (pendingFocus.current !== (open ? 'form' : 'prompt')) return;
    pendingFocus.current = null;
    (open ? nameRef : promptRef).current?.focus();
  }, [open]);

  function show(next: boolean) {
    if (next === open) {
      (next ? nameRef : promptRef).current?.focus();
      return;
    }
    pendingFocus.current = next ? 'form' : 'prompt';
    // In the DOM by the time the press returns, as when it was in the page from the start.
    if (next && !made) flushSync(() => setMade(true));
    setOpen(next);
  }

  function post(fields: MomentFields) {
    const n = nextId.current++;
    const moment = {
      id: `moment-${n}`,
      author: fields.name,
      time: text.composer.justNow,
      text: summarizeMoment(fields, text.composer, text.lang),
    };
    setMoments((current) => [moment, ...current]);
    // The count keeps each announcement distinct, so a repeat post is announced too.
    setAnnouncement(fill(text.composer.posted, { count: n }));
    show(false);
  }

  return (
    <>
      <section aria-labelledby="composer-heading" className={`${cardClass} p-4`}>
        <h2 id="composer-heading" className="sr-only">
          {text.composer.heading}
        </h2>
        <div className="flex items-center gap-3">
          {avatar}
          <button
            ref={promptRef}
            type="button"
            aria-expanded={open}
            aria-controls={formId}
            onClick={() => show(true)}
            className="min-h-12 min-w-0 flex-1 rounded-full border border-muted px-4 text-start text-sm font-semibold text-muted hover:bg-canvas"
          >
            {text.composer.prompt}
          </button>
        </div>
        {actions}
        {made ? (
          <ComposerForm
            id={formId}
            text={text.composer}
            open={open}
            nameRef={nameRef}
            onSubmit={post}
            onCancel={() => show(false)}
          />
        ) : null}
      </section>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <section aria-labelledby="moments-heading" className={cardClass}>
        <h2 id="moments-heading" className="px-4 pb-2 pt-4 text-base font-semibold">
          {text.moments.heading}
        </h2>
        <MomentList moments={moments} empty={text.moments.empty} share={share} />
      </section>
    </>
  );
}

'use client';

import { useState } from 'react';
import type { Conversation, Message } from '@/data/messaging';
import { artPicture } from '@/lib/art';
import { fill } from '@/lib/fill';
import type { Content } from '@/lib/content';

type InboxProps = {
  conversations: Conversation[];
  thread: Message[];
  me: { name: string; image: string };
  /** Only the words the island shows: they ship in the page's props. */
  text: Pick<
    Content['messaging'],
    'conversationsHeading' | 'unread' | 'status' | 'messagesLabel' | 'sentAt'
  >;
  /** Server-rendered search field, shown above the list. */
  search: React.ReactNode;
  /** Server-rendered composer, shown under the thread. */
  children: React.ReactNode;
};

const PANE_ID = 'message-pane';

// Plain strings rather than cn(): tailwind-merge would be most of this island's JavaScript.
const itemBase =
  'flex w-full min-w-0 items-start gap-3 border-s-4 px-3 py-3 text-start transition-colors focus-visible:outline-offset-[-2px] motion-reduce:transition-none';
const itemState = {
  selected: 'border-brand bg-brand-soft',
  idle: 'border-transparent hover:bg-canvas active:bg-line',
};

/** Avatar without ui/avatar's cn(), for the same reason; lazy like it, so it gets no preload. */
function Portrait({ src, size }: { src: string; size: number }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- generated art's WebPs, size reserved
    <img
      {...artPicture(src)}
      sizes={`${size}px`}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="shrink-0 self-start rounded-full bg-brand-soft"
    />
  );
}

/**
 * The conversation list and the pane it drives. Only the selection is state: every
 * conversation shows the same static thread, with the selected name on the incoming message.
 */
export function Inbox({ conversations, thread, me, text, search, children }: InboxProps) {
  const [selected, setSelected] = useState(0);
  const current = conversations[selected] ?? conversations[0];
  if (!current) return null;

  return (
    <div className="grid md:grid-cols-[18rem_minmax(0,1fr)] lg:grid-cols-[20rem_minmax(0,1fr)]">
      <section
        aria-labelledby="conversations-heading"
        className="min-w-0 border-b border-line md:border-b-0 md:border-r"
      >
        <h2 id="conversations-heading" className="sr-only">
          {text.conversationsHeading}
        </h2>
        <div className="p-3">{search}</div>
        <ul className="pb-2">
          {conversations.map((conversation, index) => {
            const isSelected = index === selected;
            return (
              <li key={conversation.id}>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  aria-controls={PANE_ID}
                  onClick={() => setSelected(index)}
                  className={`${itemBase} ${itemState[isSelected ? 'selected' : 'idle']}`}
                >
                  <Portrait src={conversation.image} size={48} />
                  <span className="min-w-0 flex-1">
                    <span className="flex items-baseline justify-between gap-2">
                      <span className="min-w-0 truncate font-semibold">{conversation.name}</span>
                      <span className="shrink-0 text-xs text-muted">{conversation.time}</span>
                    </span>
                    <span className="mt-0.5 flex items-start justify-between gap-2">
                      <span className="line-clamp-2 min-w-0 break-words text-sm text-muted">
                        {conversation.lastMessage}
                      </span>
                      {conversation.unread > 0 ? (
                        <span className="mt-0.5 min-w-5 shrink-0 rounded-full bg-brand px-1.5 text-center text-xs leading-5 text-on-brand">
                          {conversation.unread}
                          <span className="sr-only"> {text.unread}</span>
                        </span>
                      ) : null}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      <section id={PANE_ID} aria-labelledby="pane-heading" className="flex min-w-0 flex-col">
        <header className="flex items-center gap-3 border-b border-line px-4 py-3">
          <Portrait src={current.image} size={40} />
          <div className="min-w-0">
            <h2 id="pane-heading" aria-live="polite" className="break-words font-semibold">
              {current.name}
            </h2>
            <p className="text-xs text-muted">{text.status}</p>
          </div>
        </header>
        <ol aria-label={text.messagesLabel} className="flex-1 space-y-5 px-4 py-5">
          {thread.map((message) => {
            const author = message.from === 'you' ? me : current;
            return (
              <li key={message.id} className="flex min-w-0 gap-3">
                <Portrait src={author.image} size={32} />
                <div className="min-w-0">
                  <p className="text-sm">
                    <span className="font-semibold">{author.name}</span>
                    <span className="text-muted"> {fill(text.sentAt, { time: message.time })}</span>
                  </p>
                  <p className="mt-0.5 break-words text-sm leading-relaxed">{message.text}</p>
                </div>
              </li>
            );
          })}
        </ol>
        {children}
      </section>
    </div>
  );
}

import { Icon } from '@/components/ui/icon';

const iconButton =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-full transition-colors motion-reduce:transition-none';

/** A composer that sends nothing: no form and no handlers, so Enter adds nothing. */
export function MessageComposer() {
  return (
    <div className="flex items-center gap-2 border-t border-line p-3">
      <button
        type="button"
        aria-label="Attach an image"
        className={`${iconButton} text-muted hover:bg-canvas hover:text-ink active:bg-line`}
      >
        <Icon name="image" className="size-5" />
      </button>
      <input
        type="text"
        aria-label="Write a message"
        placeholder="Write a message…"
        autoComplete="off"
        className="h-10 min-w-0 flex-1 rounded-md bg-field px-3 text-sm text-ink placeholder:text-muted"
      />
      <button
        type="button"
        aria-label="Send"
        className={`${iconButton} bg-brand text-on-brand hover:bg-brand-dark active:bg-brand-dark`}
      >
        <Icon name="send" className="size-4" />
      </button>
    </div>
  );
}

import { Icon } from '@/components/ui/icon';
import type { Content } from '@/lib/content';

const iconButton =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-full transition-colors motion-reduce:transition-none';

type MessageComposerProps = {
  text: Pick<Content['messaging'], 'attach' | 'write' | 'writePlaceholder' | 'send'>;
};

/** A composer that sends nothing: no form and no handlers, so Enter adds nothing. */
export function MessageComposer({ text }: MessageComposerProps) {
  return (
    <div className="flex items-center gap-2 border-t border-line p-3">
      <button
        type="button"
        aria-label={text.attach}
        className={`${iconButton} text-muted hover:bg-canvas hover:text-ink active:bg-line`}
      >
        <Icon name="image" className="size-5" />
      </button>
      <input
        type="text"
        aria-label={text.write}
        placeholder={text.writePlaceholder}
        autoComplete="off"
        className="h-10 min-w-0 flex-1 rounded-md bg-field px-3 text-sm text-ink placeholder:text-muted"
      />
      <button
        type="button"
        aria-label={text.send}
        className={`${iconButton} bg-brand text-on-brand hover:bg-brand-dark active:bg-brand-dark`}
      >
        <Icon name="send" className="size-4" />
      </button>
    </div>
  );
}

import { Icon } from '@/components/ui/icon';
import { Button } from '@/components/ui/button';
import type { Content } from '@/lib/content';

type ActionsText = Content['home']['composer']['actions'];

const actions = [
  { verb: 'add', label: 'image', icon: 'image', tone: 'text-accent' },
  { verb: 'add', label: 'event', icon: 'calendar-days', tone: 'text-brand' },
  { verb: 'attach', label: 'file', icon: 'file-text', tone: 'text-success' },
] as const;

/** Decorative composer shortcuts: like the real thing, they promise more than they do. */
export function ComposerActions({ text }: { text: ActionsText }) {
  return (
    <div className="mt-2 flex justify-between sm:justify-around">
      {actions.map(({ verb, label, icon, tone }) => (
        <Button key={label} variant="ghost" className="rounded-md px-2 sm:px-3">
          <Icon name={icon} className={`size-5 ${tone}`} />
          <span>
            <span className="sr-only">{text[verb]} </span>
            {text[label]}
          </span>
        </Button>
      ))}
    </div>
  );
}

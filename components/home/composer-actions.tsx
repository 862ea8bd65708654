import { Icon } from '@/components/ui/icon';
import { Button } from '@/components/ui/button';

const actions = [
  { verb: 'Add', label: 'Image', icon: 'image', tone: 'text-accent' },
  { verb: 'Add', label: 'Event', icon: 'calendar-days', tone: 'text-brand' },
  { verb: 'Attach', label: 'File', icon: 'file-text', tone: 'text-success' },
] as const;

/** Decorative composer shortcuts: like the real thing, they promise more than they do. */
export function ComposerActions() {
  return (
    <div className="mt-2 flex justify-between sm:justify-around">
      {actions.map(({ verb, label, icon, tone }) => (
        <Button key={label} variant="ghost" className="rounded-md px-2 sm:px-3">
          <Icon name={icon} className={`size-5 ${tone}`} />
          <span>
            <span className="sr-only">{verb} </span>
            {label}
          </span>
        </Button>
      ))}
    </div>
  );
}

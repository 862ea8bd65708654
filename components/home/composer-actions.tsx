import { CalendarDays, FileText, Image as ImageIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

const actions = [
  { label: 'Add image', Icon: ImageIcon, tone: 'text-accent' },
  { label: 'Add event', Icon: CalendarDays, tone: 'text-brand' },
  { label: 'Attach file', Icon: FileText, tone: 'text-success' },
] as const;

/** Decorative composer shortcuts: like the real thing, they promise more than they do. */
export function ComposerActions() {
  return (
    <div className="mt-2 flex flex-wrap justify-between sm:justify-around">
      {actions.map(({ label, Icon, tone }) => (
        <Button key={label} variant="ghost" className="gap-1 rounded-md px-1.5 sm:gap-1.5 sm:px-3">
          <Icon aria-hidden="true" className={`size-5 ${tone}`} />
          {label}
        </Button>
      ))}
    </div>
  );
}

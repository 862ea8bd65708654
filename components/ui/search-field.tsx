import { Icon } from './icon';
import { cn } from '@/lib/cn';

type SearchFieldProps = {
  label: string;
  placeholder: string;
  className?: string;
  /** The top bar's field is the page's search landmark; the inbox's filters one list. */
  role?: 'search';
};

/** Looks like search, searches nothing: no form, so Enter neither submits nor reloads. */
export function SearchField({ label, placeholder, className, role }: SearchFieldProps) {
  return (
    <div role={role} className={cn('relative', className)}>
      <Icon
        name="search"
        className="pointer-events-none absolute start-2.5 top-1/2 size-4 -translate-y-1/2 text-muted"
      />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className="h-9 w-full rounded-md bg-field pe-2 ps-8 text-sm text-ink placeholder:text-muted"
      />
    </div>
  );
}

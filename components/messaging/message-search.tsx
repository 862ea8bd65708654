import { Icon } from '@/components/ui/icon';

/** Looks like search, searches nothing: no form, so Enter neither submits nor reloads. */
export function MessageSearch() {
  return (
    <div className="relative">
      <Icon
        name="search"
        className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted"
      />
      <input
        type="search"
        aria-label="Search messages"
        placeholder="Search messages"
        className="h-9 w-full rounded-md bg-field pl-8 pr-2 text-sm text-ink placeholder:text-muted"
      />
    </div>
  );
}

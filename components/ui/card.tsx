import { cn } from '@/lib/cn';

export function Card({ className, ...props }: React.ComponentProps<'section'>) {
  return (
    <section
      {...props}
      className={cn('rounded-lg border border-line bg-surface shadow-sm', className)}
    />
  );
}

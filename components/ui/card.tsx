import { cn } from '@/lib/cn';
import { cardClass } from './styles';

export function Card({ className, ...props }: React.ComponentProps<'section'>) {
  return <section {...props} className={cn(cardClass, className)} />;
}

import { cn } from '@/lib/cn';
import { buttonClass, buttonVariants } from './styles';

type ButtonProps = React.ComponentProps<'button'> & { variant?: keyof typeof buttonVariants };

/** Pill button; server-renderable, so a button that "does nothing" costs no JavaScript. */
export function Button({ variant = 'outline', type = 'button', className, ...props }: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={cn(buttonClass, 'disabled:opacity-60', buttonVariants[variant], className)}
    />
  );
}

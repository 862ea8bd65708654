import { Card } from './card';
import { cn } from '@/lib/cn';

type SectionCardProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /** Id of the heading, which also names the section for assistive technology. */
  headingId: string;
  title: React.ReactNode;
  level?: 1 | 2;
  headingClassName?: string;
};

/** A card that is a labelled region: its heading names it. */
export function SectionCard({
  headingId,
  title,
  level = 2,
  headingClassName,
  children,
  ...props
}: SectionCardProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <Card aria-labelledby={headingId} {...props}>
      <Heading id={headingId} className={cn('text-base font-semibold', headingClassName)}>
        {title}
      </Heading>
      {children}
    </Card>
  );
}

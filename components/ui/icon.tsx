import { createElement } from 'react';
import type { IconNode } from 'lucide';

export type { IconNode };

type IconProps = Omit<React.SVGProps<SVGSVGElement>, 'children' | 'strokeWidth'> & {
  /** A Lucide drawing, e.g. `Search` from 'lucide'. */
  icon: IconNode;
  strokeWidth?: number;
};

/**
 * A decorative Lucide icon as plain SVG; the text beside it says what it means. lucide-react's
 * icons are client components (they read a context), so each one on a server page was hydrated
 * and its paths were sent a second time in the RSC payload. This one has no state or context, so
 * a server page renders it to markup only, and an island that uses it ships just its paths.
 */
export function Icon({ icon, strokeWidth = 2, ...props }: IconProps) {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {icon.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}

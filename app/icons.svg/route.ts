import { icons } from '@/components/ui/icons';
import { marks } from '@/components/ui/marks';
import { iconSprite } from '@/lib/icon-sprite';

export const dynamic = 'force-static';

/** The icon sprite, written to out/icons.svg at build time; <Icon> refers to its symbols, marks included. */
export function GET() {
  return new Response(iconSprite(icons, marks), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  });
}

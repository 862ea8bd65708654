import { icons } from '@/components/ui/icons';
import { iconSprite } from '@/lib/icon-sprite';

export const dynamic = 'force-static';

/** The icon sprite, written to out/icons.svg at build time; <Icon> refers to its symbols (the wallets' marks are in app/marks.svg). */
export function GET() {
  return new Response(iconSprite(icons), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  });
}

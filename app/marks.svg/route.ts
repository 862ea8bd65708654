import { marks } from '@/components/ui/marks';
import { iconSprite } from '@/lib/icon-sprite';

export const dynamic = 'force-static';

/**
 * The wallets' and swap pages' marks, written to out/marks.svg at build time: a sprite of their
 * own, which only /contract's "Buy in your wallet" row asks for, so that every other page's first
 * load keeps the small icon sprite (app/icons.svg/route.ts).
 */
export function GET() {
  return new Response(iconSprite({}, marks), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  });
}

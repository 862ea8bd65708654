import { markIcon } from '@/lib/brand';

// The web manifest's icons (with icon-512.png): the sizes install prompts ask for.
export const dynamic = 'force-static';

export function GET() {
  return markIcon(192);
}

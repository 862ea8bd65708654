import { markIcon } from '@/lib/brand';

export const dynamic = 'force-static';

export function GET() {
  return markIcon(512);
}

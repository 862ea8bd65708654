import { faviconSvg } from '@/lib/brand-images';

export const dynamic = 'force-static';

/** The favicon, drawn from the brand mark and colour at build time. */
export function GET() {
  return new Response(faviconSvg(), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  });
}

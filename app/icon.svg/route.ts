import { faviconSvg } from '@/lib/brand';

export const dynamic = 'force-static';

/** The favicon, drawn from the brand mark and colour at build time. */
export async function GET() {
  return new Response(await faviconSvg(), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  });
}

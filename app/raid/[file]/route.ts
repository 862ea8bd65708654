import { siteLanguages } from '@/lib/content';
import { raidFile, raidKitData } from '@/lib/raid/site';

// The raid kit's words and posts, one file per language (out/raid/<tag>.json), which its press
// fetches: home's page carries only the button.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return siteLanguages().map(({ tag }) => ({ file: raidFile(tag) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const language = siteLanguages().find(({ tag }) => raidFile(tag) === file);
  if (!language) return new Response('Not found', { status: 404 });
  return Response.json(raidKitData(language.tag));
}

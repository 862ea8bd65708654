import { siteLanguages } from '@/lib/content';
import { memeMakerFile, memeMakerProps } from '@/lib/meme-maker/site';

// The meme maker's words and templates, one file per language (out/meme-maker/<tag>.json), which
// its press fetches: home's page carries only the button.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return siteLanguages().map(({ tag }) => ({ file: memeMakerFile(tag) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const language = siteLanguages().find(({ tag }) => memeMakerFile(tag) === file);
  if (!language) return new Response('Not found', { status: 404 });
  return Response.json(memeMakerProps(language.tag));
}

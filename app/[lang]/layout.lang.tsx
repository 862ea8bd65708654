import { SiteShell } from '@/components/shell/site-shell';
import { enterPageLanguage, type LanguageParams } from '@/components/shell/translated-page';

// One folder per translation beside the content file (content.ja.yaml → /ja/). These files are
// routes only when the build has a translation (next.config.mjs's pageExtensions): an export
// cannot have a dynamic segment with no pages.
export const dynamicParams = false;
export { translationParams as generateStaticParams } from '@/components/shell/translated-page';

export default async function TranslationLayout({
  children,
  params,
}: LanguageParams & { children: React.ReactNode }) {
  await enterPageLanguage({ params });
  return <SiteShell>{children}</SiteShell>;
}

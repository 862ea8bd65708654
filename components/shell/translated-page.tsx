import type { Metadata } from 'next';
import { languageAt, setPageLanguage, translationParams } from '@/lib/content';

/** What every route under app/[lang] receives: the translation's folder (`ja`, `zh-hans`). */
export type LanguageParams = { params: Promise<{ lang: string }> };

/** Makes the segment's language the page's, for every word read below; returns its tag. */
export async function enterPageLanguage({ params }: LanguageParams): Promise<string> {
  const { tag } = languageAt((await params).lang);
  setPageLanguage(tag);
  return tag;
}

export { translationParams };

/**
 * A base route's page and metadata, made in the translation the `lang` segment names. Each entry
 * sets the language itself: Next may render a page, its layout and its metadata in any order.
 */
export function translatedPage(Page: () => React.ReactNode, metadata: () => Metadata) {
  return {
    async Page(props: LanguageParams) {
      await enterPageLanguage(props);
      return <Page />;
    },
    async generateMetadata(props: LanguageParams): Promise<Metadata> {
      await enterPageLanguage(props);
      return metadata();
    },
  };
}

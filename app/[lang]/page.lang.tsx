import Page, { generateMetadata as metadata } from '@/app/(site)/page';
import { translatedPage } from '@/components/shell/translated-page';

export const dynamicParams = false;
export { translationParams as generateStaticParams } from '@/components/shell/translated-page';

const translated = translatedPage(Page, metadata);
export const generateMetadata = translated.generateMetadata;
export default translated.Page;

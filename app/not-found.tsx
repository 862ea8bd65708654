import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/shell/not-found-page';
import { siteContent } from '@/lib/content';

export function generateMetadata(): Metadata {
  return { title: siteContent().site.notFound.title };
}

export default NotFoundPage;

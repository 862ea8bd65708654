import { SiteShell } from '@/components/shell/site-shell';

/** The base language's pages, at the routes themselves. */
export default function BaseLanguageLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell>{children}</SiteShell>;
}

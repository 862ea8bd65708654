import { SearchField } from '@/components/ui/search-field';
import { siteConfig } from '@/lib/brand';
import { siteContent } from '@/lib/content';
import { ExternalLink } from '@/components/ui/external-link';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { UwuButton } from './uwu-button';

const pill = 'inline-flex h-9 shrink-0 items-center rounded-full px-3 text-sm font-semibold';

export function TopBar() {
  const config = siteConfig();
  const { site } = siteContent();
  return (
    <header className="fixed inset-x-0 top-0 z-50 h-header border-b border-line bg-surface">
      <div className="mx-auto flex h-full max-w-6xl items-center gap-2 px-3 sm:gap-3 sm:px-4">
        <Logo homeLabel={site.logoLabel} brandMark={config.brandMark} tagline={config.tagline} />
        <SearchField
          role="search"
          label={site.searchLabel}
          placeholder={site.searchPlaceholder}
          className="min-w-0 flex-1 lg:max-w-72"
        />
        <div className="hidden flex-1 lg:block" />
        <MainNav text={site} />
        <UwuButton
          src={config.uwuSoundUrl}
          label={site.uwu}
          className={`${pill} bg-accent-soft text-accent hover:bg-accent hover:text-on-accent`}
        />
        <ExternalLink
          href={config.socialUrl}
          className={`${pill} bg-brand text-on-brand hover:bg-brand-dark`}
        >
          {site.follow}
        </ExternalLink>
      </div>
    </header>
  );
}

import { ClickSound } from '@/components/shell/click-sound';
import { Footer } from '@/components/shell/footer';
import { LoadingOverlay } from '@/components/shell/loading-overlay';
import { PageLive } from '@/components/shell/page-live';
import { TopBar } from '@/components/shell/top-bar';
import { overlayMascotImage, siteConfig } from '@/lib/brand';
import { siteContent } from '@/lib/content';

/** Every page's frame, in the page's language: the overlay, click sound, top bar and footer. */
export function SiteShell({ children }: { children: React.ReactNode }) {
  const config = siteConfig();
  const { site } = siteContent();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[110] rounded-md bg-surface px-4 py-2 font-semibold text-brand shadow focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {site.skipLink}
      </a>
      <LoadingOverlay
        brandName={config.brandName}
        mascot={overlayMascotImage(config.basePath)}
        label={site.loading.label}
        messages={site.loading.messages}
      />
      <ClickSound src={config.clickSoundUrl} />
      <PageLive />
      <TopBar />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto max-w-6xl px-3 py-4 outline-none sm:px-4 sm:py-6"
      >
        {children}
      </main>
      <Footer />
    </>
  );
}

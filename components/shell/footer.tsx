import Link from 'next/link';
import { NewTabNote } from '@/components/ui/new-tab-note';
import { ExternalLink } from '@/components/ui/external-link';
import { ShareControl } from '@/components/share/share-control';
import { fallbackShare, sharePages } from '@/components/share/share-pages';
import { TelegramMiniApp } from '@/components/shell/telegram-mini-app';
import { FOOTER_ID } from '@/data/shell';
import { frameColours, siteConfig } from '@/lib/brand';
import { localPath, pageLanguage, siteContent, siteLanguages } from '@/lib/content';
import { LanguageSwitcher } from './language-switcher';

const linkClass = 'text-brand underline underline-offset-2';

export function Footer() {
  const config = siteConfig();
  const { footer, newTab, languages } = siteContent().site;
  const siteLanguageList = siteLanguages();
  const pages = sharePages();
  return (
    <footer
      id={FOOTER_ID}
      className="mx-auto max-w-6xl px-4 pb-8 pt-4 text-center text-xs leading-relaxed text-muted"
    >
      <p>{footer.disclaimer}</p>
      <p className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1">
        <Link href={localPath('/contract')} prefetch={false} className={linkClass}>
          {footer.contract}
        </Link>
        {config.telegramUrl && (
          <ExternalLink href={config.telegramUrl} className={linkClass}>
            {footer.telegram}
            <NewTabNote />
          </ExternalLink>
        )}
        {config.telegramAppUrl && (
          <ExternalLink href={config.telegramAppUrl} className={linkClass}>
            {footer.telegramApp}
            <NewTabNote />
          </ExternalLink>
        )}
        {config.chartUrl && (
          <ExternalLink href={config.chartUrl} className={linkClass}>
            {footer.chart}
            <NewTabNote />
          </ExternalLink>
        )}
      </p>
      {siteLanguageList.length > 1 && (
        <LanguageSwitcher
          label={languages.label}
          current={pageLanguage().tag}
          languages={siteLanguageList.map(({ tag, segment, dir, name }) => ({
            tag,
            segment,
            dir,
            name,
          }))}
        />
      )}
      <ShareControl
        pages={pages}
        fallback={fallbackShare()}
        text={{ shareThisPage: footer.shareThisPage, shareOn: footer.shareOn, newTab }}
      />
      <TelegramMiniApp colours={frameColours()} pages={pages} shareToStory={footer.shareToStory} />
    </footer>
  );
}

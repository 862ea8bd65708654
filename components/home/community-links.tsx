import { localPath } from '@/lib/content';
import type { Content } from '@/lib/content';
import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icons';
import type { SiteConfig } from '@/lib/brand';
import { SectionCard } from '@/components/ui/section-card';
import { ExternalLink } from '@/components/ui/external-link';
import { NewTabNote } from '@/components/ui/new-tab-note';

type CommunityLinksProps = Pick<
  SiteConfig,
  | 'brandName'
  | 'ticker'
  | 'contractAddress'
  | 'tokenUrl'
  | 'tokenVenue'
  | 'explorerName'
  | 'explorerUrl'
  | 'socialUrl'
  | 'communityUrl'
  | 'telegramUrl'
  | 'chartUrl'
> & {
  text: Content['home']['links'];
};

const linkClass = 'font-semibold text-brand underline-offset-2 hover:underline';
const smallLinkClass = 'block py-1 text-xs text-brand underline underline-offset-2';

/** The Follow link, then the optional Telegram and chart links, each only when configured. */
function socialLinks(config: CommunityLinksProps) {
  const links: { href: string | null; icon: IconName; label: string }[] = [
    { href: config.socialUrl, icon: 'at-sign', label: config.text.follow },
    { href: config.telegramUrl, icon: 'send', label: config.text.telegram },
    { href: config.chartUrl, icon: 'trending-up', label: config.text.chart },
  ];
  return links.filter((link): link is typeof link & { href: string } => Boolean(link.href));
}

export function CommunityLinks(config: CommunityLinksProps) {
  return (
    <SectionCard
      headingId="community-heading"
      title={config.text.heading}
      headingClassName="text-sm font-semibold"
      className="p-4"
    >
      <ul className="mt-3 space-y-3 text-sm">
        {socialLinks(config).map(({ href, icon, label }) => (
          <li key={icon} className="flex items-center gap-2">
            <Icon name={icon} className="size-4 shrink-0 text-muted" />
            <ExternalLink href={href} className={linkClass}>
              {label}
              <NewTabNote />
            </ExternalLink>
          </li>
        ))}
        <li className="flex items-start gap-2">
          <Icon name="coins" className="mt-0.5 size-4 shrink-0 text-muted" />
          <div className="min-w-0">
            <p id="home-contract-label" className="text-xs text-muted">
              {config.text.contract}
            </p>
            {config.contractAddress && config.tokenUrl ? (
              <ExternalLink
                href={config.tokenUrl}
                aria-describedby="home-contract-label"
                className="block break-all py-1 text-xs text-brand underline decoration-brand/40 underline-offset-2 hover:decoration-brand"
              >
                <bdi dir="ltr">{config.contractAddress}</bdi>
                <NewTabNote />
              </ExternalLink>
            ) : (
              <p className="py-1 text-xs text-ink">{config.text.comingSoon}</p>
            )}
            {config.explorerUrl ? (
              <ExternalLink href={config.explorerUrl} className={smallLinkClass}>
                {config.text.explorerLink}
                <NewTabNote />
              </ExternalLink>
            ) : null}
            <Link
              href={`${localPath('/contract')}#how-to-buy`}
              prefetch={false}
              className={smallLinkClass}
            >
              {config.text.howToBuy}
            </Link>
          </div>
        </li>
      </ul>
      <ExternalLink
        href={config.communityUrl}
        className="mt-4 flex min-h-9 items-center justify-center gap-1.5 rounded-full bg-brand px-3 text-sm font-semibold text-on-brand hover:bg-brand-dark"
      >
        <Icon name="users-round" className="size-4" />
        {config.text.community}
        <NewTabNote />
      </ExternalLink>
    </SectionCard>
  );
}

import { LocalPage } from '@/components/shell/local-page';
import type { Metadata } from 'next';
import { sharedPage } from '@/data/pages';
import { pageMetadata, siteConfig } from '@/lib/brand';
import { NotificationRow } from '@/components/notifications/notification-row';
import { NotificationSettings } from '@/components/notifications/notification-settings';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { notificationsData } from '@/data/notifications';
import { LatestTrades } from '@/components/contract/latest-trades';
import { siteContent } from '@/lib/content';
import { tradesQuery } from '@/lib/trades/query';

export function generateMetadata(): Metadata {
  return pageMetadata(sharedPage('/notifications'));
}

export default function NotificationsPage() {
  const { text, items, settings } = notificationsData();
  const { contract, lang, site } = siteContent();
  const trades = tradesQuery(siteConfig().livePrice, siteConfig().chain.id);
  return (
    <LocalPage route="/notifications">
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card aria-labelledby="notifications-heading" className="min-w-0">
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-4 sm:px-6">
            <div className="min-w-0">
              <h1 id="notifications-heading" className="text-2xl font-bold">
                {text.heading}
              </h1>
              <p className="mt-0.5 text-sm text-muted">{text.intro}</p>
            </div>
            <Button>{text.markAll}</Button>
          </div>
          <ul className="divide-y divide-line">
            {items.map((notification) => (
              <li key={notification.id}>
                <NotificationRow notification={notification} text={text} />
              </li>
            ))}
          </ul>
          {trades ? (
            <section
              aria-labelledby="trades-heading"
              className="border-t border-line px-4 py-4 sm:px-6"
            >
              <h2 id="trades-heading" className="text-base font-semibold">
                {text.trades.heading}
              </h2>
              <LatestTrades
                query={trades}
                lang={lang}
                text={{ ...contract.trades, ...text.trades, newTab: site.newTab }}
                layout="notifications"
                className="mt-2"
              />
            </section>
          ) : null}
        </Card>
        <NotificationSettings text={text.settings} settings={settings} />
      </div>
    </LocalPage>
  );
}

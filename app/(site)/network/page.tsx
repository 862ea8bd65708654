import { LocalPage } from '@/components/shell/local-page';
import type { Metadata } from 'next';
import { sharedPage } from '@/data/pages';
import { pageMetadata } from '@/lib/brand';
import { ContactCard } from '@/components/network/contact-card';
import { NetworkStats } from '@/components/network/network-stats';
import { SectionCard } from '@/components/ui/section-card';
import { networkData } from '@/data/network';

export function generateMetadata(): Metadata {
  return pageMetadata(sharedPage('/network'));
}

export default function NetworkPage() {
  const { text, contacts, industries } = networkData();
  return (
    <LocalPage route="/network">
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <SectionCard
          headingId="network-heading"
          title={text.heading}
          level={1}
          headingClassName="text-2xl font-bold"
          className="min-w-0 p-4 sm:p-6"
        >
          <p className="mt-1 text-sm text-muted">{text.intro}</p>
          <h2 className="mt-6 text-base font-semibold">{text.suggestionsHeading}</h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-3">
            {contacts.map((contact) => (
              <li key={contact.id} className="flex min-w-0">
                <ContactCard contact={contact} text={text} />
              </li>
            ))}
          </ul>
        </SectionCard>
        <NetworkStats text={text.stats} industries={industries} />
      </div>
    </LocalPage>
  );
}

import type { Metadata } from 'next';
import { sharedPage } from '@/data/pages';
import { pageMetadata } from '@/lib/brand';
import { ContactCard } from '@/components/network/contact-card';
import { NetworkStats } from '@/components/network/network-stats';
import { SectionCard } from '@/components/ui/section-card';
import { contacts, networkStats } from '@/data/network';

export const metadata: Metadata = pageMetadata(sharedPage('/network'));

export default function NetworkPage() {
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <SectionCard
        headingId="network-heading"
        title="My Network"
        level={1}
        headingClassName="text-2xl font-bold"
        className="min-w-0 p-4 sm:p-6"
      >
        <p className="mt-1 text-sm text-muted">
          People you may know, based on your browser history. We promise not to say which part.
        </p>
        <h2 className="mt-6 text-base font-semibold">Waifus you may want to connect with</h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {contacts.map((contact) => (
            <li key={contact.id} className="flex min-w-0">
              <ContactCard contact={contact} />
            </li>
          ))}
        </ul>
      </SectionCard>
      <NetworkStats connections={networkStats.connections} industries={networkStats.industries} />
    </div>
  );
}

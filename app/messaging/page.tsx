import type { Metadata } from 'next';
import { sharedPage } from '@/data/pages';
import { pageMetadata } from '@/lib/brand';
import { Inbox } from '@/components/messaging/inbox';
import { MessageComposer } from '@/components/messaging/message-composer';
import { SearchField } from '@/components/ui/search-field';
import { Card } from '@/components/ui/card';
import { conversations, thread } from '@/data/messaging';
import { me } from '@/data/profile';

export function generateMetadata(): Metadata {
  return pageMetadata(sharedPage('/messaging'));
}

export default function MessagingPage() {
  return (
    <Card aria-labelledby="messaging-heading" className="overflow-hidden">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-line px-4 py-3">
        <h1 id="messaging-heading" className="text-2xl font-bold">
          Messaging
        </h1>
        <p className="text-xs text-muted">Inbox zero is a myth. So is work–life balance.</p>
      </div>
      <Inbox
        conversations={conversations}
        thread={thread}
        me={{ name: 'You', image: me.avatar }}
        search={<SearchField label="Search messages" placeholder="Search messages" />}
      >
        <MessageComposer />
      </Inbox>
    </Card>
  );
}

import { LocalPage } from '@/components/shell/local-page';
import type { Metadata } from 'next';
import { sharedPage } from '@/data/pages';
import { pageMetadata } from '@/lib/brand';
import { Inbox } from '@/components/messaging/inbox';
import { MessageComposer } from '@/components/messaging/message-composer';
import { SearchField } from '@/components/ui/search-field';
import { Card } from '@/components/ui/card';
import { messagingData } from '@/data/messaging';
import { meData } from '@/data/profile';

export function generateMetadata(): Metadata {
  return pageMetadata(sharedPage('/messaging'));
}

export default function MessagingPage() {
  const { text, conversations, thread } = messagingData();
  return (
    <LocalPage route="/messaging">
      <Card aria-labelledby="messaging-heading" className="overflow-hidden">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-line px-4 py-3">
          <h1 id="messaging-heading" className="text-2xl font-bold">
            {text.heading}
          </h1>
          <p className="text-xs text-muted">{text.intro}</p>
        </div>
        <Inbox
          conversations={conversations}
          thread={thread}
          me={{ name: text.you, image: meData().avatar }}
          text={{
            conversationsHeading: text.conversationsHeading,
            unread: text.unread,
            status: text.status,
            messagesLabel: text.messagesLabel,
            sentAt: text.sentAt,
          }}
          search={<SearchField label={text.searchLabel} placeholder={text.searchPlaceholder} />}
        >
          <MessageComposer text={text} />
        </Inbox>
      </Card>
    </LocalPage>
  );
}

import { Icon } from '@/components/ui/icon';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import type { NetworkContact } from '@/data/network';
import { counted, fill, type Content } from '@/lib/content';

type ContactCardProps = {
  contact: NetworkContact;
  text: Pick<Content['network'], 'connect' | 'connectLabel' | 'connections'>;
};

export function ContactCard({ contact, text }: ContactCardProps) {
  const headingId = `contact-${contact.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full min-w-0 flex-col items-center overflow-hidden rounded-lg border border-line px-4 pb-4 text-center"
    >
      <div
        aria-hidden="true"
        className="-mx-4 h-14 self-stretch bg-gradient-to-r from-brand-soft to-accent-soft"
      />
      <Avatar
        src={contact.image}
        alt=""
        size={96}
        className="-mt-10 size-24 border-4 border-surface"
      />
      <h3 id={headingId} className="mt-3 break-words font-semibold">
        {contact.name}
      </h3>
      <p className="mt-1 break-words text-sm text-muted">{contact.title}</p>
      <p className="mt-2 text-xs text-muted">{counted(text.connections, contact.connections)}</p>
      <div className="mt-auto w-full pt-4">
        <Button className="w-full">
          <Icon name="user-plus" className="size-4" />
          {/* The visible word, and the whole label for screen readers: "Connect with Sakura". */}
          <span aria-hidden="true">{text.connect}</span>
          <span className="sr-only">{fill(text.connectLabel, { name: contact.name })}</span>
        </Button>
      </div>
    </article>
  );
}

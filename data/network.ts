import { portrait } from '@/lib/art';
import { siteContent } from '@/lib/content';

export type NetworkContact = {
  id: string;
  name: string;
  title: string;
  connections: number;
  image: string;
};

export type IndustryShare = { industry: string; share: number };

/** /network's words and people, from the content file, with each contact's generated portrait. */
export function networkData() {
  const { network } = siteContent();
  const contacts: NetworkContact[] = network.contacts.map((contact, index) => ({
    id: `contact-${index + 1}`,
    ...contact,
    image: portrait(contact.name),
  }));
  const industries: IndustryShare[] = network.stats.industries.map(({ name, share }) => ({
    industry: name,
    share,
  }));
  return { text: network, contacts, industries };
}

import { readContent } from '@/lib/build/content/load';
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
    // Seeded with the base file's name, so a translated name keeps its picture.
    image: portrait(readContent().network.contacts[index]!.name),
  }));
  const industries: IndustryShare[] = network.stats.industries.map(({ name, share }) => ({
    industry: name,
    share,
  }));
  return { text: network, contacts, industries };
}

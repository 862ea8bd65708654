import { readContent } from '@/lib/build/content/load';
import { portrait } from '@/lib/art';
import { siteContent } from '@/lib/content';

export type Conversation = {
  id: string;
  name: string;
  lastMessage: string;
  /** Relative time, kept as static text: the site has no clock to be wrong against. */
  time: string;
  unread: number;
  image: string;
};

export type Message = {
  id: string;
  from: 'them' | 'you';
  text: string;
  time: string;
};

/**
 * /messaging's words and inbox, from the content file, with each conversation's generated
 * portrait. Every conversation shows the same thread: it is a parody inbox, not a real one.
 */
export function messagingData() {
  const { messaging } = siteContent();
  const conversations: Conversation[] = messaging.conversations.map((conversation, index) => ({
    id: `conversation-${index + 1}`,
    ...conversation,
    // Seeded with the base file's name, so a translated name keeps its picture.
    image: portrait(readContent().messaging.conversations[index]!.name),
  }));
  const thread: Message[] = messaging.thread.map((message, index) => ({
    id: `message-${index + 1}`,
    ...message,
  }));
  return { text: messaging, conversations, thread };
}

/** A stand-in for fetch in Jest answering the three sources' URLs from a script, and recording them. */
import type { SafetySource } from '@/lib/safety/query';
import { replyWith, type ScriptedReply } from '../scripted-reply';

export type Reply = ScriptedReply;

export function sourceOf(url: string): SafetySource {
  if (url.includes('/token_security/')) return 'goplus';
  if (url.includes('/v1/tokens/')) return 'rugcheck';
  return 'geckoterminal';
}

/** A fetch answering each source's requests in turn from `script`. */
export function fakeSources(script: Partial<Record<SafetySource, Reply[]>>) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = jest.fn((url: string, init: RequestInit) => {
    requests.push({ url, init });
    const answer = script[sourceOf(url)]?.shift();
    if (!answer) throw new Error(`unexpected request ${url}`);
    return replyWith(answer, init);
  });
  global.fetch = fetch as unknown as typeof global.fetch;
  return { fetch, requests };
}

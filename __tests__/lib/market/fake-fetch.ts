/** A stand-in for fetch in Jest: scripted answers per source, and the URLs asked. */
import { replyWith, type ScriptedReply } from '../scripted-reply';

/** How the fake answers one request: a status and body, a network error, or never. */
export type Answer = ScriptedReply;

/** A fetch that answers each URL's requests in turn from `script`, and records them. */
export function fakeFetch(script: { dex: Answer[]; gecko: Answer[] }) {
  const requests: string[] = [];
  const fetch = jest.fn((url: string, init: RequestInit) => {
    requests.push(url);
    const answer = (url.includes('/tokens/v1/') ? script.dex : script.gecko).shift();
    if (!answer) throw new Error(`unexpected request ${url}`);
    return replyWith(answer, init);
  });
  global.fetch = fetch as unknown as typeof global.fetch;
  return { fetch, requests };
}

/** A stand-in for fetch in Jest answering the three sources' URLs from a script, and recording them. */
import type { SafetySource } from '@/lib/safety/query';

export type Reply = { status: number; body?: unknown; notJson?: true } | 'network error' | 'hang';

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
    if (answer === 'network error') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hang') {
      return new Promise((_resolve, reject) =>
        init.signal!.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      );
    }
    return Promise.resolve({
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      json: () =>
        answer.notJson ? Promise.reject(new SyntaxError('not JSON')) : Promise.resolve(answer.body),
    });
  });
  global.fetch = fetch as unknown as typeof global.fetch;
  return { fetch, requests };
}

/** A stand-in for fetch in Jest: scripted answers per source, and the URLs asked. */

/** How the fake answers one request: a status and body, a network error, or never. */
export type Answer = { status: number; body?: unknown } | 'network error' | 'hang';

/** A fetch that answers each URL's requests in turn from `script`, and records them. */
export function fakeFetch(script: { dex: Answer[]; gecko: Answer[] }) {
  const requests: string[] = [];
  const fetch = jest.fn((url: string, init: RequestInit) => {
    requests.push(url);
    const answer = (url.includes('/tokens/v1/') ? script.dex : script.gecko).shift();
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
      json: () => Promise.resolve(answer.body),
    });
  });
  global.fetch = fetch as unknown as typeof global.fetch;
  return { fetch, requests };
}

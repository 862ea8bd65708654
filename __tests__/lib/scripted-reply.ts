/** One scripted answer of a Jest stand-in for fetch: a status and body, a network error, or never. */
export type ScriptedReply =
  { status: number; body?: unknown; notJson?: true } | 'network error' | 'hang';

/** What fetch gives for `answer`: a response, a rejection, or a wait that only an abort ends. */
export function replyWith(answer: ScriptedReply, init: RequestInit) {
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
}

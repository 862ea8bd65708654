/** How long a source may take to answer before it counts as failed and the next is asked. */
export const TIMEOUT_MS = 8000;

export class SourceError extends Error {}

/** A 2xx answer whose body is not JSON: the source answered, with something else. */
export class BodyError extends SourceError {}

/**
 * A source's answer: its status, and its JSON body when the status is 2xx. Throws a SourceError on
 * a network error (which is also how a 429 without CORS headers reaches a page), on no answer
 * within TIMEOUT_MS, and on a 2xx body that is not JSON (a BodyError).
 */
export async function getJson(url: string, accept = 'application/json') {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      headers: { Accept: accept },
      credentials: 'omit',
      signal: controller.signal,
    });
    if (!response.ok) return { status: response.status, body: undefined };
    try {
      return { status: response.status, body: (await response.json()) as unknown };
    } catch (error) {
      throw new BodyError(`${url}: ${(error as Error).name}`);
    }
  } catch (error) {
    if (error instanceof BodyError) throw error;
    throw new SourceError(`${url}: ${(error as Error).name}`);
  } finally {
    clearTimeout(timer);
  }
}

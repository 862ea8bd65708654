/**
 * The browser tests' port, in front of `wrangler pages dev`: every request is passed to the server
 * on `upstream` as it came and its answer passed back as it went (status, headers in their order,
 * body), but a request the browser gives up on is not given up on here. Its answer is read to the
 * end and dropped.
 *
 * Why: wrangler's own proxy in front of workerd does not survive a client that goes away mid-request
 * (a page left while it loads, which a browser test does all the time). Its fetch of the worker
 * rejects with "Network connection lost", it reports that as an error it does not handle, and
 * wrangler exits, or stops answering (cloudflare/workers-sdk#14926, #5552; seen here with 4.86 as
 * an empty `✘ [ERROR]` and exit code 1, about every three minutes of the whole suite, and within
 * seconds of ten clients that abort their requests).
 */
import { createServer, request } from 'node:http';

/** Headers that belong to one connection, not to the message: each hop sets its own. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** A flat [name, value, …] list without the hop-by-hop headers. */
function endToEnd(/** @type {string[]} */ raw) {
  const kept = [];
  for (let at = 0; at < raw.length; at += 2) {
    if (!HOP_BY_HOP.has(raw[at].toLowerCase())) kept.push(raw[at], raw[at + 1]);
  }
  return kept;
}

/**
 * Listens on 127.0.0.1:`port` and passes each request to 127.0.0.1:`upstream`. When the upstream
 * does not answer (refused, reset), the browser's connection is closed unanswered, as if nothing
 * listened. Resolves once listening.
 *
 * @param {number} port
 * @param {number} upstream
 * @returns {Promise<import('node:http').Server>}
 */
export function drainProxy(port, upstream) {
  const server = createServer((req, res) => {
    const headers = endToEnd(req.rawHeaders);
    const forward = request(
      // A connection of its own each time: no socket workerd may have closed is reused.
      {
        host: '127.0.0.1',
        port: upstream,
        method: req.method,
        path: req.url,
        headers,
        agent: false,
      },
      (answer) => {
        if (res.destroyed) {
          answer.resume();
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.rawHeaders));
        answer.on('error', () => res.destroy());
        answer.pipe(res);
        res.on('close', () => {
          if (res.writableFinished) return;
          answer.unpipe(res);
          answer.resume();
        });
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

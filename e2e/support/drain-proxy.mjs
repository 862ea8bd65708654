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
 * Listens on 127.0.0.1:`port` and passes each request to 127.0.0.1:`upstream`. While nothing
 * answers there (a server the supervisor is restarting: refused, or reset before any answer), a
 * GET or HEAD is asked again every quarter second for up to `holdFor` ms, as wrangler's own proxy
 * retries those two across a reload of its worker; then, or at once for any other method, the
 * browser's connection is closed unanswered, as if nothing listened. An answer cut off midway
 * cuts the browser's off. Resolves once listening.
 *
 * @param {number} port
 * @param {number} upstream
 * @param {{ holdFor?: number }} [options]
 * @returns {Promise<import('node:http').Server>}
 */
export function drainProxy(port, upstream, { holdFor = 20_000 } = {}) {
  const server = createServer((req, res) => {
    const headers = endToEnd(req.rawHeaders);
    const idempotent = req.method === 'GET' || req.method === 'HEAD';
    const until = Date.now() + holdFor;
    const attempt = () => {
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
          res.writeHead(
            answer.statusCode ?? 502,
            answer.statusMessage,
            endToEnd(answer.rawHeaders),
          );
          answer.on('error', () => res.destroy());
          answer.pipe(res);
          res.on('close', () => {
            if (res.writableFinished) return;
            answer.unpipe(res);
            answer.resume();
          });
        },
      );
      forward.on('error', () => {
        if (idempotent && !res.headersSent && !res.destroyed && Date.now() < until) {
          setTimeout(attempt, 250);
        } else {
          res.destroy();
        }
      });
      if (idempotent) forward.end();
      else req.pipe(forward);
    };
    attempt();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * @jest-environment node
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { drainProxy } from '@/e2e/support/drain-proxy.mjs';

const listen = (server: Server, port = 0) =>
  new Promise<number>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
const close = (server: Server) => new Promise((resolve) => server.close(resolve));
const freePort = async () => {
  const probe = createServer();
  const port = await listen(probe);
  await close(probe);
  return port;
};

/** A GET through the proxy, resolved with the answer once its headers are in. */
const get = (port: number, path: string) =>
  new Promise<IncomingMessage>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent: false }, resolve).on('error', reject).end();
  });

describe('the test server’s proxy (e2e/support/drain-proxy.mjs)', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await close(server);
    }
  });

  async function upstreamAndProxy(handler: Parameters<typeof createServer>[1]) {
    const upstream = createServer(handler);
    servers.push(upstream);
    const upstreamPort = await listen(upstream);
    const port = await freePort();
    servers.push(await drainProxy(port, upstreamPort));
    return port;
  }

  it('passes the status and every header in order, and leaves out the hop-by-hop ones', async () => {
    const port = await upstreamAndProxy((req, res) => {
      res.writeHead(308, [
        'Location',
        '/jobs',
        'Link',
        '</a.svg>; rel=preload',
        'Link',
        '</b.svg>; rel=preload',
        'Keep-Alive',
        'timeout=5',
        'X-Asked-Host',
        req.headers.host ?? '',
      ]);
      res.end('moved');
    });
    const answer = await get(port, '/jobs.html');
    expect(answer.statusCode).toBe(308);
    expect(answer.headers.location).toBe('/jobs');
    expect(answer.rawHeaders.filter((_, at, all) => all[at - 1] === 'Link')).toEqual([
      '</a.svg>; rel=preload',
      '</b.svg>; rel=preload',
    ]);
    expect(answer.headers['keep-alive']).toBeUndefined();
    // The browser's Host goes on, so the server writes its own addresses for the browser's port.
    expect(answer.headers['x-asked-host']).toBe(`127.0.0.1:${port}`);
  });

  it('reads an abandoned answer to the end, where the server sees no client leave', async () => {
    let finished: (how: string) => void = () => {};
    const how = new Promise<string>((resolve) => (finished = resolve));
    const port = await upstreamAndProxy((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.write('first half ');
      res.on('close', () => finished(res.writableFinished ? 'finished' : 'cut off'));
      // The rest comes once the browser has gone.
      setTimeout(() => res.end('x'.repeat(1_000_000)), 100);
    });
    const answer = await get(port, '/');
    answer.destroy();
    await expect(how).resolves.toBe('finished');
  });

  it('holds a GET while nothing listens behind it, and passes it on once the server is back', async () => {
    const upstreamPort = await freePort();
    const port = await freePort();
    servers.push(await drainProxy(port, upstreamPort, { holdFor: 5_000 }));
    const answered = get(port, '/network');
    await new Promise((resolve) => setTimeout(resolve, 600));
    const upstream = createServer((req, res) => res.end(`back: ${req.url}`));
    servers.push(upstream);
    await listen(upstream, upstreamPort);
    const answer = await answered;
    expect(answer.statusCode).toBe(200);
    const body = await new Promise<string>((resolve) => {
      let text = '';
      answer.on('data', (chunk) => (text += chunk)).on('end', () => resolve(text));
    });
    expect(body).toBe('back: /network');
  });

  it('closes the browser’s connection unanswered once the hold is over', async () => {
    const port = await freePort();
    servers.push(await drainProxy(port, await freePort(), { holdFor: 300 }));
    await expect(get(port, '/')).rejects.toThrow(/socket hang up|ECONNRESET/);
  });
});

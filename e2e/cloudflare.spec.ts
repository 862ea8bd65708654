import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { test, expect, request, type APIRequestContext } from '@playwright/test';
import { FRAME_ANCESTORS } from '../scripts/lib/csp';
import { parseHeaders } from '../scripts/lib/headers';
import { hostServer } from './harness/host-server';
import { EXPORT_DIR } from './harness/export-dir';
import { scaled } from './harness/machine';
import { content } from './support/content';

/**
 * The same export on Cloudflare's own Pages runtime (`wrangler pages dev`, as npm ships it): it
 * reads out/_headers as the static host the rest of the suite runs on does, redirects a page's
 * .html address to its clean one, and answers a miss with 404.html. Asked without a browser, so
 * no request is abandoned (wrangler's dev server ends when a browser abandons one).
 */
// One worker, one wrangler, in order (the project runs files' tests in parallel otherwise).
test.describe.configure({ mode: 'default' });

let wrangler: ChildProcess | undefined;
let api: APIRequestContext;

/** A port the system says is free now. */
async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test.beforeAll(async () => {
  test.setTimeout(scaled(90_000));
  const { command, url } = hostServer(EXPORT_DIR, await freePort());
  wrangler = spawn('sh', ['-c', command], { detached: true, stdio: 'ignore' });
  api = await request.newContext({ baseURL: url });
  await expect
    .poll(
      () =>
        api.get('').then(
          (response) => response.status(),
          () => 0,
        ),
      {
        timeout: scaled(60_000),
      },
    )
    .toBe(200);
});

test.afterAll(async () => {
  await api?.dispose();
  // Its whole group (sh, wrangler, workerd); it may have ended already.
  if (wrangler?.pid) {
    try {
      process.kill(-wrangler.pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
});

test('sends the headers out/_headers gives every page', async () => {
  const rules = parseHeaders(await readFile(`${EXPORT_DIR}/_headers`, 'utf8'));
  const siteWide = new Map(rules.find((rule) => rule.pattern === '/*')?.headers);
  expect(siteWide.get('Content-Security-Policy')).toBe(FRAME_ANCESTORS);
  for (const path of ['', 'contract']) {
    const response = await api.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-security-policy'], path).toBe(FRAME_ANCESTORS);
    const link = siteWide.get('Link');
    if (link) expect(response.headers()['link'], path).toBe(link);
  }
});

test('redirects a page’s .html address to its clean one', async () => {
  const response = await api.get('jobs.html', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers()['location']).toBe('/jobs');
  expect((await api.get('jobs')).status()).toBe(200);
});

test('answers a miss with the themed 404 page', async () => {
  const response = await api.get('no-such-waifu');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain(content.site.notFound.heading);
});

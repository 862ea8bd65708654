import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { routes } from '../data/routes';
import { siteConfig } from '../lib/brand';
import { connectOrigins } from '../lib/connect-origins';
import { cspFindings, FRAME_ANCESTORS, metaPolicy } from '../scripts/lib/csp';
import {
  attribute,
  hasAttribute,
  inlineHandlers,
  inlineScriptBodies,
  rewriteHtml,
  scriptElements,
} from '../scripts/lib/html';
import { test, expect, openPage } from './fixtures';
import { EXPORT_DIR } from './harness/export-dir';
import { content, navLink } from './support/content';
import { TEAM } from './support/tags';

const config = siteConfig();

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

/** The hashes of the page's inline scripts (read by the tokenizer), hashed here, not by the build. */
function inlineHashes(html: string) {
  return inlineScriptBodies(html).map(
    (body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}

test.describe('response headers', () => {
  for (const route of routes) {
    test(`${route} is served under a strict policy`, async ({ request }) => {
      const response = await request.get(route);
      const headers = response.headers();
      // The page's policy is its meta; the header carries what a meta cannot, and browsers
      // enforce both.
      expect(headers['content-security-policy']).toBe(FRAME_ANCESTORS);
      const csp = metaPolicy(await response.text()) ?? '';
      const scriptSrc = directive(csp, 'script-src');
      expect(scriptSrc).toMatch(/'sha256-/);
      expect(scriptSrc).toContain("'strict-dynamic'");
      expect(scriptSrc).not.toContain("'self'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(cspFindings(csp)).toEqual([]);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['permissions-policy']).toContain('camera=()');
      // Telegram Web frames a Mini App; X-Frame-Options cannot name it, frame-ancestors does.
      expect(headers['x-frame-options']).toBeUndefined();
    });
  }

  test('the exported HTML has no inline event handlers', async ({ request }) => {
    for (const route of routes) {
      const html = await (await request.get(route)).text();
      expect(inlineHandlers(html), route).toEqual([]);
    }
  });
});

// Every page's: the shell goes to /contract without a reload, under the first page's policy.
test(
  "every page's policy lets it ask the live price's and the token check's APIs, and exactly those",
  TEAM,
  async ({ request }) => {
    const apis = connectOrigins(config);
    const expected = ["connect-src 'self'", ...apis].join(' ');
    for (const route of routes) {
      const response = await request.get(route);
      expect(directive(metaPolicy(await response.text()) ?? '', 'connect-src'), route).toBe(
        expected,
      );
    }
  },
);

test.describe('the policy in the page', () => {
  for (const route of [...routes, '/no-such-page']) {
    test(`${route} carries its policy in a meta tag before anything loads`, async ({ request }) => {
      const response = await request.get(route);
      const html = await response.text();
      const head = html.slice(html.indexOf('<head>') + '<head>'.length);
      // Only the charset may come first: browsers look for it in the first 1024 bytes.
      expect(head).toMatch(
        /^(<meta charSet="utf-8"\/>)?<meta http-equiv="Content-Security-Policy"/,
      );
      const policy = metaPolicy(html) ?? '';
      expect(
        directive(policy, 'script-src')
          .split(' ')
          .filter((s) => s.startsWith("'sha256-")),
      ).toEqual([...new Set(inlineHashes(html))]);
      expect(directive(policy, 'script-src')).toContain("'strict-dynamic'");
      expect(policy).toContain("base-uri 'none'");
      expect(policy).toContain("object-src 'none'");
      // Browsers ignore frame-ancestors in a meta and log an error; it stays in the header.
      expect(policy).not.toContain('frame-ancestors');
      expect(cspFindings(policy)).toEqual([]);
      const header = response.headers()['content-security-policy'];
      if (header) expect(header).toBe(FRAME_ANCESTORS);
      // 'strict-dynamic' trusts only scripts added by hashed scripts: none may be parser-inserted.
      const external = scriptElements(html).filter((script) => script.src !== undefined);
      for (const script of external)
        expect(hasAttribute(script, 'nomodule'), script.markup).toBe(true);
    });
  }
});

/**
 * A host that sends no headers at all, as GitHub Pages or S3 serve the export: clean URLs, 404.html
 * for misses, a Content-Type and nothing else. `?inject=script` serves the page with an inline
 * script added at the top of its body, as an injection would; `?inject=unprotected` serves the same
 * without the page's meta policy, to show the injected script does run when nothing stops it.
 */
const INJECTED = '<script>window.injected = "ran";</script>';
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.mp3': 'audio/mpeg',
  '.webmanifest': 'application/manifest+json',
};

async function bareHost(dir = path.resolve(EXPORT_DIR)) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    const pathname = decodeURIComponent(url.pathname);
    const inject = url.searchParams.get('inject');
    const name = path.normalize(pathname === '/' ? '/index' : pathname).replace(/^(\.\.\/)+/, '');
    let status = 200;
    let file = '';
    for (const candidate of [name, `${name}.html`]) {
      const full = path.join(dir, candidate);
      if (/\.[a-z0-9]+$/.test(candidate) && (await readFile(full).catch(() => null))) {
        file = full;
        break;
      }
    }
    if (!file) [status, file] = [404, path.join(dir, '404.html')];
    let body: Buffer | string = await readFile(file);
    if (inject && file.endsWith('.html')) {
      body = rewriteHtml(body.toString(), {
        startTag(tag, raw) {
          if (tag.tagName === 'body') return `${raw}${INJECTED}`;
          const isPolicy = attribute(tag, 'http-equiv') === 'Content-Security-Policy';
          return inject === 'unprotected' && isPolicy ? '' : undefined;
        },
      });
    }
    res.writeHead(status, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    res.end(body);
  });
  // Port 0: the system picks a free port, so this never collides with another server.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

test.describe('on a host that sends no headers', () => {
  let host: { server: Server; origin: string };
  test.beforeAll(async () => {
    host = await bareHost();
  });
  test.afterAll(async () => {
    await new Promise((resolve) => host.server.close(resolve));
  });

  test(
    'the site works under its meta policy, with no violation',
    TEAM,
    async ({ page, context }) => {
      await context.grantPermissions(['clipboard-write']);
      const response = await page.request.get(`${host.origin}/contract`);
      expect(response.headers()['content-security-policy']).toBeUndefined();
      expect(response.headers()['x-frame-options']).toBeUndefined();

      await openPage(page, `${host.origin}/contract`);
      // The copy button is a client island: it answers a click only once hydrated.
      await page.getByRole('button', { name: content.contract.copy }).click();
      await expect(page.getByText(content.contract.copied)).toBeVisible();
      // Client-side navigation loads more chunks and the next page's payload under the same policy.
      await navLink(page, content.site.nav.jobs).click();
      await expect(page).toHaveURL(`${host.origin}/jobs`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.jobs.heading);
    },
  );

  test.describe('an injected inline script', () => {
    test.use({ allowConsole: /Content Security Policy|CSP violation: script-src-elem inline/ });

    test('does not run, and the browser reports the violation', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-write']);
      const violations: string[] = [];
      page.on('console', (m) => m.text().startsWith('CSP violation') && violations.push(m.text()));
      await openPage(page, `${host.origin}/contract?inject=script`);
      expect(await page.evaluate(() => (window as { injected?: string }).injected)).toBeUndefined();
      await expect.poll(() => violations).toEqual(['CSP violation: script-src-elem inline']);
      // The page's own scripts still run: the island hydrates.
      await page.getByRole('button', { name: content.contract.copy }).click();
      await expect(page.getByText(content.contract.copied)).toBeVisible();
    });

    test('runs where the page has no policy (the control)', async ({ page }) => {
      await page.goto(`${host.origin}/contract?inject=unprotected`);
      expect(await page.evaluate(() => (window as { injected?: string }).injected)).toBe('ran');
    });
  });
});

test('every route shows, links and copies only the configured address of the token', async ({
  page,
}) => {
  const base58Run = /[1-9A-HJ-NP-Za-km-z]{32,44}/g;
  for (const route of routes) {
    await openPage(page, route);
    const hrefs = await page
      .locator('a[href*="pump.fun"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    // A wallet's browse link carries the token page URL-encoded in its path.
    const opened = (href: string | null) =>
      decodeURIComponent(/\/ul\/(?:v1\/)?browse\/([^?]+)/.exec(href ?? '')?.[1] ?? href ?? '');
    for (const href of hrefs) expect(opened(href), route).toBe(config.tokenUrl);
    const text = await page.locator('body').innerText();
    for (const match of text.match(base58Run) ?? []) {
      expect(match, `address-like text on ${route}`).toBe(config.contractAddress);
    }
  }
  await openPage(page, '/contract');
  await expect(page.getByRole('link', { name: config.contractAddress! })).toBeVisible();
});

test.describe('refused audio', () => {
  test.use({ allowConsole: /Could not play the UwU sound/ });

  test('logs the UwU failure, shows nothing and keeps working', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    await page.addInitScript(() => {
      HTMLMediaElement.prototype.play = () =>
        Promise.reject(new DOMException('refused', 'NotAllowedError'));
    });
    await openPage(page, '/contract');
    const before = await page.locator('body').innerText();
    await page.locator('h1').click();
    await page.getByRole('banner').getByRole('button', { name: content.site.uwu }).click();
    await expect
      .poll(() => logged.filter((t) => /Could not play the UwU sound/.test(t)).length)
      .toBe(1);
    expect(logged).toHaveLength(1);
    expect(await page.locator('body').innerText()).toBe(before);
    await navLink(page, content.site.nav.jobs).click();
    await expect(page).toHaveURL(/\/jobs$/);
  });
});

test.describe('missing sound files', () => {
  test.use({ allowConsole: /Could not play the UwU sound|status of 404 .*\/sounds\/.*\.mp3$/ });

  test('clicks and UwU still work and nothing is shown', async ({ page }) => {
    await page.route('**/sounds/*.mp3', (route) => route.fulfill({ status: 404, body: '' }));
    await openPage(page, '/contract');
    const before = await page.locator('body').innerText();
    await page.locator('h1').click();
    await page.getByRole('banner').getByRole('button', { name: content.site.uwu }).click();
    await page.waitForTimeout(300);
    expect(await page.locator('body').innerText()).toBe(before);
  });
});

/**
 * A fake of the three sources Check the token asks (GeckoTerminal, RugCheck, GoPlus), for the
 * browser tests in Blink: `page.route` answers each API's origin, as the build names it, with a
 * scenario's replies (./safety-scenarios.ts), and records what the page asked. A reply without
 * CORS headers, like a 429 from a rate limit, reaches the page as a network error.
 */
import type { Page } from '@playwright/test';
import { siteConfig } from '../../lib/brand';
import { safetyOrigins } from '../../lib/safety/query';
import { sourceOf } from '../../__tests__/lib/safety/fake-sources';
import type { FakeScript } from './safety-scenarios';

/** Answers every source's request from `script` (a source not in it: 500); returns the URLs asked. */
export async function fakeSources(page: Page, script: FakeScript): Promise<string[]> {
  const asked: string[] = [];
  for (const origin of safetyOrigins(siteConfig().safetyCheck!)) {
    await page.route(`${origin}/**`, (route) => {
      const url = route.request().url();
      asked.push(url);
      const reply = script[sourceOf(url)] ?? { status: 500 };
      return route.fulfill({
        status: reply.status,
        headers: reply.cors === false ? {} : { 'access-control-allow-origin': '*' },
        contentType: 'application/json',
        body: reply.raw ?? JSON.stringify(reply.body ?? {}),
      });
    });
  }
  return asked;
}

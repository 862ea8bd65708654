/**
 * @jest-environment node
 */
import type { WebDriver } from 'selenium-webdriver';
import { WebKitDriver } from '@/e2e/journeys/engines/webkit';

const LOST = 'Could not parse script result';
const SOURCE = 'window.__journeys = {};';

/**
 * A WebKitWebDriver stand-in: the page's time origin, and a queue of what the injection's calls
 * answer (an error's message, or nothing for a reply that came).
 */
function fakeDriver(origins: number[], injections: (string | null)[]) {
  const sent: string[] = [];
  const executeScript = jest.fn(async (script: unknown) => {
    if (script === 'return performance.timeOrigin;')
      return origins.length > 1 ? origins.shift() : origins[0];
    if (script !== SOURCE) return null;
    sent.push(SOURCE);
    const error = injections.shift();
    if (error) throw new Error(error);
    return null;
  });
  return { driver: { executeScript } as unknown as WebDriver, sent };
}

describe('the WebKit adapter’s injection (e2e/journeys/engines/webkit.ts)', () => {
  it('sends the injection once more when the page’s reply was lost and the document stayed', async () => {
    const { driver, sent } = fakeDriver([1000, 1000], [LOST, null]);
    await new WebKitDriver(driver, 'http://127.0.0.1').inject(SOURCE);
    expect(sent).toHaveLength(2);
  });

  it('fails, saying so, when the page was replaced after a lost reply', async () => {
    const { driver, sent } = fakeDriver([1000, 2500], [LOST, null]);
    await expect(new WebKitDriver(driver, 'http://127.0.0.1').inject(SOURCE)).rejects.toThrow(
      "WebKit's page gave no reply to the injection 1 time(s); the document was replaced",
    );
    expect(sent).toHaveLength(1);
  });

  it('fails when the same document loses the reply twice', async () => {
    const { driver, sent } = fakeDriver([1000], [LOST, LOST, null]);
    await expect(new WebKitDriver(driver, 'http://127.0.0.1').inject(SOURCE)).rejects.toThrow(
      '2 time(s); the document stayed',
    );
    expect(sent).toHaveLength(2);
  });

  it('sends nothing again for any other error', async () => {
    const { driver, sent } = fakeDriver([1000], ['javascript error: boom', null]);
    await expect(new WebKitDriver(driver, 'http://127.0.0.1').inject(SOURCE)).rejects.toThrow(
      'javascript error: boom',
    );
    expect(sent).toHaveLength(1);
  });
});

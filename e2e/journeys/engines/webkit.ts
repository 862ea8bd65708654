import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { once } from 'node:events';
import { Builder, Capabilities, type WebDriver, type WebElement } from 'selenium-webdriver';
import { listeningPort } from '../../harness/listening-port';
import type { Driver, LaunchedBrowser, Query, Viewport } from './driver';

/** Debian's WebKitGTK, each path overridable for other systems. */
const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? findMiniBrowser();

function findMiniBrowser() {
  // libwebkit2gtk-4.1-0 puts it under the multiarch directory, e.g. /usr/lib/x86_64-linux-gnu.
  for (const dir of readdirSync('/usr/lib')) {
    const path = `/usr/lib/${dir}/webkit2gtk-4.1/MiniBrowser`;
    if (existsSync(path)) return path;
  }
  return '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
}

/** WebKitWebDriver's error for a script whose reply from the page was empty (Session.cpp). */
const isLostReply = (error: unknown) =>
  error instanceof Error && error.message === 'Could not parse script result';

type Watched = Window & { __journeyErrors?: string[] };

// Classic WebDriver has no init scripts, so the watchers go in once a page has loaded (after each
// open, and again with the resolver on any fresh document): docs/browser-tests.md says what that misses.
function watch() {
  const w = window as Watched;
  if (w.__journeyErrors) return;
  const seen: string[] = [];
  w.__journeyErrors = seen;
  addEventListener('error', (event) => seen.push(`pageerror: ${event.message}`));
  addEventListener('unhandledrejection', (event) =>
    seen.push(`unhandled: ${String(event.reason)}`),
  );
  document.addEventListener('securitypolicyviolation', (event) =>
    seen.push(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
  );
  const error = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    seen.push(`console.error: ${args.map(String).join(' ')}`);
    error(...args);
  };
}

/**
 * WebKit through selenium-webdriver and Debian's WebKitWebDriver, driving WebKitGTK's MiniBrowser
 * (full-screen, so the window's size is the viewport's) under Xvfb.
 */
export class WebKitDriver implements Driver {
  readonly engine = 'webkit';
  private readonly seen: string[] = [];

  constructor(
    private readonly driver: WebDriver,
    private readonly baseURL: string,
  ) {}

  private async harvest() {
    const found = (await this.driver.executeScript(
      'const e = window.__journeyErrors; return e ? e.splice(0) : [];',
    )) as string[];
    this.seen.push(...found);
  }

  async open(path: string, viewport: Viewport) {
    await this.harvest().catch(() => {});
    await this.driver
      .manage()
      .window()
      .setRect({ x: 0, y: 0, ...viewport });
    await this.driver.get(new URL(path, this.baseURL).href);
    await this.driver.executeScript(watch);
  }

  evaluate<T>(fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]) {
    return this.driver.executeScript(fn, ...args) as Promise<T>;
  }

  /**
   * The resolver and the watchers, both safe to run twice. WebKitWebDriver answers "Could not
   * parse script result" when a script's reply from the page came back empty, as WebKit's IPC
   * answers a call the page's process dropped. Once in a whole CI run that came for this
   * injection, into a page that had answered the call before it. So the injection is sent once
   * more, only into the same document (the same time origin): a page that was replaced, as one
   * whose process crashed is, fails the journey, saying so.
   */
  async inject(source: string) {
    const origin = await this.timeOrigin();
    for (let attempt = 0; ; attempt += 1) {
      try {
        await this.driver.executeScript(source);
        await this.driver.executeScript(watch);
        return;
      } catch (error) {
        if (!isLostReply(error)) throw error;
        const now = await this.timeOrigin().catch(() => null);
        if (attempt > 0 || now !== origin) {
          throw new Error(
            `WebKit's page gave no reply to the injection ${attempt + 1} time(s); ` +
              `the document ${now === origin ? 'stayed' : 'was replaced'}`,
            { cause: error },
          );
        }
      }
    }
  }

  private timeOrigin() {
    return this.driver.executeScript('return performance.timeOrigin;') as Promise<number>;
  }

  private async element(query: Query) {
    const element = (await this.driver.executeScript(
      'return window.__journeys.one(arguments[0]);',
      query,
    )) as WebElement | null;
    if (!element) throw new Error(`no element for ${JSON.stringify(query)}`);
    return element;
  }

  /**
   * WebKitWebDriver refuses a click on an element below the fold (ElementNotInteractable) where
   * the spec says to scroll it into view first, so one out of view is scrolled to the middle here;
   * one in view stays where it is, for the tests that check a click moves nothing.
   */
  private async inView(query: Query) {
    const element = await this.element(query);
    await this.driver.executeScript(
      `const box = arguments[0].getBoundingClientRect();
       if (box.top < 0 || box.bottom > innerHeight || box.left < 0 || box.right > innerWidth)
         arguments[0].scrollIntoView({ block: 'center', inline: 'nearest' });`,
      element,
    );
    return element;
  }

  async click(query: Query) {
    await (await this.inView(query)).click();
  }

  async hover(query: Query) {
    const element = await this.inView(query);
    await this.driver.actions().move({ origin: element }).perform();
  }

  async fill(query: Query, text: string) {
    const element = await this.element(query);
    await element.clear();
    await element.sendKeys(text);
  }

  /** Classic WebDriver cannot intercept requests: see docs/browser-tests.md for what that leaves. */
  async standIn() {
    return null;
  }

  /** Classic WebDriver has no script that runs before the page's own: see docs/browser-tests.md. */
  async clockFrom(): Promise<void> {
    throw new Error('WebKitWebDriver cannot set the page clock before the page runs');
  }

  async errors() {
    await this.harvest().catch(() => {});
    return [...this.seen];
  }

  async close() {
    await this.harvest().catch(() => {});
  }
}

function stop(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}

/** An X server of our own: Xvfb picks a free display and writes its number to fd 3. */
async function startXvfb() {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    },
  );
  const [chunk] = (await Promise.race([
    once(xvfb.stdio[3]!, 'data'),
    once(xvfb, 'exit').then(() => {
      throw new Error('Xvfb did not start (apt-get install xvfb)');
    }),
  ])) as [Buffer];
  return { xvfb, display: `:${chunk.toString().trim()}` };
}

/**
 * The driver listens on port 0, so the system picks a free port and no two workers can ask for
 * the same one; it does not print it, so it is read back from /proc.
 */
async function waitForDriver(child: ChildProcess) {
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error('WebKitWebDriver exited');
    const port = listeningPort(child.pid!);
    if (port !== null) {
      const url = `http://127.0.0.1:${port}`;
      try {
        if ((await fetch(`${url}/status`)).ok) return url;
      } catch {
        // listening, not answering yet
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not answer');
}

/**
 * WebKitGTK's MiniBrowser under a private Xvfb, driven by WebKitWebDriver (one session per
 * driver process, hence one of each per worker). Full-screen, so a window rect is the viewport.
 * `timeZone`, the visitor's, is the TZ the driver passes on to the browser it starts.
 */
export async function launchWebKit(timeZone?: string): Promise<LaunchedBrowser> {
  const { xvfb, display } = await startXvfb();
  const server = spawn(WEBKIT_DRIVER_PATH, ['--port=0'], {
    env: { ...process.env, DISPLAY: display, ...(timeZone ? { TZ: timeZone } : {}) },
    stdio: 'ignore',
  });
  const stopAll = () => {
    // A MiniBrowser whose session never ended outlives its driver: end it by its parent's id.
    if (server.pid) spawnSync('pkill', ['-TERM', '-P', String(server.pid)]);
    stop(server);
    stop(xvfb);
  };
  try {
    const url = await waitForDriver(server);
    const capabilities = new Capabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': {
        binary: MINIBROWSER_PATH,
        args: ['--automation', '--full-screen'],
      },
    });
    const driver = await new Builder().usingServer(url).withCapabilities(capabilities).build();
    return {
      driver: (baseURL) => new WebKitDriver(driver, baseURL),
      async close() {
        await driver.quit().catch(() => {});
        stopAll();
      },
    };
  } catch (error) {
    stopAll();
    throw error;
  }
}

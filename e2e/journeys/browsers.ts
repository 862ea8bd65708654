import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { once } from 'node:events';
import type { Browser as PlaywrightBrowser, BrowserType } from '@playwright/test';
import puppeteer, { type Browser as PuppeteerBrowser } from 'puppeteer-core';
import { Builder, Capabilities, type WebDriver } from 'selenium-webdriver';
import { CHROME_FLAGS, CHROME_PATH } from '../../scripts/lib/chrome.mjs';

/** Debian's browsers, each overridable for other systems. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? findMiniBrowser();

function findMiniBrowser() {
  // libwebkit2gtk-4.1-0 puts it under the multiarch directory, e.g. /usr/lib/x86_64-linux-gnu.
  for (const dir of readdirSync('/usr/lib')) {
    const path = `/usr/lib/${dir}/webkit2gtk-4.1/MiniBrowser`;
    if (existsSync(path)) return path;
  }
  return '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
}

export function launchBlink(chromium: BrowserType): Promise<PlaywrightBrowser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
}

/** Firefox ESR over WebDriver BiDi, on a port of our choosing (puppeteer's default is random). */
export function launchGecko(port: number): Promise<PuppeteerBrowser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    args: [`--remote-debugging-port=${port}`],
  });
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

async function waitForDriver(url: string, child: ChildProcess) {
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error('WebKitWebDriver exited');
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on ${url}`);
}

export type WebKitSession = { driver: WebDriver; stop(): Promise<void> };

/**
 * WebKitGTK's MiniBrowser under a private Xvfb, driven by WebKitWebDriver (one session per
 * driver process, hence one of each per worker). Full-screen, so a window rect is the viewport.
 */
export async function launchWebKit(port: number): Promise<WebKitSession> {
  const { xvfb, display } = await startXvfb();
  const server = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: 'ignore',
  });
  const stopAll = () => {
    // A MiniBrowser whose session never ended outlives its driver: end it by its parent's id.
    if (server.pid) spawnSync('pkill', ['-TERM', '-P', String(server.pid)]);
    stop(server);
    stop(xvfb);
  };
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForDriver(url, server);
    const capabilities = new Capabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': {
        binary: MINIBROWSER_PATH,
        args: ['--automation', '--full-screen'],
      },
    });
    const driver = await new Builder().usingServer(url).withCapabilities(capabilities).build();
    return {
      driver,
      async stop() {
        await driver.quit().catch(() => {});
        stopAll();
      },
    };
  } catch (error) {
    stopAll();
    throw error;
  }
}

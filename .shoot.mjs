import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from '/work/wt/dark/scripts/lib/chrome.mjs';
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
const [scheme = 'dark', width = '1280', ...paths] = process.argv.slice(2);
const ctx = await browser.newContext({ colorScheme: scheme, viewport: { width: +width, height: 900 } });
const page = await ctx.newPage();
for (const p of paths) {
  await page.goto('http://127.0.0.1:4501' + p);
  await page.waitForTimeout(2300);
  const name = `/tmp/dark-shots/${scheme}-${width}${p.replace(/\//g, '_') || '_home'}.png`;
  await page.screenshot({ path: name, fullPage: true });
  console.log(name);
}
await browser.close();

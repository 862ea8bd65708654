import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage();
p.on('response', (r) => r.status() >= 400 && console.log(r.status(), r.url()));
await p.goto('http://localhost:4400' + process.argv[2]); await p.waitForTimeout(1500); await b.close();

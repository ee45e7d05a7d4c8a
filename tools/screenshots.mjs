// Screenshots of pages at phone and desktop widths, for looking at what we build:
//   node tools/screenshots.mjs http://127.0.0.1:8080 /tmp/shots / /quote /calgary
// (FIRST_SCREEN=1: only what the first screen shows, 844 px high on phones)
import { chromium } from 'playwright-core';
const [,, base, out, ...routes] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const first = process.env.FIRST_SCREEN === '1';
for (const width of [320, 390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: first && width < 960 ? 844 : 900 } });
  const page = await ctx.newPage();
  page.on('console', m => { if (m.type() === 'error' || m.type() === 'warning') console.log(width, m.type(), m.text()); });
  page.on('pageerror', e => console.log('pageerror', e.message));
  for (const r of routes) {
    await page.goto(base + r, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const name = (r === '/' ? 'home' : r.slice(1).replaceAll('/', '_')) + '-' + width + '.png';
    await page.screenshot({ path: `${out}/${name}`, fullPage: !first });
  }
  await ctx.close();
}
await browser.close();

import { launch, serve, url, hydrated } from './lib.mjs';
const server = await serve(); const browser = await launch();
const [,, route, width, out, full] = process.argv;
const context = await browser.newContext({ viewport: { width: Number(width), height: 844 } });
const page = await context.newPage();
await page.goto(server.base + url(route));
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: full === 'full' });
await browser.close(); server.stop();

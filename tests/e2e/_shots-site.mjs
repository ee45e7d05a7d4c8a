// Screenshots of a built site (not a test): node tests/e2e/_shots-site.mjs <site> <outdir> <route>... 
// Each route at 320, 390 and 1280 px, full page, named <route>-<width>.png.
import { launch, serveDir } from './lib.mjs';
import path from 'node:path';
const [,, site, outdir, ...routes] = process.argv;
const server = await serveDir(site, path.join(site, 'dist'));
const browser = await launch();
for (const width of [320, 390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  const page = await context.newPage();
  for (const route of routes) {
    await page.goto(server.base + route);
    await page.waitForTimeout(500);
    const name = route === '/' ? 'home' : route.replace(/^\/|\/$/g, '').replace(/\//g, '_');
    await page.screenshot({ path: path.join(outdir, `${name}-${width}.png`), fullPage: true });
  }
  await context.close();
}
await browser.close();
server.stop();

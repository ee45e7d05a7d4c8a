// Every built page in a real browser: it loads, hydrates every island, and logs nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serve, routes, watchConsole, hydrated, scrollThrough } from './lib.mjs';

let browser, server;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

test('every page loads and hydrates without a console error or warning', async () => {
  const all = routes();
  assert.ok(all.length >= 62, `sitemap lists ${all.length} routes`);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = watchConsole(page);
  const failures = [];
  for (const route of all) {
    problems.length = 0;
    const response = await page.goto(server.base + route);
    if (response.status() !== 200) failures.push(`${route}: status ${response.status()}`);
    await scrollThrough(page);
    await hydrated(page);
    if (problems.length) failures.push(`${route}: ${problems.join(' | ')}`);
    const h1 = await page.locator('h1').count();
    if (h1 !== 1) failures.push(`${route}: ${h1} h1 elements`);
  }
  await context.close();
  assert.deepEqual(failures, []);
});

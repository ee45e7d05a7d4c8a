// Every built page in a real browser: it loads, hydrates every island, and logs nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serve, routes, watchConsole, hydrated, scrollThrough } from './lib.mjs';

let browser, server;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

test('security and caching headers follow _headers', async () => {
  const res = await fetch(server.base + '/calgary/furnace-repair');
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
  assert.match(res.headers.get('permissions-policy') ?? '', /camera=\(\)/);
  assert.equal(res.headers.get('cache-control'), 'public, max-age=300, must-revalidate');
  const html = await res.text();
  const css = html.match(/href="(\/assets\/[^"]+\.css)"/)[1];
  const asset = await fetch(server.base + css);
  assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
});

test('no page scrolls sideways on a 320 px phone, and the header fits', async () => {
  const context = await browser.newContext({ viewport: { width: 320, height: 700 } });
  const page = await context.newPage();
  const failures = [];
  for (const route of [...routes(), '/no-such-page']) {
    // The server-rendered layout: what paints first, and all a visitor without JavaScript gets.
    await page.goto(server.base + route);
    const m = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      menu: document.querySelector('.menu__toggle').getBoundingClientRect().right,
      // Buttons whose label is cut off (wider than the button itself).
      clipped: [...document.querySelectorAll('button, .btn, input, select')]
        .filter((e) => e.offsetParent && e.scrollWidth > e.clientWidth + 1 && e.type !== 'text' && e.type !== 'email' && e.type !== 'tel')
        .map((e) => e.textContent.trim() || e.name),
    }));
    if (m.clipped.length) failures.push(`${route}: clipped ${m.clipped.join(', ')}`);
    if (m.scroll > 320) failures.push(`${route}: ${m.scroll} px wide`);
    if (m.menu > 320 - 8) failures.push(`${route}: the menu button ends at ${m.menu} px`);
  }
  await context.close();
  assert.deepEqual(failures, []);
});

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
    // Served with the site's own _headers, so a CSP violation would show up as a console error.
    const csp = response.headers()['content-security-policy'] ?? '';
    if (!/script-src 'self'/.test(csp) || /unsafe-(inline|eval)/.test(csp) || !/frame-ancestors 'none'/.test(csp)) failures.push(`${route}: CSP ${csp}`);
    await scrollThrough(page);
    await hydrated(page);
    if (problems.length) failures.push(`${route}: ${problems.join(' | ')}`);
    const h1 = await page.locator('h1').count();
    if (h1 !== 1) failures.push(`${route}: ${h1} h1 elements`);
  }
  await context.close();
  assert.deepEqual(failures, []);
});

// Every built page in a real browser: it loads, hydrates every island, and logs nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { dist, launch, serve, routes, url, watchConsole, hydrated, scrollThrough } from './lib.mjs';

let browser, server;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

// The site is built for GitHub Pages, which sends no headers of ours: the policy travels in <meta>.
// The headers of `_headers` on Netlify and Cloudflare Pages are tested on their software (tests/hosts/).
const hostHeaders = existsSync(path.join(dist, '_headers'));

test('the security policy reaches the browser: in <meta> on GitHub Pages, as headers where _headers is read', async () => {
  const res = await fetch(server.base + url('/calgary/furnace-repair'));
  assert.equal(res.status, 200);
  const html = await res.text();
  if (hostHeaders) {
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.match(res.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
    assert.equal(res.headers.get('cache-control'), 'public, max-age=300, must-revalidate');
  } else {
    assert.equal(res.headers.get('content-security-policy'), null, 'the preview serves the build as GitHub Pages would');
    const head = html.slice(0, html.indexOf('<title>'));
    assert.match(head, /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self';/);
    assert.doesNotMatch(head, /frame-ancestors/, 'ignored in <meta>: left out');
    assert.ok(head.includes('<meta name="referrer" content="strict-origin-when-cross-origin">'));
  }
});

test('no page scrolls sideways on a 320 px phone, and the header fits', async () => {
  const context = await browser.newContext({ viewport: { width: 320, height: 700 } });
  const page = await context.newPage();
  const failures = [];
  for (const route of [...routes(), '/no-such-page']) {
    // The server-rendered layout: what paints first, and all a visitor without JavaScript gets.
    await page.goto(server.base + url(route));
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
    const response = await page.goto(server.base + url(route));
    if (response.status() !== 200) failures.push(`${route}: status ${response.status()}`);
    if (response.request().redirectedFrom()) failures.push(`${route}: reached through a redirect`);
    // The page's own policy (the <meta> of a GitHub Pages build, or the header from _headers), so
    // a CSP violation would show up as a console error.
    const csp = response.headers()['content-security-policy']
      ?? await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    if (!/script-src 'self'/.test(csp) || /unsafe-(inline|eval)/.test(csp)) failures.push(`${route}: CSP ${csp}`);
    if (hostHeaders && !/frame-ancestors 'none'/.test(csp)) failures.push(`${route}: CSP ${csp}`);
    await scrollThrough(page);
    await hydrated(page);
    if (problems.length) failures.push(`${route}: ${problems.join(' | ')}`);
    const h1 = await page.locator('h1').count();
    if (h1 !== 1) failures.push(`${route}: ${h1} h1 elements`);
  }
  await context.close();
  assert.deepEqual(failures, []);
});

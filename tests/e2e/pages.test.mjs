// Every built page: served whole, with its policy, and laid out without sideways scrolling at 320 px
// (that each loads and hydrates without a console error is checked by a11y.test.mjs's sweeps).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { dist, launch, serve, routes, url } from './lib.mjs';

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

test('every page is served whole: 200 without a redirect, its security policy, one h1', async () => {
  // That each also loads and hydrates without a console error or warning is checked where a
  // browser visits every page anyway: the axe sweeps of a11y.test.mjs.
  const all = routes();
  assert.ok(all.length >= 62, `sitemap lists ${all.length} routes`);
  const failures = [];
  for (const route of all) {
    const response = await fetch(server.base + url(route), { redirect: 'manual' });
    if (response.status !== 200) failures.push(`${route}: status ${response.status}`);
    const html = await response.text();
    // The page's own policy: the header from _headers, or the <meta> of a GitHub Pages build.
    const csp = response.headers.get('content-security-policy')
      ?? /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
    if (!/script-src 'self'/.test(csp) || /unsafe-(inline|eval)/.test(csp)) failures.push(`${route}: CSP ${csp}`);
    if (hostHeaders && !/frame-ancestors 'none'/.test(csp)) failures.push(`${route}: CSP ${csp}`);
    const h1 = html.match(/<h1[\s>]/g)?.length ?? 0;
    if (h1 !== 1) failures.push(`${route}: ${h1} h1 elements`);
  }
  assert.deepEqual(failures, []);
});

// What every host that runs locally must do with the build made for it, asked of the host's own
// software: pages at their canonical address with a 200 and no redirect, real 301s, 404 with the
// not-found page, the `_headers` headers, and islands that work with no CSP violation.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch, watchConsole, hydrated, scrollThrough } from '../e2e/lib.mjs';
import { buildFor, canonicals, get, isLoopback, listeningSockets, pageUrl, sitemapPaths, writtenRedirects } from './lib.mjs';

const PAGE_CACHE = 'public, max-age=300, must-revalidate';
const ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * The tests of one host. `start(dist)` serves the build and resolves to { base, pid, port, stop };
 * `cacheOnWire` says whether the local server sends `_headers` Cache-Control as the host does
 * (netlify dev replaces it with `public, max-age=0`; its test checks the rules with Netlify's parser).
 */
export function hostSuite({ host, start, cacheOnWire }) {
  let dist, server, browser;
  const report = {};

  before(async () => {
    dist = buildFor(host);
    server = await start(dist);
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    // What was measured, for people: printed, and kept beside the build.
    if (Object.keys(report).length) {
      writeFileSync(path.join(dist, '..', 'measured.json'), JSON.stringify(report, null, 2));
      console.log(`# ${host}: ${JSON.stringify(report)}`);
    }
  });

  /** The file the build wrote for a page address. */
  const fileOf = (p) => (p === '/' ? 'index.html' : p.endsWith('/') ? `${p.slice(1)}index.html` : `${p.slice(1)}.html`);

  const pages = () => {
    const listed = sitemapPaths(dist);
    // Pages kept out of the sitemap (noindex) are pages too: take their canonical addresses.
    const all = new Set(listed);
    for (const { file, canonical, html } of canonicals(dist)) {
      if (file !== '404.html' && canonical && !html.includes('http-equiv="refresh"')) all.add(canonical);
    }
    return { listed, all: [...all].sort() };
  };

  test(`${host}: nothing listens beyond 127.0.0.1`, () => {
    const sockets = listeningSockets(server.pid);
    assert.ok(sockets.some((s) => s.endsWith(`:${server.port}`)), `the server listens on ${server.port}: ${sockets.join(', ')}`);
    assert.deepEqual(sockets.filter((s) => !isLoopback(s)), [], `every socket on loopback: ${sockets.join(', ')}`);
  });

  test(`${host}: every page answers 200 at its canonical address, with no redirect`, async () => {
    const { listed, all } = pages();
    assert.ok(listed.length >= 60, `sitemap lists ${listed.length} pages`);
    for (const p of all) assert.equal(p, pageUrl(dist, p === '/' ? '/' : p.replace(/\/$/, '')), `${p} is in the host's URL form`);
    const failures = [];
    for (const p of all) {
      const res = await get(server.base, p);
      const html = await res.text();
      const canonical = html.match(/<link rel="canonical" href="https?:\/\/[^/"]+(\/[^"]*)">/)?.[1];
      if (res.status !== 200) failures.push(`${p}: ${res.status} ${res.headers.get('location') ?? ''}`);
      else if (canonical !== p) failures.push(`${p}: served a page whose canonical is ${canonical}`);
    }
    assert.deepEqual(failures, []);
    report.page = `${(await get(server.base, pageUrl(dist, '/calgary/furnace-repair'))).status}`;
  });

  test(`${host}: every redirect is a 301 to a page that answers 200`, async () => {
    const redirects = writtenRedirects();
    assert.ok(redirects.length >= 6, `${redirects.length} redirects in content/redirects.yaml`);
    const failures = [];
    for (const { from, to } of redirects) {
      for (const source of [from, `${from}/`, `${from}?utm_source=x`]) {
        const res = await get(server.base, source);
        const location = res.headers.get('location') ?? '';
        const target = new URL(location, server.base);
        const expected = pageUrl(dist, to);
        if (res.status !== 301) failures.push(`${source}: ${res.status}, not 301`);
        if (target.pathname !== expected) failures.push(`${source}: to ${location}, not ${expected}`);
        if (source.includes('?') && target.search !== '?utm_source=x') failures.push(`${source}: query lost (${location})`);
        const landed = await get(server.base, target.pathname + target.search);
        if (landed.status !== 200) failures.push(`${source} -> ${location}: ${landed.status}`);
      }
    }
    assert.deepEqual(failures, []);
    report.redirect = `${(await get(server.base, redirects[0].from)).status}`;
  });

  test(`${host}: unknown addresses answer 404 with the not-found page`, async () => {
    const notFound = readFileSync(path.join(dist, '404.html'), 'utf8').match(/<title>([^<]+)<\/title>/)[1];
    for (const p of ['/no-such-page', '/no-such-page/', '/calgary/no-such-service', '/assets/no-such-file.js']) {
      const res = await get(server.base, p);
      assert.equal(res.status, 404, p);
      const html = await res.text();
      assert.ok(html.includes(`<title>${notFound}</title>`), `${p} shows the not-found page`);
    }
    report.missing = `${(await get(server.base, '/no-such-page')).status}`;
  });

  test(`${host}: pages and assets get the headers of _headers`, async () => {
    const rules = readFileSync(path.join(dist, '_headers'), 'utf8');
    const csp = rules.match(/Content-Security-Policy: (.+)/)[1];
    assert.match(csp, /frame-ancestors 'none'/);
    const security = (res, p, failures) => {
      const want = {
        'content-security-policy': csp,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
      };
      for (const [name, value] of Object.entries(want)) {
        if (res.headers.get(name) !== value) failures.push(`${p}: ${name} is ${res.headers.get(name)}`);
      }
      if (!/camera=\(\)/.test(res.headers.get('permissions-policy') ?? '')) failures.push(`${p}: permissions-policy`);
    };
    const failures = [];
    for (const p of pages().all) {
      const res = await get(server.base, p);
      security(res, p, failures);
      if (cacheOnWire && res.headers.get('cache-control') !== PAGE_CACHE) failures.push(`${p}: cache-control ${res.headers.get('cache-control')}`);
    }
    const assets = readdirSync(path.join(dist, 'assets'), { recursive: true }).filter((f) => /\.(js|css)$/.test(f));
    assert.ok(assets.length >= 3, `${assets.length} bundled assets`);
    for (const f of assets) {
      const p = `/assets/${String(f).split(path.sep).join('/')}`;
      const res = await get(server.base, p);
      if (res.status !== 200) failures.push(`${p}: ${res.status}`);
      security(res, p, failures);
      if (cacheOnWire && res.headers.get('cache-control') !== ASSET_CACHE) failures.push(`${p}: cache-control ${res.headers.get('cache-control')}`);
    }
    // Photos from the image pipeline: the name carries a hash, so they are cached for good.
    const photo = readdirSync(path.join(dist, 'img')).find((f) => f.endsWith('.avif'));
    assert.ok(photo, 'the build published its photos');
    const image = `/img/${photo}`;
    const res = await get(server.base, image);
    if (res.status !== 200) failures.push(`${image}: ${res.status}`);
    security(res, image, failures);
    if (cacheOnWire && res.headers.get('cache-control') !== ASSET_CACHE) failures.push(`${image}: cache-control ${res.headers.get('cache-control')}`);
    assert.deepEqual(failures, []);
    const page = await get(server.base, pageUrl(dist, '/calgary/furnace-repair'));
    report.pageHeaders = Object.fromEntries([...page.headers].filter(([n]) => /^(content-security-policy|x-content-type-options|referrer-policy|permissions-policy|x-frame-options|cache-control)$/.test(n)));
  });

  test(`${host}: islands hydrate in Chromium with no CSP violation or console error, on a page of every kind`, async () => {
    // One page per combination of islands (the e2e suite loads every page under the same
    // policy), and the not-found page at an unknown address.
    const kinds = new Map();
    for (const p of pages().listed) {
      const html = readFileSync(path.join(dist, fileOf(p)), 'utf8');
      const key = [...new Set([...html.matchAll(/data-island="(\w+)"/g)].map((m) => m[1]))].sort().join(',');
      if (!kinds.has(key)) kinds.set(key, p);
    }
    const visits = [...kinds.values(), '/no-such-page'];
    assert.ok(kinds.size >= 4, `${kinds.size} kinds of page`);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const page = await context.newPage();
    const problems = watchConsole(page);
    const failures = [];
    const seen = new Set();
    for (const p of visits) {
      problems.length = 0;
      const response = await page.goto(server.base + p);
      const want = p === '/no-such-page' ? 404 : 200;
      if (response.status() !== want) failures.push(`${p}: ${response.status()}`);
      if (!(response.headers()['content-security-policy'] ?? '').includes("script-src 'self'")) failures.push(`${p}: no CSP header`);
      await scrollThrough(page);
      await hydrated(page);
      for (const name of await page.locator('[data-island][data-ready]').evaluateAll((els) => els.map((e) => e.dataset.island))) seen.add(name);
      const violations = await page.evaluate(() => window.__violations);
      if (violations.length) failures.push(`${p}: CSP ${violations.join(' | ')}`);
      // Chromium notes the 404 of the not-found page's document itself as an error (the page
      // logs the address it was asked for as information, islands/NotFound).
      const logged = p === '/no-such-page' ? problems.filter((m) => !/status of 404/.test(m)) : problems;
      if (logged.length) failures.push(`${p}: ${logged.join(' | ')}`);
    }
    await context.close();
    assert.deepEqual(failures, []);
    assert.deepEqual([...seen].sort(), ['Carousel', 'CitySearch', 'KeywordGuide', 'Menu', 'NotFound', 'QuoteForm']);
  });

  test(`${host}: the menu and the city search work, and a link goes straight to its page`, async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    const redirected = [];
    page.on('response', (r) => { if ([301, 302, 303, 307, 308].includes(r.status())) redirected.push(r.url()); });
    await page.goto(server.base + pageUrl(dist, '/about'));
    await hydrated(page, 'Menu');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    await page.locator('.menu__list').getByRole('link', { name: 'Residential' }).click();
    await page.waitForURL(server.base + pageUrl(dist, '/residential'));
    await page.goto(server.base + '/');
    const input = page.getByPlaceholder('Search your city...');
    await input.scrollIntoViewIfNeeded();
    await hydrated(page, 'CitySearch');
    // "red" alone also finds Medicine Hat (its town Redcliff): the city search matches served places too.
    await input.fill('red deer');
    const names = await page.locator('.city-search__card:visible .city-search__card-name').allTextContents();
    assert.deepEqual(names, ['Red Deer']);
    await page.locator('.city-search__card:visible a').first().click();
    await page.waitForURL(server.base + pageUrl(dist, '/red-deer'));
    assert.deepEqual(redirected, [], 'no click went through a redirect');
    assert.deepEqual(problems, []);
    await context.close();
  });

  return { dist: () => dist };
}

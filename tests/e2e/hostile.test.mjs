// Hostile content renders inert. `hostile/make_site.py` writes the site with a corpus of hostile
// strings appended to every free-text field (titles, descriptions, hero, cards, FAQ, testimonials,
// keyword guides, carousel resources, area names, quote-form labels in site.yaml, ...), plus one
// 100 KB string; this test builds it with the release binary and loads every page in Chromium:
// no dialog, no console error, no injected element or script, the text shown literally, island
// props and JSON-LD intact.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const site = mkdtempSync(path.join(tmpdir(), 'sitegen-hostile-'));
execFileSync('python3', [path.join(here, 'hostile/make_site.py'), site], { stdio: 'inherit' });
execFileSync(path.join(repo, 'target/release/sitegen'), ['build', '--root', site, '--out', path.join(site, 'dist')], {
  stdio: ['ignore', 'inherit', 'pipe'],
});
process.env.SITE_DIST = path.join(site, 'dist');
// lib.mjs reads SITE_DIST when it loads.
const { launch, serve, routes, url, hydrated, scrollThrough } = await import('./lib.mjs');
const manifest = JSON.parse(readFileSync(path.join(site, 'hostile-manifest.json'), 'utf8'));

let browser;
let server;
before(async () => {
  browser = await launch();
  server = await serve();
});
after(async () => {
  await browser?.close();
  server?.stop();
  rmSync(site, { recursive: true, force: true });
});

const collapse = (s) => s.replace(/[\t\n\f\r ]+/g, ' ').trim();

/** Every string anywhere inside a parsed JSON value. */
function strings(value, out = []) {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => strings(v, out));
  return out;
}

const seen = { text: '', props: [], ld: [] };

test('every page of the hostile site loads inert, its text shown literally', async () => {
  const all = routes();
  assert.ok(all.length > 20, `only ${all.length} routes`);
  // One tab for every page (a context each took a third of the time): what a page did is
  // gathered from the moment it is asked for.
  const context = await browser.newContext();
  const page = await context.newPage();
  let problems = [];
  page.on('dialog', (d) => { problems.push(`dialog: ${d.message()}`); d.dismiss().catch(() => {}); });
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  for (const route of [...all, '/404']) {
    problems = [];
    const response = await page.goto(server.base + (route === '/404' ? '/no-such-page' : url(route)));
    assert.ok(response, route);
    await scrollThrough(page);
    await hydrated(page);
    const found = await page.evaluate(() => ({
      injected: [...document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload], [onmouseover]')].map((e) => e.outerHTML.slice(0, 80)),
      scripts: [...document.scripts].map((s) => ({ type: s.type, src: s.getAttribute('src'), text: s.textContent })),
      title: document.title,
      h1: document.querySelector('h1')?.textContent ?? '',
      text: document.body.textContent,
    }));
    // The not-found page answers 404, which Chromium notes as a console error of its own (the
    // page logs the missing path as information, not as an error).
    const unexpected = route === '/404' ? problems.filter((p) => !/status of 404/.test(p)) : problems;
    assert.deepEqual(unexpected, [], `${route}: ${unexpected.join('\n')}`);
    assert.deepEqual(found.injected, [], `${route}: injected elements`);
    for (const s of found.scripts) {
      // Only the generator's own scripts: the hashed module, island props and JSON-LD.
      const ours = (s.type === 'module' && s.src?.startsWith('/assets/')) || s.type === 'application/json' || s.type === 'application/ld+json';
      assert.ok(ours, `${route}: unexpected script ${JSON.stringify(s).slice(0, 200)}`);
      if (s.type.endsWith('json')) {
        const value = JSON.parse(s.text); // throws if a string broke out of the block
        (s.type === 'application/ld+json' ? seen.ld : seen.props).push(...strings(value));
      }
    }
    const ld = found.scripts.filter((s) => s.type === 'application/ld+json').flatMap((s) => strings(JSON.parse(s.text)));
    if (route !== '/404') assert.ok(ld.includes(manifest.brand), `${route}: JSON-LD lost the brand name`);
    const expected = manifest.pages[route];
    if (expected?.title) assert.equal(collapse(found.title), collapse(expected.title), `${route}: <title>`);
    if (expected?.h1) assert.ok(found.h1.includes(expected.h1), `${route}: h1 ${JSON.stringify(found.h1)}`);
    seen.text += found.text;
    if (route === manifest.bigPage) assert.ok(found.text.includes(manifest.big), `${route}: the 100 KB answer is shown whole`);
  }
  await context.close();
});

test('every corpus string reaches the page text, island props and JSON-LD literally', () => {
  for (const s of manifest.corpus) {
    assert.ok(seen.text.includes(s), `page text lacks ${JSON.stringify(s)}`);
    assert.ok(seen.props.some((v) => v.includes(s)), `island props lack ${JSON.stringify(s)}`);
  }
  // Template syntax is shown, never evaluated.
  assert.ok(!seen.text.includes('{{ site.phone }}') || seen.text.includes('{% raw %}{{ site.phone }}{% endraw %}'));
  assert.ok(seen.props.some((v) => v === manifest.big), 'the 100 KB carousel text reaches its island intact');
  assert.ok(seen.ld.some((v) => v === manifest.big), 'the 100 KB FAQ answer reaches the JSON-LD intact');
  assert.ok(manifest.nav.every((label) => seen.props.includes(label)), 'menu labels intact in the Menu props');
});

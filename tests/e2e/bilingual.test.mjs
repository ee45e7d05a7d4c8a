// A site in two languages, as `sitegen init --language en-CA,fr-CA` starts it: a visitor switches
// language from any page to the same page in the other language (with or without JavaScript), the
// switch and the header fit from 320 px up, and the French quote form speaks French once hydrated.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch, serveDir, hydrated, root, stopped } from './lib.mjs';

const bin = path.join(root, 'target/release/sitegen');
const site = path.join(mkdtempSync(path.join(tmpdir(), 'sitegen-bilingual-')), 'harbour');
execFileSync(bin, ['init', site, '--name', 'Harbour Roofing', '--trade', 'roofing', '--city', 'Halifax', '--city', 'Dartmouth',
  '--phone', '(902) 555-0134', '--email', 'info@harbourroofing.ca', '--language', 'en-CA,fr-CA'], { stdio: ['ignore', 'ignore', 'pipe'] });
execFileSync(bin, ['build', '--root', site], { stdio: ['ignore', 'ignore', 'pipe'] });

let browser;
let server;
before(async () => {
  browser = await launch();
  server = await serveDir(site, path.join(site, 'dist'));
});
after(async () => {
  await browser?.close();
  server?.stop();
  rmSync(path.dirname(site), { recursive: true, force: true });
});

const PAIRS = [['/', '/fr/'], ['/quote/', '/fr/soumission/'], ['/roof-repair/', '/fr/reparation-de-toiture/'], ['/halifax/', '/fr/halifax/']];

test('every page of a pair links to the other, in its language, without JavaScript', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  for (const [en, fr] of PAIRS) {
    for (const [from, to, lang, name] of [[en, fr, 'fr-CA', 'Français'], [fr, en, 'en-CA', 'English']]) {
      await page.goto(server.base + from);
      const link = page.locator('nav.lang-bar a');
      assert.equal(await link.textContent(), name, from);
      assert.equal(await link.getAttribute('lang'), lang, from);
      await link.click();
      await page.waitForURL(server.base + to);
      assert.equal(await page.locator('html').getAttribute('lang'), lang, `${from} -> ${to}`);
      const alternates = await page.locator('link[rel=alternate][hreflang]').evaluateAll((ls) => ls.map((l) => l.hreflang));
      assert.deepEqual(alternates.sort(), ['en-CA', 'fr-CA', 'x-default'], to);
    }
  }
  await context.close();
});

test('the language switch and the header fit at 320, 390 and 1280 px, in both languages', async () => {
  for (const width of [320, 390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    const page = await context.newPage();
    for (const route of PAIRS.flat()) {
      await page.goto(server.base + route);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${route} at ${width}: ${overflow}px wider than the screen`);
      const link = await page.locator('nav.lang-bar a').boundingBox();
      assert.ok(link && link.height >= 24 && link.width >= 24, `${route} at ${width}: switch target ${JSON.stringify(link)}`);
      assert.ok(link.x + link.width <= width, `${route} at ${width}: switch off screen`);
      // The phone number and the quote button stand apart (a longer French word must not touch).
      const phone = await page.locator('.header-call__phone').boundingBox();
      const cta = await page.locator('.header-cta').boundingBox();
      if (phone && cta && Math.abs(phone.y - cta.y) < cta.height) {
        assert.ok(phone.x + phone.width + 4 <= cta.x, `${route} at ${width}: the phone number touches the quote button`);
      }
    }
    await context.close();
  }
});

test('the French quote form answers in French once hydrated', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(server.base + '/fr/soumission/');
  await page.locator('[data-island="QuoteForm"]').scrollIntoViewIfNeeded();
  await hydrated(page, 'QuoteForm');
  await page.locator('[data-island="QuoteForm"] button[type=submit]').click();
  const text = await page.locator('[data-island="QuoteForm"]').innerText();
  assert.match(text, /Veuillez entrer votre nom\./);
  assert.doesNotMatch(text, /Please enter|Select your city|Submitting/);
  await context.close();
});

test('the editor opens a French page, lists the French site files and previews an edit in French', async () => {
  // The editor is part of `sitegen serve` (the other tests' server shows the built files only).
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(bin, ['serve', '--port', String(port), '--root', site, '--out', path.join(site, 'edit-out')], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PATH: '/nonexistent' } });
  let log = '';
  child.stdout.on('data', (d) => { log += d; });
  child.stderr.on('data', (d) => { log += d; });
  for (const deadline = Date.now() + 60000; !log.includes('Serving'); await new Promise((r) => setTimeout(r, 50))) {
    if (Date.now() > deadline) throw new Error(`sitegen serve did not start:\n${log}`);
  }
  try {
    await editFrench(`http://127.0.0.1:${port}`);
  } finally {
    await stopped(child);
  }
});

async function editFrench(base) {
  const html = await (await fetch(`${base}/fr/soumission/`)).text();
  const token = /name="sitegen-edit-token" content="([0-9a-f]+)"/.exec(html)[1];
  const post = async (action, body) => {
    const r = await fetch(`${base}/_sitegen/edit/${action}`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Sitegen-Token': token, Origin: base }, body: JSON.stringify(body),
    });
    assert.equal(r.status, 200, `${action}: ${await r.clone().text()}`);
    return r.json();
  };
  const opened = await post('open', { route: '/fr/soumission' });
  assert.equal(opened.page.source, 'content/fr/pages/soumission.yaml');
  assert.ok(opened.files.includes('content/fr/site.yaml') && opened.files.includes('content/fr/data/quote-form.yaml'), opened.files.join(', '));
  const text = opened.file.text.replace('Obtenez une soumission gratuite', 'Votre soumission en 24 heures');
  const previewed = await post('preview', { route: '/fr/soumission', files: [{ path: opened.page.source, base: opened.file.hash, text }] });
  assert.match(previewed.html, /<html lang="fr-CA">/);
  assert.match(previewed.html, /Votre soumission en 24 heures/);
  assert.match(previewed.html, /hreflang="en-CA" lang="en-CA">English</);
}

// The preview keeps up: `sitegen serve` on a scratch copy of the site, a page open in Chromium, its
// YAML edited: the new text appears without a manual reload; broken YAML shows an overlay with
// file:line:col; fixed YAML takes the overlay away.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, launch, preview, waitFor as waitUntil } from './lib.mjs';

let site; let server; let base; let browser;

before(async () => {
  site = mkdtempSync(path.join(os.tmpdir(), 'sitegen-serve-'));
  for (const d of ['content', 'templates', 'islands', 'styles', 'static']) cpSync(path.join(root, d), path.join(site, d), { recursive: true });
  for (const f of ['package.json', 'package-lock.json', 'tsconfig.json']) cpSync(path.join(root, f), path.join(site, f));
  symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'));
  // The repository's cache (island bundle, photos already encoded by `make build`): the test is
  // about the preview keeping up, not about encoding eleven photos again.
  mkdirSync(path.join(root, '.sitegen-cache'), { recursive: true });
  symlinkSync(path.join(root, '.sitegen-cache'), path.join(site, '.sitegen-cache'));
  server = await preview(site);
  base = server.base;
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  if (site) rmSync(site, { recursive: true, force: true, maxRetries: 5 });
});

/** Polls until `ok`; a failure shows the server log. */
function waitFor(ok, ms, what) {
  return waitUntil(ok, ms, () => `${what}\n${server?.log ?? ''}`);
}

test('editing, breaking and fixing a page YAML updates the open tab by itself', async () => {
  const file = path.join(site, 'content/pages/red-deer/furnace-services.yaml');
  const original = readFileSync(file, 'utf8');
  const page = await browser.newPage();
  await page.goto(`${base}/red-deer/furnace-services`);
  assert.equal(await page.locator('h1').textContent(), 'Furnace Services in Red Deer');
  // The page on disk has no reload script: it is added to preview responses only.
  assert.ok(!readFileSync(path.join(site, 'out/red-deer/furnace-services/index.html'), 'utf8').includes('_sitegen'));
  await page.waitForFunction(() => window.__sitegenLive === true);

  writeFileSync(file, original.replace('title: Furnace Services in Red Deer\n', 'title: Furnace Care in Red Deer\n'));
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Furnace Care in Red Deer', null, { timeout: 15000 });
  assert.match(server.log, /Rebuilt \/red-deer\/furnace-services in/, 'only the edited page was re-rendered');

  writeFileSync(file, original.replace('  - hero:\n', '  - heros:\n'));
  const overlay = page.locator('#sitegen-overlay');
  await overlay.waitFor({ state: 'visible', timeout: 15000 });
  const text = await overlay.textContent();
  assert.match(text, /content\/pages\/red-deer\/furnace-services\.yaml:\d+:5: unknown section type `heros`, did you mean `hero`\?/);

  writeFileSync(file, original);
  await overlay.waitFor({ state: 'detached', timeout: 15000 });
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Furnace Services in Red Deer', null, { timeout: 15000 });
  await page.close();
});

test('with the demo provider every preview page says quote requests go nowhere, until leads go somewhere', async () => {
  const file = path.join(site, 'content/site.yaml');
  const original = readFileSync(file, 'utf8');
  assert.match(original, /^leads:\n {2}provider: demo$/m, 'the real site is in demo mode');
  const page = await browser.newPage();
  for (const route of ['/quote', '/about']) {
    await page.goto(`${base}${route}`);
    const notice = page.locator('#sitegen-notice');
    await notice.waitFor({ state: 'visible', timeout: 15000 });
    assert.match(await notice.textContent(), /quote requests go nowhere/);
  }
  // Only the preview shows it: the written site has no trace of it.
  assert.ok(!readFileSync(path.join(site, 'out/quote/index.html'), 'utf8').includes('sitegen-notice'));

  writeFileSync(file, original.replace(/^leads:\n {2}provider: demo$/m, 'leads:\n  provider: endpoint\n  url: https://leads.example.com/quote\n  format: json'));
  await page.locator('#sitegen-notice').waitFor({ state: 'detached', timeout: 30000 });
  writeFileSync(file, original);
  await page.locator('#sitegen-notice').waitFor({ state: 'visible', timeout: 30000 });
  await page.close();
});

// A visitor without JavaScript (issue 17), on the built site with its default `demo` provider: the
// quote form never puts a field in a URL and says plainly that nothing was sent; a phone still
// reaches the five menu links. Set E2E_SCREENSHOTS=DIR to keep screenshots of both at 390 and 1280 px.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launch, serve, url, hydrated } from './lib.mjs';

const NAV = [['Home', '/'], ['Residential', '/residential'], ['Commercial', '/commercial'], ['Service Areas', '/cities'], ['About Us', '/about']];
const SHOTS = process.env.E2E_SCREENSHOTS;

let browser, server;
before(async () => { server = await serve(); browser = await launch(); if (SHOTS) mkdirSync(SHOTS, { recursive: true }); });
after(async () => { await browser?.close(); server?.stop(); });

async function open(route, { width = 390, js = false } = {}) {
  const context = await browser.newContext({ viewport: { width, height: 844 }, javaScriptEnabled: js });
  const page = await context.newPage();
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(server.base + url(route));
  return { context, page, requests };
}

async function shot(page, name) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

test('demo, no JavaScript: the form sends nothing, puts nothing in a URL and lands on the not-connected page', async () => {
  for (const width of [390, 1280]) {
    const { context, page, requests } = await open('/quote', { width });
    const form = page.locator('form.quote-form__form');
    assert.equal(await form.getAttribute('method'), 'get');
    assert.equal(await form.getAttribute('action'), url('/quote/not-connected'));
    assert.equal(await form.locator('[name]').count(), 0, 'no field has a name a GET could send');
    await form.getByLabel('Full Name').fill('Pat Example');
    await form.getByLabel('Email Address').fill('pat@example.ca');
    await form.getByLabel('Phone Number').fill('403 555 0199');
    await form.getByLabel('City').selectOption('calgary');
    await form.getByLabel('Service Type').selectOption('furnace-repair');
    await form.getByLabel('Additional Details').fill('Furnace short-cycles');
    await Promise.all([page.waitForURL('**/quote/not-connected**'), form.getByRole('button', { name: 'Get My Free Quote' }).click()]);
    const landed = new URL(page.url());
    assert.equal(landed.pathname, url('/quote/not-connected'));
    assert.equal(landed.search, '');
    for (const u of requests) assert.doesNotMatch(u, /Pat|example\.ca|0199|Furnace|calgary|furnace-repair/, u);
    assert.equal(await page.locator('h1').textContent(), 'Online Requests Are Not Connected Yet');
    assert.match(await page.locator('main').textContent(), /were not sent/);
    const call = page.locator('main a[href="tel:+14035550142"]').first();
    assert.match(await call.textContent(), /\(403\) 555-0142/, 'the phone number is shown');
    assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex', 'kept out of search results');
    await shot(page, `not-connected-${width}`);
    await context.close();
  }
});

test('no JavaScript at 390 px: the five menu links are shown and reachable, no dead Menu button', async () => {
  const { context, page } = await open('/about');
  assert.equal(await page.getByRole('button', { name: 'Menu' }).isVisible(), false, 'the toggle cannot work without JavaScript');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, href] of NAV) {
    const link = nav.getByRole('link', { name: label, exact: true });
    assert.equal(await link.isVisible(), true, label);
    assert.equal(await link.getAttribute('href'), url(href));
    const box = await link.boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 390, `${label} fits the screen`);
    assert.ok(box.height >= 24, `${label} is big enough to tap`);
  }
  // Nothing wider than the screen.
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
  await shot(page, 'menu-nojs-390');
  await Promise.all([page.waitForURL(server.base + url('/residential')), nav.getByRole('link', { name: 'Residential' }).click()]);
  assert.equal(await page.locator('h1').count(), 1);
  await context.close();

  const wide = await open('/about', { width: 1280 });
  const wideNav = wide.page.getByRole('navigation', { name: 'Main' });
  for (const [label] of NAV) assert.equal(await wideNav.getByRole('link', { name: label, exact: true }).isVisible(), true, label);
  assert.equal(await wide.page.getByRole('button', { name: 'Menu' }).isVisible(), false);
  await shot(wide.page, 'menu-nojs-1280');
  await wide.context.close();
});

test('with JavaScript at 390 px the menu still starts closed behind its button', async () => {
  const { context, page } = await open('/about', { js: true });
  await hydrated(page, 'Menu');
  const toggle = page.getByRole('button', { name: 'Menu' });
  assert.equal(await toggle.isVisible(), true);
  assert.equal(await page.locator('.menu__list').isVisible(), false);
  await toggle.click();
  assert.equal(await page.locator('.menu__list').isVisible(), true);
  await context.close();
});

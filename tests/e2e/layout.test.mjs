// Issue 29: the quote within reach, forms that know their page, and no layout defects, as a visitor
// sees them in Chromium at phone, tablet and desktop widths, with and without JavaScript.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serve, url, routes, layouts, hydrated, scrollThrough, waitFor } from './lib.mjs';

let browser, server;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

async function open(route, { width = 390, height = 844, js = true } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled: js });
  const page = await context.newPage();
  const response = await page.goto(server.base + (route.startsWith('/no-such') ? route : url(route)));
  return { context, page, response };
}

test('no text in <main> is wider than its box, on a page of each layout at 320, 390, 768 and 1280 px', async () => {
  const failures = [];
  for (const width of [320, 390, 768, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    for (const route of [...layouts(), '/no-such-page']) {
      await page.goto(server.base + (route === '/no-such-page' ? route : url(route)));
      const wide = await page.evaluate(() => {
        const text = 'h1, h2, h3, h4, p, li, dt, dd, label, legend, blockquote, figcaption, summary, td, th, .btn, button, .card-title, .tags li';
        return [...document.querySelectorAll(`main :is(${text})`)]
          .filter((e) => e.offsetParent !== null && e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1)
          .map((e) => `${e.tagName.toLowerCase()} "${e.textContent.trim().slice(0, 40)}" ${e.scrollWidth} > ${e.clientWidth}`);
      });
      for (const w of wide) failures.push(`${route} at ${width} px: ${w}`);
    }
    await context.close();
  }
  assert.deepEqual(failures, []);
});

/**
 * On the page as a phone shows it: every button's visible words inside its box, every call, text,
 * quote and booking action at least 44 px tall, every phone number on one line, and headings
 * that wrap in balance.
 */
function thumbProblems() {
  const out = [];
  const shown = (el) => { const r = el.getBoundingClientRect(); return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden'; };
  /** The box around the words a sighted visitor reads in `el` (visually hidden words left out). */
  const wordsBox = (el) => {
    let box = null;
    const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      if (!n.textContent.trim()) continue;
      let hidden = false;
      for (let p = n.parentElement; p && p !== el.parentElement; p = p.parentElement) if (!shown(p)) { hidden = true; break; }
      if (hidden) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const r of range.getClientRects()) {
        if (r.width === 0) continue;
        box = box ? { left: Math.min(box.left, r.left), right: Math.max(box.right, r.right) } : { left: r.left, right: r.right };
      }
    }
    return box;
  };
  for (const el of document.querySelectorAll('a, button, summary')) {
    if (!shown(el)) continue;
    const b = el.getBoundingClientRect();
    const cls = typeof el.className === 'string' ? el.className : '';
    const button = el.tagName === 'BUTTON' || /\b(btn|toggle|call|cta)|__switch|__button/.test(cls);
    const words = wordsBox(el);
    if (button && words && (words.left < b.left - 0.5 || words.right > b.right + 0.5)) {
      out.push(`words outside their button: .${cls.split(' ').join('.')} "${el.textContent.trim().slice(0, 40)}" (${Math.round(words.left)}-${Math.round(words.right)} in ${Math.round(b.left)}-${Math.round(b.right)})`);
    }
    const href = el.getAttribute('href') ?? '';
    const action = /^(tel:|sms:)/.test(href) || /\/quote(\/|$|\?|#)|^#quote$/.test(href) || el.hasAttribute('data-booking');
    if (action && !el.closest('nav.breadcrumbs') && b.height < 44 - 0.5) {
      out.push(`action under 44 px: .${cls.split(' ').join('.') || el.parentElement.className} "${el.textContent.trim().slice(0, 40)}" ${Math.round(b.height)} px`);
    }
  }
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const m = /\(\d{3}\)[\s\u00a0]?\d{3}[-\u2011]\d{4}/.exec(n.textContent);
    if (!m || !n.parentElement || !shown(n.parentElement)) continue;
    const range = document.createRange();
    range.setStart(n, m.index);
    range.setEnd(n, m.index + m[0].length);
    const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    if (lines.size > 1) out.push(`phone number broken over ${lines.size} lines: "${n.textContent.trim().slice(0, 50)}"`);
  }
  // Headings wrap in balance (lines of even length) rather than leaving a short last line.
  for (const h of document.querySelectorAll('h1, h2, h3')) {
    if (shown(h) && getComputedStyle(h).textWrapStyle !== 'balance') out.push(`heading not balanced: "${h.textContent.trim().slice(0, 50)}"`);
  }
  return out;
}

test('for thumbs at 320 and 390 px: words inside every button, actions 44 px tall, phone numbers whole, balanced headings (a page of each layout)', async () => {
  const failures = [];
  for (const width of [320, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    const page = await context.newPage();
    for (const route of [...layouts(), '/no-such-page']) {
      await page.goto(server.base + (route === '/no-such-page' ? route : url(route)));
      await scrollThrough(page);
      await hydrated(page);
      for (const p of await page.evaluate(thumbProblems)) failures.push(`${route} at ${width}: ${p}`);
    }
    await context.close();
  }
  assert.deepEqual(failures, []);
});

test('/about: the five figures fit their boxes and stand on one baseline from 320 to 1440 px', async () => {
  for (const width of [320, 390, 768, 900, 1024, 1280, 1440]) {
    const { context, page } = await open('/about', { width });
    const m = await page.evaluate(() => [...document.querySelectorAll('.figures > div')].map((box) => {
      const dd = box.querySelector('dd');
      const range = document.createRange();
      range.selectNodeContents(dd);
      const text = range.getBoundingClientRect();
      const b = box.getBoundingClientRect();
      return { value: dd.textContent.trim(), left: text.left, right: text.right, boxLeft: b.left, boxRight: b.right, bottom: Math.round(text.bottom), top: Math.round(b.top) };
    }));
    assert.equal(m.length, 5, `${width} px: five figures`);
    for (const f of m) {
      assert.ok(f.left >= f.boxLeft && f.right <= f.boxRight, `${width} px: "${f.value}" (${f.left}-${f.right}) inside its box (${f.boxLeft}-${f.boxRight})`);
    }
    if (width >= 900) {
      // One row: every box starts on one line and every value ends on one line.
      assert.equal(new Set(m.map((f) => f.top)).size, 1, `${width} px: one row ${JSON.stringify(m.map((f) => f.top))}`);
      assert.equal(new Set(m.map((f) => f.bottom)).size, 1, `${width} px: one baseline ${JSON.stringify(m.map((f) => f.bottom))}`);
    }
    await context.close();
  }
});

test('card grids leave no card alone on a row (/calgary 16 services, the home page cities)', async () => {
  // /cities has the home page's city search since issue 59, in place of its plain city cards.
  for (const [route, selector] of [['/calgary', '#calgary-services .card-grid'], ['/', '.city-search__grid'], ['/cities', '#cities .city-search__grid']]) {
    for (const width of [768, 1280]) {
      const { context, page } = await open(route, { width });
      if (route !== '/calgary') { await scrollThrough(page); await hydrated(page, 'CitySearch'); }
      const rows = await page.evaluate((selector) => {
        const counts = new Map();
        for (const card of document.querySelector(selector).children) {
          const top = Math.round(card.getBoundingClientRect().top);
          counts.set(top, (counts.get(top) ?? 0) + 1);
        }
        return [...counts.values()];
      }, selector);
      assert.ok(rows.length > 1 ? rows.at(-1) > 1 : true, `${route} at ${width} px: rows ${JSON.stringify(rows)}`);
      await context.close();
    }
  }
});

test('the 40 Calgary neighbourhoods take columns on a phone, not 2,000 px', async () => {
  for (const width of [320, 390]) {
    const { context, page } = await open('/cities', { width });
    const height = await page.locator('#calgary-neighbourhoods .area-grid').evaluate((e) => e.getBoundingClientRect().height);
    assert.ok(height < 1000, `${width} px: the list is ${height} px high`);
    await context.close();
  }
});

test('/cities ends with a call to action: a quote and a phone call', async () => {
  const { context, page } = await open('/cities', { width: 1280 });
  const last = page.locator('main > section').last();
  assert.equal(await last.locator(`a[href="${url('/quote')}"]`).count(), 1);
  assert.equal(await last.locator('a[href^="tel:"]').count(), 1);
  await context.close();
});

test('the not-found page offers the phone, the quote and the cities, besides Return to Home', async () => {
  for (const width of [390, 1280]) {
    const { context, page, response } = await open('/no-such-page/deep', { width });
    assert.equal(response.status(), 404);
    const main = page.locator('main');
    assert.equal(await main.getByRole('link', { name: 'Return to Home' }).getAttribute('href'), '/');
    const call = main.locator('a[href="tel:+14035550142"]');
    assert.equal(await call.count(), 1);
    assert.match(await call.textContent(), /\(403\) 555-0142/);
    assert.ok(await call.isVisible());
    assert.ok(await main.locator(`a[href="${url('/quote')}"]`).isVisible(), 'a link to the quote');
    assert.ok(await main.locator(`a[href="${url('/cities')}"]`).isVisible(), 'a link to the cities');
    await context.close();
  }
});

test('a city service page chooses its city and service in the form, and says its own promise', async () => {
  const { context, page } = await open('/calgary/furnace-repair');
  const form = page.locator('form.quote-form__form');
  // Before hydration (the server HTML, all a visitor without JavaScript gets) and after it.
  assert.equal(await form.getByLabel('City').inputValue(), 'calgary');
  assert.equal(await form.getByLabel('Service Type').inputValue(), 'furnace-repair');
  await form.scrollIntoViewIfNeeded();
  await hydrated(page, 'QuoteForm');
  assert.equal(await form.getByLabel('City').inputValue(), 'calgary');
  assert.equal(await form.getByLabel('Service Type').inputValue(), 'furnace-repair');
  const intro = await page.locator('.quote-form__intro').textContent();
  assert.match(intro, /same-day service for most calls/);
  assert.match(intro, /within 2 hours/);
  assert.doesNotMatch(intro, /within 24 hours/);
  await context.close();

  const edmonton = await open('/edmonton/furnace-maintenance');
  const other = edmonton.page.locator('form.quote-form__form');
  assert.equal(await other.getByLabel('City').inputValue(), 'edmonton');
  assert.equal(await other.getByLabel('Service Type').inputValue(), 'maintenance');
  await edmonton.context.close();

  const quote = await open('/quote');
  const blank = quote.page.locator('form.quote-form__form');
  assert.equal(await blank.getByLabel('City').inputValue(), '', '/quote knows no city');
  await quote.context.close();
});

test('/quote: the first screen offers the form at 390 and 1280 px, and reaching it focuses the first field', async () => {
  for (const [width, height] of [[390, 844], [1280, 800]]) {
    const { context, page } = await open('/quote', { width, height });
    const start = page.locator('main').getByRole('link', { name: 'Start my quote' });
    const box = await start.boundingBox();
    assert.ok(box && box.y + box.height <= height, `${width} px: "Start my quote" is on the first screen (${JSON.stringify(box)})`);
    const formTop = await page.locator('.quote-form').evaluate((e) => e.getBoundingClientRect().top + window.scrollY);
    assert.ok(formTop < 2 * height, `${width} px: the form starts at ${formTop} px, within the second screen`);
    await start.click();
    await hydrated(page, 'QuoteForm');
    await waitFor(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete') === 'name'), 5000, `${width} px: focus on Full Name`);
    assert.ok(await page.getByLabel('Full Name').isVisible());
    await context.close();
  }
  // The header's Get Quote on /quote goes to the form on the page, and focuses it too.
  const { context, page } = await open('/quote', { width: 1280, height: 800 });
  const cta = page.locator('header').getByRole('link', { name: 'Get Quote' });
  assert.equal(await cta.getAttribute('href'), '#quote');
  await cta.click();
  await hydrated(page, 'QuoteForm');
  await waitFor(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete') === 'name'), 5000, 'focus on Full Name');
  assert.equal(new URL(page.url()).pathname, url('/quote'));
  await context.close();
});

test('without JavaScript no control that needs it is shown; with it, they are', async () => {
  const controls = [
    ['/', 'button.rotation-toggle'],
    ['/', 'button.keyword-guide__switch'],
    ['/edmonton/boiler-replacement', 'button.rotation-toggle'],
  ];
  for (const [route, selector] of controls) {
    const off = await open(route, { width: 1280, js: false });
    const shown = await off.page.locator(selector).evaluateAll((els) => els.filter((e) => e.checkVisibility()).length);
    assert.equal(shown, 0, `${route}: ${selector} shown without JavaScript`);
    await off.context.close();
    const on = await open(route, { width: 1280 });
    await scrollThrough(on.page);
    await hydrated(on.page);
    assert.ok(await on.page.locator(selector).first().isVisible(), `${route}: ${selector} shown with JavaScript`);
    await on.context.close();
  }
});

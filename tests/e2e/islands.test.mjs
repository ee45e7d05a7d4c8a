// The interactive parts in a real browser, on the built site.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serve, url, watchConsole, hydrated, scrollThrough, asPreview, waitFor } from './lib.mjs';

let browser, server;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

async function open(route, opts = {}) {
  const context = await browser.newContext({ viewport: { width: opts.width ?? 1280, height: 900 }, javaScriptEnabled: opts.js ?? true, reducedMotion: opts.reducedMotion ?? 'no-preference' });
  const page = await context.newPage();
  // A paused clock: timers run only when a test advances it, so boundaries are exact.
  if (opts.clock) { await page.clock.install({ time: new Date('2026-01-15T08:00:00-07:00') }); await page.clock.pauseAt(new Date('2026-01-15T08:00:01-07:00')); }
  const problems = watchConsole(page);
  if (opts.preview) await asPreview(page);
  const response = await page.goto(server.base + url(route));
  return { context, page, problems, response };
}

test('mobile menu opens, closes on a link, and closes with Escape returning focus', async () => {
  const { context, page, problems } = await open('/about', { width: 390 });
  const toggle = page.getByRole('button', { name: 'Menu' });
  const list = page.locator('.menu__list');
  await assert.doesNotReject(toggle.waitFor({ state: 'visible' }));
  assert.equal(await list.isVisible(), false, 'links hidden while closed');
  await hydrated(page, 'Menu');
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  assert.equal(await list.isVisible(), true);
  await page.keyboard.press('Escape');
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('menu__toggle')), true, 'focus back on the toggle');
  await toggle.click();
  await list.getByRole('link', { name: 'Residential' }).click();
  await page.waitForURL(server.base + url('/residential'));
  assert.equal(await page.locator('.menu__toggle').getAttribute('aria-expanded'), 'false');
  assert.deepEqual(problems, []);
  await context.close();
});

test('desktop shows the navigation links and no toggle', async () => {
  const { context, page } = await open('/');
  assert.equal(await page.locator('.menu__toggle').isVisible(), false);
  for (const name of ['Home', 'Residential', 'Commercial', 'Service Areas', 'About Us']) {
    assert.equal(await page.locator('.menu__list').getByRole('link', { name, exact: true }).isVisible(), true, name);
  }
  assert.equal(await page.locator('header').getByRole('link', { name: 'Get Quote' }).getAttribute('href'), url('/quote'));
  await context.close();
});

test('city search filters the six cards as you type and says when nothing matches', async () => {
  const { context, page, problems } = await open('/');
  const input = page.getByPlaceholder('Search your city...');
  await input.scrollIntoViewIfNeeded();
  await hydrated(page, 'CitySearch');
  const visibleCities = () => page.locator('.city-search__card:visible .city-search__card-name').allTextContents();
  assert.deepEqual(await visibleCities(), ['Calgary', 'Edmonton', 'Red Deer', 'Lethbridge', 'Medicine Hat', 'Fort McMurray']);
  await input.fill('ED');
  // The cities' names alone when one matches (issue 59): not Calgary for its Edgemont.
  assert.deepEqual(await visibleCities(), ['Edmonton', 'Red Deer', 'Medicine Hat'], 'case-insensitive substring');
  await input.fill('fort');
  assert.deepEqual(await visibleCities(), ['Fort McMurray'], 'not Edmonton for Fort Saskatchewan');
  await input.fill('zzz');
  assert.deepEqual(await visibleCities(), []);
  assert.match(await page.locator('.city-search__empty').textContent(), /^No cities match your search\. Please try another term\. We may still serve your area: /);
  assert.equal(await page.locator('.city-search__empty').isVisible(), true);
  assert.equal(await page.getByText("Don't see your area? Contact us.", { exact: false }).isVisible(), true, 'hint stays');
  await input.fill('');
  assert.equal((await visibleCities()).length, 6);
  assert.deepEqual(problems, []);
  await context.close();
});

test('city search finds every place the site serves, and offers a call and the quote form for the rest', async () => {
  for (const width of [390, 1280]) {
    const { context, page, problems } = await open('/', { width });
    const input = page.getByPlaceholder('Search your city...');
    await input.scrollIntoViewIfNeeded();
    await hydrated(page, 'CitySearch');
    const visibleCities = () => page.locator('.city-search__card:visible .city-search__card-name').allTextContents();
    const status = page.locator('.city-search [role=status]');
    const callHref = await page.locator('header a[href^="tel:"]').first().getAttribute('href');

    // A town on the quote form's list, served from no city of the cards.
    await input.fill('Grande Prairie');
    const served = page.locator('.city-search__served');
    assert.equal(await served.isVisible(), true, `${width}: the served line shows`);
    assert.equal((await served.textContent()).replace(/\u00a0/g, ' ').replace(/\u2011/g, '-'), 'Yes, we serve Grande Prairie: call (403) 555-0142 or ask for a quote.');
    assert.equal(await served.getByRole('link', { name: /555/ }).getAttribute('href'), callHref);
    assert.deepEqual(await visibleCities(), []);
    assert.equal(await status.textContent(), 'Yes, we serve Grande Prairie: call (403) 555-0142 or ask for a quote.');
    // A town served from Calgary shows Calgary's card, saying so.
    await input.fill('Airdrie');
    assert.deepEqual(await visibleCities(), ['Calgary']);
    assert.equal(await page.locator('.city-search__card:visible .city-search__card-served').textContent(), 'Airdrie: served from Calgary');

    // A Calgary neighbourhood and an Edmonton-area town show their city's card; accents fold.
    await input.fill('beltline');
    assert.deepEqual(await visibleCities(), ['Calgary']);
    await input.fill('St Albert');
    assert.deepEqual(await visibleCities(), ['Edmonton']);
    assert.equal(await served.count(), 0);

    // A place the site never names: still the phone and the quote form, never what was typed.
    await input.fill('  Banff ');
    const empty = page.locator('.city-search__empty');
    assert.equal(await empty.isVisible(), true);
    assert.match((await empty.textContent()).replace(/\u00a0/g, ' ').replace(/\u2011/g, '-'), /We may still serve your area: call \(403\) 555-0142 or ask for a quote\.$/);
    assert.match(await status.textContent(), /We may still serve your area: call \(403\) 555-0142 or ask for a quote\.$/);
    const call = empty.getByRole('link', { name: /555/ });
    assert.equal(await call.getAttribute('href'), callHref, 'the call link dials the site\'s number');
    assert.equal(await call.isVisible(), true);
    // The quote link leads to the page's own quote form.
    const quote = empty.getByRole('link', { name: 'ask for a quote' });
    const target = await quote.getAttribute('href');
    assert.match(target, /^#/, 'the home page has its own form: no page load');
    await quote.click();
    await page.waitForFunction((hash) => location.hash === hash, target);
    const section = page.locator(target);
    assert.equal(await section.locator('form.quote-form__form').count(), 1, 'the link names the section of the quote form');
    await waitFor(() => section.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top < innerHeight && r.bottom > 0; }), 5000, 'the quote form on screen');
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('quote form in the preview: validation, Submitting..., toast after 1500 ms, then a cleared form', async () => {
  // The spec's flow with the demo provider is what `sitegen serve` shows; a published demo form
  // says nothing was sent (leads.test.mjs).
  const { context, page, problems } = await open('/quote', { clock: true, preview: true });
  const form = page.locator('form.quote-form__form');
  await form.scrollIntoViewIfNeeded();
  await hydrated(page, 'QuoteForm');
  const submit = form.getByRole('button', { name: 'Get My Free Quote' });
  await submit.click();
  assert.equal(await page.locator('[aria-invalid="true"]').count(), 5, 'five required fields flagged');
  assert.equal(await page.evaluate(() => document.activeElement?.id), await form.getByLabel('Full Name').getAttribute('id'), 'focus on the first invalid field');

  await form.getByLabel('Full Name').fill('Pat Example');
  await form.getByLabel('Email Address').fill('pat@example.ca');
  await form.getByLabel('Phone Number').fill('403 555 0199');
  await form.getByLabel('City').selectOption('red deer');
  await form.getByLabel('Service Type').selectOption('boiler-repair');
  await form.getByRole('radio', { name: 'Commercial' }).check();
  await form.getByLabel('Additional Details').fill('Old boiler, 1998.');
  await submit.click();
  const busy = form.getByRole('button', { name: 'Submitting...' });
  assert.equal(await busy.isDisabled(), true);
  await page.clock.runFor(1499);
  assert.equal(await page.getByText('Quote Request Submitted').count(), 0, 'no toast before 1500 ms');
  await page.clock.runFor(1);
  await page.getByText('Quote Request Submitted').waitFor();
  assert.equal(await page.getByText("We'll contact you shortly to discuss your heating needs.").isVisible(), true);
  for (const label of ['Full Name', 'Email Address', 'Phone Number', 'Additional Details']) {
    assert.equal(await form.getByLabel(label).inputValue(), '', `${label} cleared`);
  }
  assert.equal(await form.getByLabel('City').inputValue(), '');
  assert.equal(await form.getByRole('radio', { name: 'Residential' }).isChecked(), true);
  await page.clock.runFor(4000);
  assert.equal(await page.getByText('Quote Request Submitted').count(), 0, 'toast gone after 4000 ms');
  assert.deepEqual(problems, []);
  await context.close();
});

test('quote page preselects the service named in ?service=', async () => {
  const { context, page } = await open('/quote?service=preferred-plan');
  const form = page.locator('form.quote-form__form');
  await form.scrollIntoViewIfNeeded();
  await hydrated(page, 'QuoteForm');
  assert.equal(await form.getByLabel('Service Type').inputValue(), 'maintenance');
  assert.equal(await page.getByText('Preferred Plan', { exact: false }).first().isVisible(), true);
  await context.close();
});

test('keyword guide rotates every 20 s on the home page and 15 s on the Calgary hub', async () => {
  for (const [route, ms] of [['/', 20000], ['/calgary/furnace-services', 15000]]) {
    const { context, page } = await open(route, { clock: true });
    const firstList = page.locator('.keyword-guide__category').first().locator('.keyword-guide__list');
    await firstList.first().scrollIntoViewIfNeeded();
    await hydrated(page, 'KeywordGuide');
    await page.mouse.move(0, 0);
    assert.equal(await firstList.nth(0).isVisible(), true);
    await page.clock.runFor(ms - 1);
    assert.equal(await firstList.nth(0).isVisible(), true, `${route}: still the first set before ${ms} ms`);
    await page.clock.runFor(1);
    assert.equal(await firstList.nth(1).isVisible(), true, `${route}: second set after ${ms} ms`);
    assert.equal(await firstList.nth(0).isVisible(), false);
    await context.close();
  }
});

test('keyword guide does not rotate for visitors who ask for reduced motion', async () => {
  const { context, page } = await open('/', { clock: true, reducedMotion: 'reduce' });
  const firstList = page.locator('.keyword-guide__category').first().locator('.keyword-guide__list');
  await firstList.first().scrollIntoViewIfNeeded();
  await hydrated(page, 'KeywordGuide');
  await page.clock.runFor(60000);
  assert.equal(await firstList.nth(0).isVisible(), true);
  await context.close();
});

test('related-resources carousel advances every 25 s and has working buttons', async () => {
  for (const route of ['/edmonton/boiler-replacement', '/lethbridge/heating-system-replacement']) {
    const { context, page, problems } = await open(route, { clock: true });
    const slides = page.locator('.carousel__slide');
    await slides.first().scrollIntoViewIfNeeded();
    await hydrated(page, 'Carousel');
    await page.mouse.move(0, 0);
    await page.clock.runFor(24999);
    assert.equal(await slides.nth(0).isVisible(), true, `${route}: first slide before 25 s`);
    await page.clock.runFor(1);
    assert.equal(await slides.nth(1).isVisible(), true, `${route}: second slide at 25 s`);
    await page.getByRole('button', { name: 'Previous slide' }).click();
    assert.equal(await slides.nth(0).isVisible(), true);
    await page.getByRole('button', { name: 'Next slide' }).click();
    assert.equal(await slides.nth(1).isVisible(), true);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('an unknown path shows the not-found page with status 404 and logs the path as information', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = watchConsole(page);
  const infos = [];
  page.on('console', (m) => { if (m.type() === 'info') infos.push(m.text()); });
  const response = await page.goto(server.base + '/no-such-page');
  assert.equal(response.status(), 404);
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Oops! Page not found');
  assert.equal(await page.getByText('404', { exact: true }).isVisible(), true);
  assert.equal(await page.getByRole('link', { name: 'Return to Home' }).getAttribute('href'), '/');
  await scrollThrough(page);
  await hydrated(page);
  await page.waitForTimeout(100);
  assert.ok(infos.some((p) => p.includes('/no-such-page')), `path logged: ${infos}`);
  // No console error of the page's own: only Chromium's note of the document's 404.
  assert.deepEqual(problems.filter((p) => !/status of 404/.test(p)), []);
  await context.close();
});

test('without JavaScript the city cards and a real quote form are in the page', async () => {
  const { context, page } = await open('/', { js: false });
  assert.equal(await page.locator('.city-search__card').count(), 6);
  await page.goto(server.base + url('/quote'));
  const form = page.locator('form.quote-form__form');
  for (const label of ['Full Name', 'Email Address', 'Phone Number', 'City', 'Service Type', 'Additional Details']) {
    assert.equal(await form.getByLabel(label).count(), 1, label);
  }
  assert.equal(await form.getByLabel('Email Address').getAttribute('type'), 'email');
  assert.equal(await form.getByLabel('Phone Number').getAttribute('type'), 'tel');
  assert.equal(await form.getByLabel('Additional Details').getAttribute('rows'), '4');
  // The built site is in demo mode: its fields carry no name, so a no-JS submission sends nothing
  // (named fields with a real provider: leads.test.mjs).
  assert.equal(await form.locator('[name]').count(), 0);
  await context.close();
});

test('the keyword guide shares its five categories into even rows at every width (no lone fifth)', async () => {
  const report = [];
  for (const width of [320, 390, 768, 1024, 1280, 1440]) {
    const { context, page } = await open('/', { width });
    await page.locator('.keyword-guide').scrollIntoViewIfNeeded();
    const rows = await page.evaluate(() => {
      const byTop = new Map();
      for (const c of document.querySelectorAll('.keyword-guide__category')) {
        const r = c.getBoundingClientRect();
        byTop.set(Math.round(r.top), [...(byTop.get(Math.round(r.top)) ?? []), { left: r.left, right: r.right, width: r.width }]);
      }
      const grid = document.querySelector('.keyword-guide__grid').getBoundingClientRect();
      return { rows: [...byTop.values()], left: grid.left, right: grid.right };
    });
    const sizes = rows.rows.map((r) => r.length);
    assert.equal(sizes.reduce((a, b) => a + b, 0), 5, `${width}: five categories`);
    assert.ok(Math.max(...sizes) - Math.min(...sizes) <= 1, `${width}: rows of ${sizes}`);
    assert.ok(sizes.length === 1 || Math.max(...sizes) === 1 || Math.min(...sizes) > 1, `${width}: a category alone under fuller rows: ${sizes}`);
    for (const row of rows.rows) {
      for (const c of row) assert.ok(c.left >= rows.left - 1 && c.right <= rows.right + 1 && c.width >= 180, `${width}: a category outside the grid or narrower than 180 px`);
    }
    report.push(`${width}: ${sizes.join('+')}`);
    await context.close();
  }
  console.log(`keyword guide rows: ${report.join(', ')}`);
});

test('what is typed or chosen before the quote form hydrates is kept, at 390 px with a 6x slowed CPU', async () => {
  for (const route of ['/quote', '/calgary', '/emergency-repairs']) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    // The island's code is held back until the typing is done: on a slow phone that window is
    // seconds long; here it is certain.
    let release;
    const held = new Promise((r) => { release = r; });
    await page.route('**/assets/**/*.js', async (r) => { await held; await r.continue(); });
    // Module scripts hold DOMContentLoaded back: the page is there once the form is.
    await page.goto(server.base + url(route), { waitUntil: 'commit' });
    const form = page.locator('form.quote-form__form');
    await form.getByLabel('Additional Details').waitFor();
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Full Name').pressSequentially('Jane Early');
    await form.getByLabel('Phone Number').pressSequentially('403 555 0177');
    await form.getByLabel('Service Type').selectOption('boiler-repair');
    await form.getByLabel('Additional Details').pressSequentially('Typed before the page was ready.');
    assert.equal(await page.locator('[data-island="QuoteForm"][data-ready]').count(), 0, `${route}: typed before hydration`);
    release();
    await hydrated(page, 'QuoteForm');
    // A render after hydration (typing one more letter) must not take any of it back.
    await form.getByLabel('Email Address').pressSequentially('jane@example.ca');
    assert.equal(await form.getByLabel('Full Name').inputValue(), 'Jane Early', route);
    assert.equal(await form.getByLabel('Phone Number').inputValue(), '403 555 0177', route);
    assert.equal(await form.getByLabel('Service Type').inputValue(), 'boiler-repair', route);
    assert.equal(await form.getByLabel('Additional Details').inputValue(), 'Typed before the page was ready.', route);
    const draft = JSON.parse(await page.evaluate(() => localStorage.getItem('quote-form:draft')));
    assert.equal(draft.values.name, 'Jane Early', `${route}: saved as the draft`);
    await context.close();
  }
});

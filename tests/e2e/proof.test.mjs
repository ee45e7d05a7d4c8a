// Issues 28 and 29 in a real browser: the hero photo in the first screen (no layout shift, loaded
// first), the rating and trust points beside the first call to action (computed from the data,
// never typed), the quote form's emergency path with the phone first, Calgary's own testimonials,
// and the offer: named in the request while it runs, gone after its last day.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch, serve, url, root, hydrated, buildCopy, serveDir, watchConsole } from './lib.mjs';

let browser, server;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

const SCREENS = [[390, 844], [1280, 800]];
const HERO_PAGES = ['/', '/calgary', '/calgary/furnace-repair', '/emergency-repairs'];
// /quote's hero has its photo too (wide screens only) but no rating: its first screen leads to the form.
const PHOTO_PAGES = [...HERO_PAGES, '/quote'];

const siteYaml = readFileSync(path.join(root, 'content/site.yaml'), 'utf8');
const testimonialsYaml = readFileSync(path.join(root, 'content/data/testimonials.yaml'), 'utf8');
const phoneDisplay = siteYaml.match(/^phone: (.+)$/m)[1].trim();
const phoneDigits = phoneDisplay.replace(/\D/g, '');

/** The rating the data supports: the average of every testimonial's stars (half up to tenths) and their count. */
function ratingOfData() {
  const stars = [...testimonialsYaml.matchAll(/^\s+rating: (\d)\s*$/gm)].map((m) => Number(m[1]));
  const sum = stars.reduce((a, b) => a + b, 0);
  const tenths = Math.floor((sum * 20 + stars.length) / (2 * stars.length));
  return { average: `${Math.floor(tenths / 10)}.${tenths % 10}`, count: stars.length };
}

/** Opens a route with layout shifts recorded from the very start, and what the first frame had
 *  read (`slowdown`: Chromium's CPU that many times slower, a slow phone painting as it reads). */
async function open(route, { width, height, js = true, base = server.base, slowdown = 1 } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled: js });
  const page = await context.newPage();
  if (slowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.addInitScript(() => {
    window.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    requestAnimationFrame(() => { window.__firstFrame = { footer: document.getElementById('site-footer') !== null, elements: document.getElementsByTagName('*').length }; });
  });
  await page.goto(base + url(route), { waitUntil: 'load' });
  return { context, page };
}

for (const [width, height] of SCREENS) {
  test(`at ${width}x${height} the hero photo is in the first screen, loaded first, with no layout shift`, async () => {
    for (const route of PHOTO_PAGES) {
      if (route === '/quote' && width < 960) continue; // below: phones skip its photo for the form
      const { context, page } = await open(route, { width, height });
      await page.waitForFunction(() => { const i = document.querySelector('.hero-photo img'); return i && i.complete && i.naturalWidth > 0; }, null, { timeout: 15000 });
      const hero = await page.evaluate(() => {
        const img = document.querySelector('.hero-photo img');
        const r = img.getBoundingClientRect();
        const copy = document.querySelector('.hero-copy').getBoundingClientRect();
        return {
          top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height,
          copyRight: copy.right,
          lazy: img.getAttribute('loading'), priority: img.getAttribute('fetchpriority'),
          alt: img.alt, current: img.currentSrc,
          ratio: r.width / r.height,
          h1: document.querySelector('h1').getBoundingClientRect().bottom,
          aside: document.querySelector('.hero-aside') !== null,
        };
      });
      const where = `${route} at ${width} px`;
      assert.ok(hero.top >= 0 && hero.top < height && hero.height > 100, `${where}: the photo starts in the first screen (${JSON.stringify(hero)})`);
      assert.equal(hero.lazy, null, `${where}: the hero photo is not lazy`);
      assert.equal(hero.priority, 'high', `${where}: fetched at high priority`);
      assert.ok(hero.alt.length > 10, `${where}: says what it shows`);
      assert.match(hero.current, /\.avif$/, `${where}: AVIF`);
      assert.ok(hero.h1 < height, `${where}: the heading is in the first screen too`);
      if (width >= 960 && !hero.aside) {
        // Beside the heading: the hero's right half is the photo, 4:3.
        assert.ok(hero.left > hero.copyRight && hero.right > width / 2 + 200, `${where}: the photo fills the right half`);
        assert.ok(Math.abs(hero.ratio - 4 / 3) < 0.02, `${where}: the desktop crop is 4:3 (${hero.ratio})`);
      } else if (width >= 960) {
        // With a box beside the heading, the photo stands above the box, 16:9.
        assert.ok(hero.left > hero.copyRight && Math.abs(hero.ratio - 16 / 9) < 0.02, `${where}: above the box, 16:9 (${hero.ratio})`);
      } else if (width < 960) {
        assert.ok(Math.abs(hero.ratio - 16 / 9) < 0.02, `${where}: the phone crop is 16:9 (${hero.ratio})`);
      }
      await page.waitForTimeout(300);
      const shift = await page.evaluate(() => window.__shift);
      assert.equal(shift, 0, `${where}: layout shift ${shift}`);
      await context.close();
    }
  });
}

test('a slow phone paints each page whole: its first frame has the page read to the footer, and nothing moves', async () => {
  // Painted half read, a page moves what it painted as the rest arrives (the hero's text pushed
  // down by its photo, a button growing as its words come): seen now and then at full speed, most
  // loads with the CPU 6x slower, unless base.html holds the first paint (rel=expect).
  for (const [width, height] of SCREENS) {
    for (const route of PHOTO_PAGES) {
      const { context, page } = await open(route, { width, height, slowdown: 6 });
      await page.waitForFunction(() => window.__firstFrame !== undefined);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 300))));
      const { frame, shift } = await page.evaluate(() => ({ frame: window.__firstFrame, shift: window.__shift }));
      const where = `${route} at ${width} px, CPU 6x slower`;
      assert.ok(frame.footer, `${where}: the first frame was painted with the page read only up to element ${frame.elements}`);
      assert.equal(shift, 0, `${where}: layout shift ${shift}`);
      await context.close();
    }
  }
});

test('/quote on a phone skips its hero photo (not shown, not fetched), so the form comes sooner', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const photos = [];
  page.on('request', (r) => { if (r.url().includes('/img/')) photos.push(r.url()); });
  await page.goto(server.base + url('/quote'), { waitUntil: 'load' });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 200))));
  assert.equal(await page.locator('.hero-photo').evaluate((e) => getComputedStyle(e).display), 'none');
  assert.deepEqual(photos.filter((u) => /crew-/.test(u)), [], 'the photo of the wide screens is not downloaded');
  await context.close();
});

test('the rating beside the first call to action is the data\'s average and count, and the JSON-LD has no self-serving rating', async () => {
  const expected = ratingOfData();
  for (const route of HERO_PAGES) {
    const { context, page } = await open(route, { width: 390, height: 844 });
    const rating = page.locator('.hero .hero-rating');
    assert.equal(await rating.getAttribute('data-rating'), expected.average, `${route}: average`);
    assert.equal(await rating.getAttribute('data-reviews'), String(expected.count), `${route}: count`);
    assert.match(await rating.textContent(), new RegExp(`${expected.average.replace('.', '\\.')}\\s*out of 5 from ${expected.count} customer reviews`));
    // Near the first call to action: directly under the hero's buttons, inside the first screen.
    const box = await rating.boundingBox();
    assert.ok(box && box.y + box.height < 844 * 1.5, `${route}: the rating is near the top (${JSON.stringify(box)})`);
    const points = await page.locator('.hero .hero-trust li').allTextContents();
    assert.ok(points.length >= 3, `${route}: trust points ${JSON.stringify(points)}`);
    assert.ok(points.some((p) => /licensed gas fitters/i.test(p)), `${route}: licensed gas fitters`);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    assert.ok(ld.every((j) => !/aggregateRating|"Review"/.test(j)), `${route}: no review markup in JSON-LD`);
    await context.close();
  }
});

test('the emergency path puts the phone first and still takes the request; planned work keeps the form', async () => {
  // On an emergency page the path is open from the start, with or without JavaScript.
  for (const js of [true, false]) {
    const { context, page } = await open('/emergency-repairs', { width: 390, height: 844, js });
    const form = page.locator('.quote-form');
    const urgent = form.locator('details.quote-form__urgent');
    assert.equal(await urgent.getAttribute('open'), '', `js=${js}: open on the emergency page`);
    const firstLink = form.locator('a[href^="tel:"]').first();
    assert.ok(await firstLink.isVisible(), `js=${js}: a visible tel: link`);
    assert.equal((await firstLink.getAttribute('href')).replace(/\D/g, '').slice(-10), phoneDigits.slice(-10), 'the number of site.yaml');
    const order = await page.evaluate(() => {
      const f = document.querySelector('.quote-form');
      const call = f.querySelector('a[href^="tel:"]');
      const field = f.querySelector('input:not([type=hidden]), select, textarea');
      return Boolean(call.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    assert.ok(order, `js=${js}: the phone comes before the first field`);
    assert.ok(await form.getByLabel('Full Name').isVisible(), `js=${js}: and the form still takes the request`);
    await context.close();
  }
  // Planned work (/quote): the question is there, closed; opening it shows the phone first.
  const { context, page } = await open('/quote', { width: 1280, height: 800 });
  const problems = watchConsole(page);
  // The form hydrates when it is seen.
  await page.locator('.quote-form').scrollIntoViewIfNeeded();
  await hydrated(page, 'QuoteForm');
  assert.deepEqual(problems, [], 'hydrates without a mismatch');
  const urgent = page.locator('.quote-form details.quote-form__urgent');
  assert.equal(await urgent.getAttribute('open'), null, '/quote starts on planned work');
  assert.equal(await urgent.locator('a[href^="tel:"]').isVisible(), false);
  await urgent.locator('summary').click();
  assert.ok(await urgent.locator('a[href^="tel:"]').isVisible(), 'opened: the phone');
  assert.match(await urgent.locator('a[href^="tel:"]').textContent(), /Call\s.*\snow/);
  await context.close();
});

test('/calgary shows Calgary\'s own testimonials first, under a title that says what is shown', async () => {
  const { context, page } = await open('/calgary', { width: 1280, height: 800 });
  const section = page.locator('section', { has: page.locator('.testimonial') });
  const title = (await section.locator('h2').first().textContent()).trim();
  const places = await section.locator('.testimonial figcaption span').allTextContents();
  const calgary = places.filter((p) => p.startsWith('Calgary'));
  assert.ok(calgary.length >= 1, `a Calgary customer: ${places}`);
  assert.ok(places[0].startsWith('Calgary'), `Calgary first: ${places}`);
  if (calgary.length === places.length) assert.match(title, /Calgary/);
  else assert.match(title, /Calgary and Across Alberta/, `others are shown, and the title says so: "${title}" ${places}`);
  await context.close();
});

test('the offer names itself in the quote request while it runs', async () => {
  const { context, page } = await open('/', { width: 1280, height: 800 });
  const claim = page.locator('.offer a.btn');
  const href = await claim.getAttribute('href');
  const code = siteYaml.match(/^ {2}code: (\S+)$/m)[1];
  assert.ok(href.includes(`offer=${code}`), `the claim link names the offer: ${href}`);
  assert.match(await page.locator('.offer .offer-terms').textContent(), /Offer ends \w+ \d+, \d{4}\./);
  await claim.click();
  await page.waitForURL(/offer=/);
  await page.locator('.quote-form').scrollIntoViewIfNeeded();
  await hydrated(page, 'QuoteForm');
  const title = siteYaml.match(/^offer:\n {2}title: "?(.+?)"?$/m)[1];
  assert.equal(await page.locator('.quote-form__offer').textContent(), `Claiming the offer: ${title}`);
  await context.close();
});

test('after its last day a build leaves the offer out (the build day injected with SITEGEN_TODAY)', async () => {
  const ends = siteYaml.match(/^ {2}ends: (\d{4}-\d{2}-\d{2})$/m)[1];
  const after = new Date(`${ends}T12:00:00Z`);
  after.setUTCDate(after.getUTCDate() + 1);
  const tmp = mkdtempSync(path.join(tmpdir(), 'sitegen-offer-'));
  const before = process.env.SITEGEN_TODAY;
  process.env.SITEGEN_TODAY = after.toISOString().slice(0, 10);
  let copy;
  try {
    const dir = buildCopy(path.join(tmp, 'site'));
    copy = await serveDir(dir, path.join(dir, 'dist'));
    const { context, page } = await open('/', { width: 1280, height: 800, base: copy.base });
    assert.equal(await page.locator('.offer a').count(), 0, 'no claim link');
    assert.equal(await page.locator('section.offer[hidden]').count(), 1, 'an empty hidden placeholder keeps the section count');
    await context.close();
  } finally {
    if (before === undefined) delete process.env.SITEGEN_TODAY; else process.env.SITEGEN_TODAY = before;
    copy?.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
});

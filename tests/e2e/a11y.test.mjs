// Accessibility in a real browser: axe-core on every page at phone and desktop widths (the same
// visits check that each page loads and hydrates without a console error or warning), and the site
// operated with the keyboard alone (skip link, menu, city search, carousel, every quote-form control).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serve, routes, layouts, url, hydrated, scrollThrough, scrollToY, asPreview, withAxe, axeViolations, watchConsole } from './lib.mjs';

let browser, server;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const AXE = { runOnly: { type: 'tag', values: TAGS } };
const WIDTHS = [390, 1280];
// The not-found page is not in the sitemap; any unknown path serves it.
const NOT_FOUND = '/no-such-page';

async function open(route, width = 1280, preview = false, axe = false) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  if (axe) await withAxe(context);
  const page = await context.newPage();
  if (preview) await asPreview(page);
  await page.goto(server.base + url(route));
  return { context, page };
}

/** Puts the page in one known state before axe measures it: fonts loaded, at the top, painted. */
async function settle(page) {
  await page.evaluate(() => document.fonts.ready);
  await scrollToY(page, 0);
}

for (const width of WIDTHS) {
  // Every page on a phone, the width most visitors have; one page of each layout on a desktop,
  // where the same templates are only laid out wider.
  const every = width === 390;
  test(`axe finds no violations, and the console no error or warning, on ${every ? 'any page' : 'a page of each layout'} at ${width} px`, async () => {
    const all = [...(every ? routes() : layouts()), NOT_FOUND];
    assert.ok(all.length >= (every ? 63 : 25), `${all.length - 1} routes`);
    const context = await withAxe(await browser.newContext({ viewport: { width, height: 900 } }));
    const page = await context.newPage();
    const problems = watchConsole(page);
    const failures = [];
    const logged = [];
    let rotating = 0;
    for (const route of all) {
      problems.length = 0;
      await page.goto(server.base + url(route));
      await scrollThrough(page);
      await hydrated(page);
      // The not-found page answers 404, which the browser logs as an error of its own.
      const own = route === NOT_FOUND ? problems.filter((p) => !/status of 404/.test(p)) : problems;
      if (own.length) logged.push(`${route} at ${width} px: ${own.join(' | ')}`);
      await settle(page);
      assert.equal(await page.evaluate(() => window.scrollY), 0, `${route} did not stay at the top`);
      const violations = await axeViolations(page, AXE);
      for (const v of violations) {
        const targets = v.nodes.map((n) => n.target.join(' ')).join(', ');
        failures.push(`${v.id} on ${route} at ${width} px (${v.nodes.length}): ${targets}`);
      }
      // WCAG 2.2's 24 px targets with the rotations stopped as well as running: a visitor who asks
      // for reduced motion gets no pause buttons, and nothing may shrink or crowd then. Asked on
      // the page already loaded (the islands follow the setting as it changes), not a third visit;
      // only where something rotates (elsewhere the setting changes nothing axe measures).
      const rotates = await page.locator('[data-island="KeywordGuide"], [data-island="Carousel"]').count();
      if (width === 390 && rotates > 0) {
        rotating += 1;
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await motionFollowed(page, true);
        const still = await axeViolations(page, { runOnly: ['target-size'] });
        for (const v of still) failures.push(`target-size on ${route} at 390 px with reduced motion: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        await page.emulateMedia({ reducedMotion: 'no-preference' });
      }
    }
    await context.close();
    if (width === 390) assert.ok(rotating >= 3, `${rotating} pages with a rotating island`);
    assert.deepEqual(logged, [], `the console:\n${logged.join('\n')}`);
    assert.deepEqual(failures, [], `axe violations:\n${failures.join('\n')}`);
  });
}

/** Waits until every rotating island shows (reduce=false) or hides (true) its pause button. */
async function motionFollowed(page, reduce) {
  await page.waitForFunction((reduce) => [...document.querySelectorAll('[data-island="KeywordGuide"], [data-island="Carousel"]')]
    .every((island) => !!island.querySelector('.rotation-toggle') !== reduce), reduce);
}

/** What the focused element is, and whether it shows a focus indicator. */
function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    return {
      // The demo form's fields have no name attribute (issue 17): their id ends with the field's name.
      tag: el.tagName.toLowerCase(), id: el.id, name: el.getAttribute('name') ?? el.id.match(/(name|email|phone|city|serviceType|message)$/)?.[1] ?? null, cls: el.className,
      text: (el.textContent ?? '').trim(), label: el.closest('label')?.textContent.trim() ?? null, type: el.getAttribute('type'), href: el.getAttribute('href'), ring, inHeader: !!el.closest('header'),
      visible: (() => { const r = el.getBoundingClientRect(); return r.width > 1 && r.height > 1 && r.bottom > 0 && r.top < innerHeight; })(),
    };
  });
}

/** Presses Tab until `match` holds for the focused element; asserts every stop shows a focus ring. */
async function tabTo(page, match, limit = 60) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    assert.ok(f, 'focus left the document');
    assert.ok(f.ring, `no visible focus ring on ${f.tag}.${f.cls} "${f.text.slice(0, 40)}"`);
    if (match(f)) return f;
  }
  throw new Error('never reached the wanted element with Tab');
}

test('Tab reaches the skip link first; it shows and moves focus to the main content', async () => {
  for (const width of WIDTHS) {
    const { context, page } = await open('/calgary', width);
    await hydrated(page, 'Menu');
    await page.keyboard.press('Tab');
    const first = await focused(page);
    assert.equal(first.cls, 'skip-link', `${width}: skip link first`);
    assert.ok(first.visible, `${width}: skip link visible when focused`);
    assert.ok(first.ring, `${width}: skip link has a focus ring`);
    await page.keyboard.press('Tab');
    const second = await focused(page);
    assert.ok(second.inHeader, `${width}: then the header (${second.tag} ${second.text})`);
    assert.equal(second.tag, 'a', `${width}: the header's first stop is a link`);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'main', `${width}: focus on #main`);
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => !!document.activeElement?.closest('main')), true, `${width}: next Tab stays in main`);
    await context.close();
  }
});

test('desktop header links are reachable with Tab and show a focus ring', async () => {
  const { context, page } = await open('/');
  await hydrated(page, 'Menu');
  const seen = [];
  await tabTo(page, (f) => { if (f.inHeader && f.tag === 'a') seen.push(f.text); return f.href === url('/quote') && f.inHeader; });
  for (const name of ['Home', 'Residential', 'Commercial', 'Service Areas', 'About Us']) assert.ok(seen.includes(name), `${name} in ${seen}`);
  await context.close();
});

test('mobile menu works with the keyboard alone: Enter and Space open, Escape closes', async () => {
  const { context, page } = await open('/about', 390);
  const list = page.locator('.menu__list');
  await tabTo(page, (f) => f.cls.includes('menu__toggle'));
  await hydrated(page, 'Menu');
  for (const key of ['Enter', ' ']) {
    await page.keyboard.press(key);
    assert.equal(await page.locator('.menu__toggle').getAttribute('aria-expanded'), 'true', `${JSON.stringify(key)} opens`);
    assert.equal(await list.isVisible(), true);
    const link = await tabTo(page, (f) => f.tag === 'a', 3);
    assert.equal(link.text, 'Home', 'Tab moves into the opened list');
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('.menu__toggle').getAttribute('aria-expanded'), 'false', 'Escape closes');
    assert.equal(await list.isVisible(), false);
    assert.equal((await focused(page)).cls.includes('menu__toggle'), true, 'focus back on the toggle');
  }
  await context.close();
});

test('city search is operated from the keyboard', async () => {
  const { context, page } = await open('/');
  const input = await tabTo(page, (f) => f.tag === 'input', 80);
  assert.equal(input.tag, 'input');
  await hydrated(page, 'CitySearch');
  await page.keyboard.type('leth');
  assert.deepEqual(await page.locator('.city-search__card:visible .city-search__card-name').allTextContents(), ['Lethbridge']);
  const link = await tabTo(page, (f) => f.tag === 'a', 5);
  assert.match(link.href, /lethbridge/, 'Tab goes on to the remaining card');
  await context.close();
});

test("the city search's answers pass axe, and Tab reaches their call and quote links", async () => {
  for (const width of WIDTHS) {
    const { context, page } = await open('/', width, false, true);
    const input = await tabTo(page, (f) => f.tag === 'input', 80);
    assert.equal(input.tag, 'input');
    await hydrated(page, 'CitySearch');
    for (const [typed, answer] of [['Grande Prairie', '.city-search__served'], ['Banff', '.city-search__empty']]) {
      await page.locator('.city-search__input').fill(typed);
      await page.locator(answer).waitFor();
      const violations = await axeViolations(page, AXE, '.city-search');
      assert.deepEqual(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), [], `${typed} at ${width} px`);
      await page.locator('.city-search__input').focus();
      const call = await tabTo(page, (f) => f.tag === 'a', 3);
      assert.match(call.href, /^tel:/, `${typed}: Tab goes from the box to the call link`);
      const quote = await tabTo(page, (f) => f.tag === 'a', 1);
      assert.equal(quote.text, 'ask for a quote');
    }
    await context.close();
  }
});

test('carousel previous and next buttons work from the keyboard', async () => {
  const { context, page } = await open('/edmonton/boiler-replacement');
  const slides = page.locator('.carousel__slide');
  await slides.first().scrollIntoViewIfNeeded();
  await hydrated(page, 'Carousel');
  await scrollToY(page, 0);
  await tabTo(page, (f) => f.tag === 'button' && f.cls.includes('carousel'), 150);
  const label = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  if (await label() === 'Previous slide') await tabTo(page, (f) => f.tag === 'button', 3);
  assert.equal(await label(), 'Next slide');
  await page.keyboard.press('Enter');
  assert.equal(await slides.nth(1).isVisible(), true, 'Enter on Next shows the second slide');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await label(), 'Previous slide');
  await page.keyboard.press(' ');
  assert.equal(await slides.nth(0).isVisible(), true, 'Space on Previous goes back');
  await context.close();
});

test('every quote-form control is reached and operated with the keyboard; errors are announced', async () => {
  // In the preview, where the demo form shows its whole flow down to the toast.
  const { context, page } = await open('/quote', 1280, true);
  const form = page.locator('form.quote-form__form');
  await form.scrollIntoViewIfNeeded();
  await hydrated(page, 'QuoteForm');
  await scrollToY(page, 0);
  const inForm = () => page.evaluate(() => !!document.activeElement?.closest('form.quote-form__form'));

  // Submit empty from the keyboard: every required field is flagged and its message wired up.
  await tabTo(page, (f) => f.tag === 'button' && f.text === 'Get My Free Quote', 150);
  await page.keyboard.press('Enter');
  const invalid = form.locator('[aria-invalid="true"]');
  assert.equal(await invalid.count(), 5);
  for (let i = 0; i < 5; i++) {
    const describedBy = await invalid.nth(i).getAttribute('aria-describedby');
    assert.ok(describedBy, 'invalid field has aria-describedby');
    const text = await page.evaluate((ids) => ids.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' '), describedBy);
    assert.match(text, /Please/, `message for field ${i}`);
  }
  const live = await page.evaluate(() => [...document.querySelectorAll('form.quote-form__form [role="status"], form.quote-form__form [role="alert"], form.quote-form__form [aria-live]')]
    .map((el) => el.textContent.trim()).filter(Boolean));
  assert.ok(live.some((t) => /correct/i.test(t)), `error summary in a live region: ${live}`);
  assert.equal((await focused(page)).name, 'name', 'focus on the first invalid field');

  // Fill every control without the mouse, in tab order.
  await page.keyboard.type('Pat Example');
  await page.keyboard.press('Tab');
  await page.keyboard.type('pat@example.ca');
  await page.keyboard.press('Tab');
  await page.keyboard.type('403 555 0199');
  await page.keyboard.press('Tab');
  assert.equal((await focused(page)).name, 'city');
  await page.keyboard.press('ArrowDown');
  assert.notEqual(await form.getByLabel('City').inputValue(), '', 'arrow key picks a city');
  await page.keyboard.press('Tab');
  assert.equal((await focused(page)).name, 'serviceType');
  await page.keyboard.press('ArrowDown');
  assert.notEqual(await form.getByLabel('Service Type').inputValue(), '', 'arrow key picks a service');
  // Home / Business: a radio group, one Tab stop (the chosen one), arrows to change.
  const radio = await tabTo(page, (f) => f.type === 'radio', 3);
  assert.equal(radio.label, 'Residential');
  await page.keyboard.press('ArrowRight');
  assert.equal((await focused(page)).label, 'Commercial');
  assert.equal(await form.getByRole('radio', { name: 'Commercial' }).isChecked(), true);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await form.getByRole('radio', { name: 'Residential' }).isChecked(), true);
  assert.equal(await form.getByRole('radio').count(), 2);
  await tabTo(page, (f) => f.name === 'message', 3);
  await page.keyboard.type('Old boiler.');
  await tabTo(page, (f) => f.tag === 'button', 3);
  assert.equal(await inForm(), true);
  assert.equal(await form.locator('[aria-invalid="true"]').count(), 0, 'errors clear once fixed');
  await page.keyboard.press('Enter');
  await page.getByText('Quote Request Submitted').waitFor();
  await context.close();
});

test('the focus ring contrasts at least 3:1 with the surface around every Tab stop', async () => {
  // Pages with a hero, dark sections, coloured banners and the dark footer.
  const failures = [];
  for (const route of ['/', '/emergency-repairs', '/calgary/emergency-furnace-service', '/calgary/boiler-replacement']) {
    const { context, page } = await open(route);
    await scrollThrough(page);
    await hydrated(page);
    await scrollToY(page, 0);
    const seen = new Set();
    for (let i = 0; i < 250; i++) {
      await page.keyboard.press('Tab');
      const r = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return null;
        const parse = (c) => { const m = c.match(/rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:,? \/? ?([\d.]+))?\)/); return m && { rgb: [+m[1], +m[2], +m[3]], a: m[4] === undefined ? 1 : +m[4] }; };
        const lum = ([r, g, b]) => { const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }; return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); };
        const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
        const style = getComputedStyle(el);
        const ring = parse(style.outlineColor);
        // The surface behind the ring: the nearest ancestor with a background colour, or every stop of a gradient.
        let surfaces = [[255, 255, 255]];
        for (let n = el.parentElement; n; n = n.parentElement) {
          const s = getComputedStyle(n);
          const stops = [...s.backgroundImage.matchAll(/rgba?\([^)]*\)/g)].map((m) => parse(m[0])).filter(Boolean);
          if (stops.length) { surfaces = stops.map((c) => c.rgb); break; }
          const bg = parse(s.backgroundColor);
          if (bg && bg.a >= 0.9) { surfaces = [bg.rgb]; break; }
        }
        const worst = Math.min(...surfaces.map((s) => ratio(ring.rgb, s)));
        return { key: [...document.querySelectorAll('*')].indexOf(el), html: el.outerHTML.slice(0, 90), worst, outline: style.outlineStyle };
      });
      if (!r) break;
      if (seen.has(r.key)) break;
      seen.add(r.key);
      if (r.outline !== 'none' && r.worst < 3) failures.push(`${route}: ${r.worst.toFixed(2)}:1 around ${r.html}`);
    }
    await context.close();
  }
  assert.deepEqual(failures, []);
});

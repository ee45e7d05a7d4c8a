// Calls (issue 28): the business phone in the header at every width, and within reach on every page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { launch, serve, url, layouts, hydrated, root, scrollToY } from './lib.mjs';

const PHONE = readFileSync(path.join(root, 'content/site.yaml'), 'utf8').match(/^phone: (.+)$/m)[1].trim();
const HEADER_WIDTHS = [320, 390, 768, 860, 1024, 1280, 1440];

let browser, server;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

/**
 * The header as laid out: the lines of the business name and of each shown menu link, whether the
 * phone link shows its number, and which of its parts overlap (a part squeezed under another).
 */
function measureHeader(page) {
  return page.evaluate(() => {
    const shown = (el) => { const r = el?.getBoundingClientRect(); return !!r && r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden'; };
    const lines = (el) => { const range = document.createRange(); range.selectNodeContents(el); return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size; };
    const header = document.querySelector('.site-header');
    // The phone button of the header's row (the menu's sheet, inside the header too, has a Call
    // link of its own, hidden while the menu is closed).
    const phone = header.querySelector('a.header-call__phone[href^="tel:"]');
    const number = phone?.querySelector('.nowrap');
    const parts = {
      brand: header.querySelector('.brand'),
      phone: number,
      note: header.querySelector('.header-call__note'),
      cta: header.querySelector('.header-cta'),
      toggle: header.querySelector('.menu__toggle'),
      ...Object.fromEntries([...header.querySelectorAll('.menu__link')].map((a) => [a.textContent, a])),
    };
    const boxes = Object.entries(parts).filter(([, el]) => shown(el)).map(([name, el]) => [name, el.getBoundingClientRect()]);
    const overlaps = [];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [[a, p], [b, q]] = [boxes[i], boxes[j]];
        if (p.left < q.right - 0.5 && q.left < p.right - 0.5 && p.top < q.bottom - 0.5 && q.top < p.bottom - 0.5) overlaps.push(`${a}/${b}`);
      }
    }
    const h = header.getBoundingClientRect();
    return {
      phoneShown: shown(number) && number.getBoundingClientRect().right <= h.right && number.getBoundingClientRect().bottom <= h.bottom,
      number: number?.textContent,
      href: phone?.getAttribute('href'),
      brandLines: lines(header.querySelector('.brand-name')),
      linkLines: [...header.querySelectorAll('.menu__link')].filter(shown).map(lines),
      overlaps,
      height: Math.round(h.height),
      overflow: document.documentElement.scrollWidth > innerWidth,
    };
  });
}

test('the header shows the phone at every width from 320 to 1440 px, the name and each link on one line', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const report = [];
  for (const width of HEADER_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(server.base + url('/calgary'));
    await hydrated(page, 'Menu');
    const m = await measureHeader(page);
    assert.ok(m.phoneShown, `${width}: the phone number shows in the header`);
    assert.equal(m.number, PHONE, `${width}: the number as site.yaml writes it`);
    assert.equal(m.href, 'tel:+14035550142');
    assert.equal(m.brandLines, 1, `${width}: the business name on one line`);
    assert.ok(m.linkLines.every((n) => n === 1), `${width}: each menu link on one line (${m.linkLines})`);
    assert.deepEqual(m.overlaps, [], `${width}: header parts overlap`);
    assert.equal(m.overflow, false, `${width}: no sideways scrolling`);
    report.push(`${width}: ${m.height} px${m.linkLines.length ? ', links shown' : ', menu button'}`);
  }
  // Beside the editor's panel (body margin 420 px, editor/page.css) a 1280 px window leaves the page
  // 860 px: the header follows its own width, not the window's.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(server.base + url('/calgary'));
  await hydrated(page, 'Menu');
  await page.evaluate(() => { document.body.style.marginRight = '420px'; });
  const beside = await measureHeader(page);
  assert.ok(beside.phoneShown && beside.brandLines === 1 && beside.linkLines.every((n) => n === 1), `beside the editor: ${JSON.stringify(beside)}`);
  assert.deepEqual(beside.overlaps, []);
  console.log(`header: ${report.join('; ')}`);
  await context.close();
});

test('the header says when to call: 24/7 emergency under the number, in the phone button, at every width', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(server.base + url('/'));
  const note = page.locator('.site-header .header-call__phone .header-call__note');
  // The hours left the header with its one row (issue 59): the footer and /contact give them.
  assert.equal((await note.textContent()).trim(), '24/7 emergency');
  assert.equal(await page.locator('.site-header').getByRole('link', { name: `Call ${PHONE}` }).isVisible(), true);
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 });
    assert.equal(await note.isVisible(), true, `${width}: the note shows`);
  }
  await context.close();
});

/** A `tel:` link inside the screen that is really on top there (not under the header or the bar). */
function visibleCallLink(page) {
  return page.evaluate(() => {
    for (const a of document.querySelectorAll('a[href^="tel:"]')) {
      const r = a.getBoundingClientRect();
      if (r.width < 1 || r.height < 1 || getComputedStyle(a).visibility === 'hidden') continue;
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
      const top = document.elementFromPoint(x, y);
      if (top && (top === a || a.contains(top))) return { where: a.closest('header, nav, footer, section')?.className ?? '', href: a.getAttribute('href') };
    }
    return null;
  });
}

test('a page of each layout has a tel: link on its first screen at 390 and 1280 px, and after scrolling 5,000 px on a phone', async () => {
  const failures = [];
  const seen = new Map();
  for (const [width, height] of [[390, 844], [1280, 800]]) {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    for (const route of layouts()) {
      await page.goto(server.base + url(route));
      const first = await visibleCallLink(page);
      if (!first) failures.push(`${route} at ${width}: no tel: link on the first screen`);
      else seen.set(first.where, (seen.get(first.where) ?? 0) + 1);
      if (width === 390) {
        await scrollToY(page, 5000);
        await page.waitForTimeout(250);
        if (!(await visibleCallLink(page))) failures.push(`${route} at ${width}: no tel: link after scrolling 5,000 px`);
      }
    }
    await context.close();
  }
  assert.deepEqual(failures, []);
  console.log(`first-screen tel: links by place: ${JSON.stringify(Object.fromEntries(seen))}`);
});

const barState = (page) => page.evaluate(() => {
  const bar = document.querySelector('.call-bar');
  const r = bar.getBoundingClientRect();
  const shown = getComputedStyle(bar).display !== 'none' && getComputedStyle(bar).visibility !== 'hidden' && r.top < innerHeight - 1;
  return { shown, top: r.top, bottom: r.bottom, height: r.height, innerHeight };
});

/**
 * Scrolls to 300 px past the end of the page's hero and lets the call bar arrive (scrollToY waits
 * for animation frames, which a page without JavaScript never runs).
 */
async function pastHero(page, js = true) {
  const y = await page.evaluate(() => document.querySelector('main .hero').getBoundingClientRect().bottom + scrollY + 300);
  if (js) await scrollToY(page, y);
  else await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), y);
  await page.waitForTimeout(300);
  return y;
}

test('the phones\' bar: Call and Free quote at the bottom once the hero has scrolled away (at once without JavaScript), plain links, none on wide screens', async () => {
  for (const js of [false, true]) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: js, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(server.base + url('/about'));
    if (js) await hydrated(page, 'Menu');
    // The first screen: the header's phone button is the call (issue 59); the bar waits for the
    // hero to leave, except without JavaScript, where nothing would ever bring it.
    assert.equal(await page.locator('.site-header .header-call__phone').isVisible(), true, `js ${js}: the header's phone on the first screen`);
    assert.equal((await barState(page)).shown, !js, `js ${js}: the bar on the first screen`);
    await pastHero(page, js);
    const bar = page.getByRole('navigation', { name: 'Call or get a free quote' });
    assert.equal(await bar.getByRole('link', { name: `Call ${PHONE}` }).getAttribute('href'), 'tel:+14035550142');
    const state = await barState(page);
    assert.ok(state.shown && Math.abs(state.bottom - state.innerHeight) < 1, `js ${js}: fixed to the bottom past the hero ${JSON.stringify(state)}`);
    await Promise.all([page.waitForURL(`**${url('/quote')}#quote`), bar.getByRole('link', { name: 'Free quote' }).click()]);
    assert.equal(await page.locator('#quote').isVisible(), true);
    // A page with its own form: the bar's quote link goes to it, without leaving the page.
    assert.equal(await page.locator('.call-bar__quote').getAttribute('href'), '#quote');
    // The footer's padding lets the end of the page scroll above the bar (without JavaScript it never hides).
    await page.goto(server.base + url('/about'));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = await page.locator('.footer-bottom .credit').boundingBox();
    if (!js) assert.ok(last.y + last.height <= (await barState(page)).top, 'the last line of the footer clears the bar');
    await context.close();
  }
  const wide = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await wide.newPage();
  await page.goto(server.base + url('/'));
  await pastHero(page);
  assert.equal(await page.locator('.call-bar').isVisible(), false, 'no bar on wide screens');
  await wide.close();
});

test('the bar stays away while the hero is on screen, and steps aside while the quote form or the footer is', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(server.base + url('/calgary'));
  await hydrated(page, 'Menu');
  assert.equal((await barState(page)).shown, false, 'not on the first screen, where the hero and the header\'s phone are');
  await scrollToY(page, 100);
  await page.waitForTimeout(200);
  assert.equal((await barState(page)).shown, false, 'not while part of the hero shows');
  const past = await pastHero(page);
  assert.equal((await barState(page)).shown, true, 'shown once the hero has scrolled away');
  await page.locator('.quote-form').scrollIntoViewIfNeeded();
  await page.waitForTimeout(200);
  assert.equal((await barState(page)).shown, false, 'hidden over the quote form');
  await scrollToY(page, past);
  await page.waitForTimeout(200);
  assert.equal((await barState(page)).shown, true, 'back once the form has left the screen');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(200);
  assert.equal((await barState(page)).shown, false, 'hidden over the footer');
  await scrollToY(page, 0);
  await page.waitForTimeout(200);
  assert.equal((await barState(page)).shown, false, 'gone again when the hero is back');
  await context.close();
});

test('the bar never covers a focused field, with or without JavaScript', async () => {
  const checked = [];
  for (const js of [false, true]) {
    for (const route of ['/quote', '/contact', '/']) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: js, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(server.base + url(route));
      const fields = page.locator('main input:not([type=hidden]):not([tabindex="-1"]), main select, main textarea');
      const n = await fields.count();
      for (let i = 0; i < n; i++) {
        const field = fields.nth(i);
        if (!(await field.isVisible())) continue;
        await field.focus();
        await page.waitForTimeout(50);
        const covered = await page.evaluate(() => {
          const el = document.activeElement;
          const bar = document.querySelector('.call-bar');
          const [f, b] = [el.getBoundingClientRect(), bar.getBoundingClientRect()];
          const shown = getComputedStyle(bar).display !== 'none' && getComputedStyle(bar).visibility !== 'hidden';
          return shown && f.bottom > b.top && f.top < b.bottom;
        });
        const shown = (await barState(page)).shown;
        assert.equal(covered, false, `${route} js ${js}: field ${i} covered by the bar`);
        assert.equal(shown, false, `${route} js ${js}: the bar hides while field ${i} has focus`);
        checked.push(`${route}#${i}`);
      }
      await context.close();
    }
  }
  assert.ok(checked.length >= 16, `${checked.length} fields checked`);
});

test('texts: the main number takes texts, so Text stands beside Call in the phones\' bar, in the header where its row has room, and on the contact page', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(server.base + url('/about'));
  // The bar comes once the hero has scrolled away (issue 59).
  await scrollToY(page, 1500);
  await page.waitForTimeout(400);
  for (const selector of ['.header-call__text', '.call-bar__text']) {
    const link = page.locator(selector);
    assert.equal(await link.getAttribute('href'), 'sms:+14035550142', selector);
    assert.match(await link.textContent(), /Text.*\(403\)/, `${selector}: its name says Text and the number`);
  }
  const barText = page.locator('.call-bar__text');
  assert.equal(await barText.isVisible(), true, 'Text in the bar at 390 px');
  const box = await barText.boundingBox();
  assert.ok(box.height >= 44 && box.width >= 44, `the bar's Text is ${box.width} x ${box.height}`);
  // The header's one row has no room for it below 600 px (issue 59): the bar carries it.
  assert.equal(await page.locator('.header-call__text').isVisible(), false);
  const bar = await page.locator('.call-bar a').evaluateAll((links) => links.map((a) => a.className.match(/call-bar__\w+/)[0]));
  assert.deepEqual(bar, ['call-bar__call', 'call-bar__text', 'call-bar__quote']);
  await page.goto(server.base + url('/contact'));
  assert.equal(await page.getByRole('link', { name: /Text us/ }).getAttribute('href'), 'sms:+14035550142');
  // From 600 px the header's row has room: beside the phone button, a thumb's size.
  await page.setViewportSize({ width: 680, height: 900 });
  await page.goto(server.base + url('/about'));
  const [phone, text] = [await page.locator('.header-call__phone').boundingBox(), await page.locator('.header-call__text').boundingBox()];
  assert.ok(text.height >= 44 && text.width >= 44, `the header's Text is ${text.width} x ${text.height}`);
  assert.ok(Math.abs(phone.y + phone.height / 2 - (text.y + text.height / 2)) < 2 && text.x > phone.x, 'Text beside the header phone');
  await context.close();
  // Wide screens: no Text in the header (a desk has no texting), the contact page keeps its link.
  const wide = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const desk = await wide.newPage();
  await desk.goto(server.base + url('/about'));
  assert.equal(await desk.locator('.header-call__text').isVisible(), false);
  await wide.close();
});

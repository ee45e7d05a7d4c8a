// The behaviours a homeowner touches, in WebKit (every iPhone browser is Safari's engine) and Gecko
// (Firefox), besides Chromium (tests/e2e/): the menu, the phones' call bar, call and text links,
// the quote form (errors, sending, the toast, the draft) and Book online. One copy of the site,
// built to send quote requests to a local recording endpoint, with a plain booking page on
// 127.0.0.1; nothing leaves this machine. tests/engines/driver.mjs says how each engine is driven.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { url, buildCopy, serveDir } from '../e2e/lib.mjs';
import { open, available, waitUntil } from './driver.mjs';

const FIELDS = { name: 'Pat Example', email: 'pat@example.ca', phone: '403 555 0199', city: 'red deer', serviceType: 'boiler-repair' };
const FORM = 'form.quote-form__form';

// The lead endpoint and the booking page, recording what reaches them.
const leads = [];
const booked = [];
const local = http.createServer((req, res) => {
  const cors = { 'Access-Control-Allow-Origin': req.headers.origin ?? '*', 'Access-Control-Allow-Headers': 'Content-Type, Accept', 'Access-Control-Allow-Methods': 'POST', Vary: 'Origin' };
  if (req.method === 'OPTIONS') { res.writeHead(204, { ...cors, Connection: 'close' }); res.end(); return; }
  if (req.url.startsWith('/book')) {
    booked.push(req.url);
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end('<!doctype html><title>Pick a time</title><h1>Pick a time</h1>');
    return;
  }
  if (req.method !== 'POST' || req.url !== '/leads') { res.writeHead(404); res.end(); return; } // the booking page's favicon
  let body = '';
  req.on('data', (c) => { body += c; });
  req.on('end', () => {
    leads.push(body);
    res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
    res.end('{"ok":true}');
  });
});

const tmp = mkdtempSync(path.join(os.tmpdir(), 'engines-'));
let server, site, localBase;

before(async () => {
  await new Promise((r) => local.listen(0, '127.0.0.1', r));
  localBase = `http://127.0.0.1:${local.address().port}`;
  const dir = buildCopy(path.join(tmp, 'site'), (yaml) => yaml.replace(
    /^leads:\n {2}provider: demo$/m,
    `booking: { provider: link, url: "${localBase}/book/chinook" }\nleads:\n  provider: endpoint\n  url: ${localBase}/leads\n  format: json`,
  ));
  server = await serveDir(dir, path.join(dir, 'dist'));
  site = server.base;
});

after(() => {
  server?.stop();
  local.closeAllConnections();
  local.close();
  rmSync(tmp, { recursive: true, force: true });
});

/** Waits for an island to hydrate, brought on screen first (islands below the fold wait until seen). */
async function hydrated(b, name) {
  await b.eval((n) => document.querySelector(`[data-island="${n}"]`).scrollIntoView({ block: 'center', behavior: 'instant' }), name);
  await waitUntil(() => b.eval((n) => !!document.querySelector(`[data-island="${n}"][data-ready]`), name), 15000, `${name} hydrates`);
}

/** Height and on-screen state of the first element matching `selector`. */
const box = (b, selector) => b.eval((sel) => {
  const el = document.querySelector(sel);
  if (!el) return null;
  const r = el.getBoundingClientRect();
  const style = getComputedStyle(el);
  return { height: r.height, width: r.width, shown: r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.display !== 'none', href: el.getAttribute('href') };
}, selector);

for (const engine of ['webkit', 'firefox']) {
  // `make test` installs both and requires them; run alone without them, the tests say so and skip.
  if (!available(engine) && process.env.REQUIRE_ENGINES) throw new Error(`${engine} is not installed: run make engines`);
  const skip = available(engine) ? false : `${engine} is not installed (make engines)`;

  test(`${engine}: the menu, the call bar, call and text links at a phone's width`, { skip }, async () => {
    const b = await open(engine);
    try {
      await b.goto(site + url('/'));
      await hydrated(b, 'Menu');
      // The menu opens and closes from its button.
      await b.click('.menu__toggle');
      await waitUntil(() => b.eval(() => document.querySelector('.menu__toggle').getAttribute('aria-expanded') === 'true'), 3000, 'the menu opens');
      const link = await box(b, '.menu__link');
      assert.ok(link.shown, `${b.name}: the menu's links show`);
      await b.click('.menu__toggle');
      await waitUntil(() => b.eval(() => document.querySelector('.menu__toggle').getAttribute('aria-expanded') === 'false'), 3000, 'the menu closes');

      // Call and text: the header's phone button, the bottom bar's Call, Text and Free quote (the
      // bar there once the hero has scrolled away; the header's Text only from 600 px), each a
      // thumb's 44 px tall.
      await b.eval(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
      // Comes: no longer marked hidden, and visible (its 0.2 s slide starts from hidden, which a
      // check the moment the mark goes still read).
      await waitUntil(() => b.eval(() => !document.querySelector('.call-bar').hasAttribute('data-hidden') && getComputedStyle(document.querySelector('.call-bar__call')).visibility === 'visible'), 5000, 'the call bar comes');
      for (const sel of ['.header-call__phone', '.call-bar__call', '.call-bar__text', '.call-bar__quote']) {
        const b1 = await box(b, sel);
        assert.ok(b1?.shown, `${b.name}: ${sel} shows`);
        assert.ok(b1.height >= 44 - 0.5, `${b.name}: ${sel} is ${b1.height} px tall`);
      }
      assert.equal((await box(b, '.header-call__phone')).href, 'tel:+14035550142');
      assert.equal((await box(b, '.call-bar__text')).href, 'sms:+14035550142');

      // The bar steps aside while the quote form is on screen.
      await b.goto(site + url('/quote'));
      await hydrated(b, 'QuoteForm');
      await b.eval((sel) => document.querySelector(sel).scrollIntoView({ block: 'center', behavior: 'instant' }), FORM);
      await waitUntil(() => b.eval(() => document.querySelector('.call-bar').hasAttribute('data-hidden')), 5000, 'the call bar steps aside');
    } finally {
      await b.close();
    }
  });

  test(`${engine}: the quote form's errors, its draft, sending and the toast`, { skip }, async () => {
    const b = await open(engine);
    try {
      await b.goto(site + url('/quote'));
      await hydrated(b, 'QuoteForm');
      let opened = Date.now();
      await b.eval((sel) => document.querySelector(sel).scrollIntoView({ block: 'start', behavior: 'instant' }), FORM);
      // Sending nothing: every required field says what is missing, nothing is sent.
      await b.click(`${FORM} button[type="submit"]`);
      await waitUntil(() => b.eval((sel) => document.querySelector(`${sel} [name="name"]`).getAttribute('aria-invalid') === 'true', FORM), 3000, 'the errors show');
      const invalid = await b.eval((sel) => [...document.querySelectorAll(`${sel} [aria-invalid="true"]`)].map((e) => e.getAttribute('name')), FORM);
      assert.deepEqual(invalid.sort(), ['city', 'email', 'name', 'phone', 'serviceType'], `${b.name}: ${invalid}`);
      assert.equal(leads.length, 0, `${b.name}: nothing sent: ${leads}`);

      // The draft: a name typed survives a reload.
      await b.type(`${FORM} [name="name"]`, FIELDS.name);
      await waitUntil(() => b.eval(() => (localStorage.getItem('quote-form:draft') ?? '').includes('Pat Example')), 3000, 'the draft is kept');
      await b.reload();
      // The fill time counts from this page's start, the reload's: a quick send after it would be
      // marked suspect (Gecko may put the name back itself, as typing, not as our draft).
      opened = Date.now();
      await hydrated(b, 'QuoteForm');
      assert.equal(await b.eval((sel) => document.querySelector(`${sel} [name="name"]`).value, FORM), FIELDS.name, `${b.name}: the draft comes back`);

      // Sending: the rest of the fields, then the toast, and the request arrives.
      await b.type(`${FORM} [name="email"]`, FIELDS.email);
      await b.type(`${FORM} [name="phone"]`, FIELDS.phone);
      await b.select(`${FORM} [name="city"]`, FIELDS.city);
      await b.select(`${FORM} [name="serviceType"]`, FIELDS.serviceType);
      // Sent after the minimum fill time: no `suspect` mark (deploy.md).
      await new Promise((r) => setTimeout(r, Math.max(0, 3500 - (Date.now() - opened))));
      await b.click(`${FORM} button[type="submit"]`);
      await waitUntil(() => b.eval(() => document.querySelector('.toast')?.textContent.includes('Quote Request Submitted')), 10000, 'the toast');
      assert.equal(leads.length, 1, `${b.name}: the request arrived`);
      assert.deepEqual(
        Object.fromEntries(Object.entries(JSON.parse(leads[0])).filter(([k]) => k in FIELDS)),
        FIELDS,
      );
      assert.equal(JSON.parse(leads[0]).suspect, undefined, `${b.name}: a person's pace is not suspect`);
      assert.equal(await b.eval(() => localStorage.getItem('quote-form:draft')), null, `${b.name}: the draft is gone once sent`);
    } finally {
      leads.length = 0;
      await b.close();
    }
  });

  test(`${engine}: each page keeps its own city and service; autofill sent at once arrives; a number we cannot call is refused`, { skip }, async () => {
    const b = await open(engine);
    const chosen = () => b.eval((sel) => ['city', 'serviceType'].map((n) => document.querySelector(`${sel} [name="${n}"]`).value), FORM);
    try {
      // Two pages in a row, nothing typed: each form shows its own page's city and service.
      await b.goto(site + url('/calgary/furnace-repair'));
      await hydrated(b, 'QuoteForm');
      assert.deepEqual(await chosen(), ['calgary', 'furnace-repair'], b.name);
      assert.equal(await b.eval(() => localStorage.getItem('quote-form:draft')), null, `${b.name}: nothing typed, no draft`);
      await b.goto(site + url('/edmonton/boiler-replacement'));
      await hydrated(b, 'QuoteForm');
      assert.deepEqual(await chosen(), ['edmonton', 'boiler-replacement'], b.name);

      // "abc" as the phone: the field says why, nothing is sent.
      const fillAtOnce = (phone) => b.eval((sel, values) => {
        // As autofill does: every field set in one go, each with its input event.
        const form = document.querySelector(sel);
        for (const [name, value] of Object.entries(values)) {
          const el = form.querySelector(`[name="${name}"]`);
          const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
          Object.getOwnPropertyDescriptor(proto, 'value').set.call(el, value);
          el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
        }
      }, FORM, { name: FIELDS.name, email: FIELDS.email, phone });
      await fillAtOnce('abc');
      await b.click(`${FORM} button[type="submit"]`);
      await waitUntil(() => b.eval((sel) => document.querySelector(`${sel} [name="phone"]`).getAttribute('aria-invalid') === 'true', FORM), 3000, 'the phone is refused');
      const message = await b.eval((sel) => document.getElementById(document.querySelector(`${sel} [name="phone"]`).getAttribute('aria-describedby')).textContent, FORM);
      assert.match(message, /10-digit phone number/, b.name);
      await new Promise((r) => setTimeout(r, 300));
      assert.equal(leads.length, 0, `${b.name}: nothing sent`);

      // A fresh page, filled in one step and sent at once: it arrives, marked suspect.
      await b.eval(() => localStorage.clear());
      await b.goto(site + url('/edmonton/boiler-replacement'));
      await hydrated(b, 'QuoteForm');
      await fillAtOnce('(403) 555-0199');
      const sentAt = await b.eval(() => performance.now());
      await b.click(`${FORM} button[type="submit"]`);
      await waitUntil(() => leads.length === 1, 10000, 'the quick request arrives');
      const lead = JSON.parse(leads[0]);
      assert.equal(lead.phone, '(403) 555-0199');
      assert.deepEqual([lead.city, lead.serviceType], ['edmonton', 'boiler-replacement'], `${b.name}: the page's own choices`);
      if (sentAt < 3000) assert.equal(lead.suspect, 'yes', `${b.name}: sent ${Math.round(sentAt)} ms after the page opened`);
      await waitUntil(() => b.eval(() => document.querySelector('.toast')?.textContent.includes('Quote Request Submitted')), 10000, 'the toast');
    } finally {
      leads.length = 0;
      await b.close();
    }
  });

  test(`${engine}: Book online opens the booking page with the visit's campaign`, { skip }, async () => {
    const b = await open(engine);
    try {
      await b.goto(site + url('/calgary?utm_source=google&utm_medium=cpc&utm_campaign=fall'));
      await waitUntil(() => b.eval(() => sessionStorage.getItem('quote-form:attribution')), 5000, 'the visit is recorded');
      await b.goto(site + url('/contact'));
      await hydrated(b, 'QuoteForm');
      await b.eval(() => document.querySelector('main a[data-booking]').scrollIntoView({ block: 'center', behavior: 'instant' }));
      await b.click('main a[data-booking]');
      await waitUntil(async () => (await b.url()).startsWith(`${localBase}/book/chinook`), 10000, 'the booking page opens');
      assert.equal(await b.url(), `${localBase}/book/chinook?utm_source=google&utm_medium=cpc&utm_campaign=fall`);
    } finally {
      await b.close();
    }
  });
}

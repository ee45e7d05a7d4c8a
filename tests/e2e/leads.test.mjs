// Quote requests that really arrive (issue 7): the form against each provider shape, in Chromium.
//
// The test starts its own lead endpoint on 127.0.0.1 that records every request, builds copies of
// the site whose content/site.yaml points the form at it (endpoint json, endpoint form, formspree,
// netlify, demo), and serves each copy with `sitegen serve`. Netlify's own collection cannot run
// here, so its posts are caught in the browser (page.route) and answered as Netlify does.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { HtmlValidate, FileSystemConfigLoader } from 'html-validate';
import { launch, url, watchConsole, hydrated, buildCopy, serveDir, asPreview, root } from './lib.mjs';

const DRAFT_KEY = 'quote-form:draft';
const FIELDS = { name: 'Pat Example', email: 'pat@example.ca', phone: '403 555 0199', city: 'red deer', serviceType: 'boiler-repair', propertyType: 'commercial', message: 'Old boiler, 1998 & noisy.' };

// ---------- the lead endpoint ----------
const received = [];
let mode = 'ok';
const endpoint = http.createServer((req, res) => {
  const cors = { 'Access-Control-Allow-Origin': req.headers.origin ?? '*', 'Access-Control-Allow-Headers': 'Content-Type, Accept', 'Access-Control-Allow-Methods': 'POST', Vary: 'Origin' };
  // The preflight's connection is closed so the POST gets a fresh one: Chromium silently resends a
  // request whose reused keep-alive connection dies, which would hide the dropped-connection case.
  if (req.method === 'OPTIONS') { res.writeHead(204, { ...cors, Connection: 'close' }); res.end(); return; }
  let body = '';
  req.on('data', (c) => { body += c; });
  req.on('end', () => {
    received.push({ method: req.method, path: req.url, type: req.headers['content-type'], accept: req.headers.accept ?? '', body });
    const json = (status, value) => { res.writeHead(status, { ...cors, 'Content-Type': 'application/json' }); res.end(JSON.stringify(value)); };
    switch (mode) {
      case 'drop': req.socket.destroy(); return;
      case 'hang': return; // never answers: the form's timeout must fire
      case '500': res.writeHead(500, cors); res.end('boom'); return;
      case 'refuse': json(422, { error: 'Validation errors', errors: [{ code: 'TYPE_EMAIL', field: 'email', message: 'should be an email' }] }); return;
    }
    // A post without JavaScript asks for HTML: send the visitor to the site's thank-you page.
    if (!req.headers.accept?.includes('application/json')) { res.writeHead(303, { Location: `${req.headers.origin}${url('/quote/thanks')}` }); res.end(); return; }
    setTimeout(() => json(200, { ok: true, next: '/thanks' }), mode === 'slow' ? 400 : 0);
  });
});

// ---------- site copies ----------
const tmp = mkdtempSync(path.join(os.tmpdir(), 'leads-e2e-'));
const sites = {};
const servers = [];
let browser;

// Netlify Forms work on Netlify only: that copy is built for it (the others for site.yaml's host).
function buildSite(name, quoteForm, host) {
  return buildCopy(path.join(tmp, name), (yaml) => {
    assert.match(yaml, /^ {2}provider: demo$/m, 'site.yaml has the default provider line');
    return yaml.replace(/^ {2}provider: demo$/m, quoteForm.map((l) => `  ${l}`).join('\n'));
  }, host);
}

async function serveSite(dir) {
  const server = await serveDir(dir, path.join(dir, 'dist'));
  servers.push(server);
  return server.base;
}

before(async () => {
  await new Promise((r) => endpoint.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${endpoint.address().port}`;
  const shapes = {
    json: ['provider: endpoint', `url: ${url}/leads`, 'format: json'],
    form: ['provider: endpoint', `url: ${url}/leads`, 'format: form'],
    formspree: ['provider: formspree', `url: ${url}/f/xyzabcd`],
    netlify: ['provider: netlify'],
    demo: ['provider: demo'],
  };
  const entries = await Promise.all(Object.entries(shapes).map(async ([name, lines]) => {
    const dir = buildSite(name, lines, name === 'netlify' ? 'netlify' : undefined);
    return [name, { dir, base: await serveSite(dir) }];
  }));
  Object.assign(sites, Object.fromEntries(entries));
  browser = await launch();
});

after(async () => {
  await browser?.close();
  for (const s of servers) s.stop();
  endpoint.closeAllConnections();
  endpoint.close();
  rmSync(tmp, { recursive: true, force: true });
});

// The site's CSP allows only its own origin (and https: services); the test endpoint is plain
// http on another port, so the browser is told to let it through. The CSP is tested in pages.test.mjs.
async function open(site, route, opts = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: opts.js ?? true, bypassCSP: true });
  const page = await context.newPage();
  // A clock that runs but can be fast-forwarded past the minimum fill time and the timeout.
  if (opts.js ?? true) await page.clock.install();
  const problems = watchConsole(page);
  await page.goto(sites[site].base + url(route));
  const form = page.locator('form.quote-form__form');
  await form.scrollIntoViewIfNeeded();
  if (opts.js ?? true) await hydrated(page, 'QuoteForm');
  return { context, page, form, problems };
}

async function fill(form, values = FIELDS) {
  await form.getByLabel('Full Name').fill(values.name);
  await form.getByLabel('Email Address').fill(values.email);
  await form.getByLabel('Phone Number').fill(values.phone);
  await form.getByLabel('City').selectOption(values.city);
  await form.getByLabel('Service Type').selectOption(values.serviceType);
  if (values.propertyType === 'commercial') await form.getByRole('radio', { name: 'Commercial' }).check();
  await form.getByLabel('Additional Details').fill(values.message);
}

async function valuesOf(form) {
  return {
    name: await form.getByLabel('Full Name').inputValue(),
    email: await form.getByLabel('Email Address').inputValue(),
    phone: await form.getByLabel('Phone Number').inputValue(),
    city: await form.getByLabel('City').inputValue(),
    serviceType: await form.getByLabel('Service Type').inputValue(),
    // The demo's fields carry no names (nothing of them may reach a URL): found by place.
    propertyType: await form.locator('input[type="radio"]:checked').inputValue(),
    message: await form.getByLabel('Additional Details').inputValue(),
  };
}

const submitButton = (form) => form.getByRole('button', { name: /Get My Free Quote|Submitting/ });
const successToast = (page) => page.locator('.toast').getByText('Quote Request Submitted');
const errorToast = (page) => page.getByRole('alert');
const reset = (m = 'ok') => { received.length = 0; mode = m; };
const otherProblems = (problems) => problems.filter((p) => !/Failed to load resource|net::ERR/.test(p));

async function waitFor(predicate, what) {
  const deadline = Date.now() + 10000;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

test('endpoint, format json: the exact payload arrives, then the toast and a cleared form', async () => {
  reset();
  const { context, page, form, problems } = await open('json', '/quote?service=preferred-plan');
  await fill(form, { ...FIELDS, serviceType: 'maintenance' });
  await page.clock.fastForward(4000);
  await submitButton(form).click();
  await successToast(page).waitFor();
  assert.equal(received.length, 1);
  const [r] = received;
  assert.equal(r.path, '/leads');
  assert.equal(r.type, 'application/json');
  assert.match(r.accept, /application\/json/);
  // A fresh tab typed straight to /quote: the visit started on the form's page.
  assert.deepEqual(JSON.parse(r.body), { ...FIELDS, serviceType: 'maintenance', page: url('/quote'), service: 'preferred-plan', landingPage: url('/quote') });
  assert.deepEqual(Object.keys(JSON.parse(r.body)), ['name', 'email', 'phone', 'city', 'serviceType', 'propertyType', 'message', 'page', 'service', 'landingPage']);
  assert.equal(await form.getByLabel('Full Name').inputValue(), '');
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), DRAFT_KEY), null, 'draft cleared on success');
  assert.deepEqual(otherProblems(problems), []);
  await context.close();
});

test("the CSP lets the form's back end through, and only where a provider names one", async () => {
  // From `_headers` where the host reads it (the Netlify copy), else the pages' <meta> policy.
  const csp = (name) => {
    const headers = path.join(sites[name].dir, 'dist/_headers');
    if (existsSync(headers)) return readFileSync(headers, 'utf8').match(/Content-Security-Policy: (.*)/)[1];
    return readFileSync(path.join(sites[name].dir, 'dist/quote/index.html'), 'utf8').match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/)[1];
  };
  const origin = `http://127.0.0.1:${endpoint.address().port}`;
  for (const name of ['json', 'formspree']) {
    assert.ok(csp(name).includes(`connect-src 'self' ${origin};`), `${name}: ${csp(name)}`);
    assert.ok(csp(name).includes(`form-action 'self' ${origin};`), `${name}: ${csp(name)}`);
  }
  for (const name of ['netlify', 'demo']) {
    assert.ok(csp(name).includes("connect-src 'self'; form-action 'self';"), `${name}: ${csp(name)}`);
  }
  assert.ok(csp('netlify').includes("frame-ancestors 'none'"), 'the header carries frame-ancestors');
  const served = await (await fetch(sites.json.base + url('/quote'))).text();
  assert.ok(served.includes(`connect-src 'self' ${origin};`), 'the page served carries it');
});

test('endpoint, format form: the exact urlencoded payload, from a page without ?service=', async () => {
  reset();
  const { context, page, form } = await open('form', '/contact');
  await fill(form);
  await page.clock.fastForward(4000);
  await submitButton(form).click();
  await successToast(page).waitFor();
  assert.equal(received.length, 1);
  assert.equal(received[0].type, 'application/x-www-form-urlencoded');
  assert.equal(received[0].body, 'name=Pat+Example&email=pat%40example.ca&phone=403+555+0199&city=red+deer&serviceType=boiler-repair&propertyType=commercial&message=Old+boiler%2C+1998+%26+noisy.&page=%2Fcontact%2F&landingPage=%2Fcontact%2F');
  await context.close();
});

test('formspree shape: JSON with Accept: application/json; an {errors} answer keeps the data', async () => {
  reset('refuse');
  const { context, page, form } = await open('formspree', '/quote');
  await fill(form);
  await page.clock.fastForward(4000);
  await submitButton(form).click();
  await errorToast(page).waitFor();
  assert.equal(received[0].path, '/f/xyzabcd');
  assert.equal(received[0].type, 'application/json');
  assert.match(received[0].accept, /application\/json/);
  assert.deepEqual(await valuesOf(form), FIELDS, 'every field kept');
  mode = 'ok';
  await errorToast(page).getByRole('button', { name: 'Try again' }).click();
  await successToast(page).waitFor();
  assert.equal(received.length, 2);
  assert.deepEqual(JSON.parse(received[1].body), { ...FIELDS, page: url('/quote'), landingPage: url('/quote') });
  assert.equal(await errorToast(page).count(), 0);
  await context.close();
});

for (const [failure, how] of [['500', 'a 500 answer'], ['drop', 'a dropped connection'], ['hang', 'a timeout']]) {
  test(`${how} keeps every field and shows the error toast with the phone and a retry`, async () => {
    reset(failure);
    const { context, page, form } = await open('json', '/quote');
    await fill(form);
    await page.clock.fastForward(4000);
    await submitButton(form).click();
    await waitFor(() => received.length === 1, 'the request');
    if (failure === 'hang') {
      assert.equal(await submitButton(form).textContent(), 'Submitting...');
      assert.equal(await submitButton(form).isDisabled(), true);
      await page.clock.fastForward(15000);
    }
    await errorToast(page).waitFor();
    const alert = errorToast(page);
    assert.match(await alert.textContent(), /We could not send your request\. Please call us at \(403\) 555-0142\./);
    assert.equal(await alert.getByRole('link', { name: '(403) 555-0142' }).getAttribute('href'), 'tel:+14035550142');
    assert.equal(await alert.getByRole('button', { name: 'Try again' }).isVisible(), true);
    assert.deepEqual(await valuesOf(form), FIELDS, 'every field kept');
    assert.equal(await successToast(page).count(), 0);
    assert.equal(await submitButton(form).textContent(), 'Get My Free Quote');
    assert.ok(await page.evaluate((k) => localStorage.getItem(k), DRAFT_KEY), 'draft kept');
    await context.close();
  });
}

test('the draft survives a reload (and an accidental navigation)', async () => {
  reset();
  const { context, page, form } = await open('json', '/quote');
  await fill(form);
  await page.reload();
  await form.scrollIntoViewIfNeeded();
  await hydrated(page, 'QuoteForm');
  assert.deepEqual(await valuesOf(form), FIELDS);
  await page.goto(sites.json.base + url('/contact'));
  await form.scrollIntoViewIfNeeded();
  await hydrated(page, 'QuoteForm');
  assert.deepEqual(await valuesOf(form), FIELDS, 'the same draft on another page with the form');
  await page.clock.fastForward(4000);
  await submitButton(form).click();
  await successToast(page).waitFor();
  assert.equal(received.length, 1);
  await page.reload();
  await form.scrollIntoViewIfNeeded();
  await hydrated(page, 'QuoteForm');
  assert.equal(await form.getByLabel('Full Name').inputValue(), '', 'no draft after success');
  await context.close();
});

test('each change is in the draft the moment it is made, so a reload right after it keeps it', async () => {
  reset();
  const { context, page, form } = await open('json', '/quote');
  await fill(form);
  // The last keystroke and a read of the draft in one task: nothing scheduled for later can run
  // in between, as nothing would before a reload the visitor starts at that moment.
  const saved = await page.evaluate(() => {
    const area = document.querySelector('form.quote-form__form textarea');
    area.value += ' Last words.';
    area.dispatchEvent(new InputEvent('input', { bubbles: true }));
    return JSON.parse(localStorage.getItem('quote-form:draft')).values.message;
  });
  assert.equal(saved, `${FIELDS.message} Last words.`);
  await context.close();
});

test('only the honeypot is dropped; a request sent faster than a person types arrives marked suspect', async () => {
  reset();
  const { context, page, form } = await open('json', '/quote');
  assert.equal(await form.locator('input[name="_gotcha"]').getAttribute('tabindex'), '-1');
  await fill(form);
  await page.clock.fastForward(4000);
  await form.locator('input[name="_gotcha"]').fill('http://spam.example', { force: true });
  await submitButton(form).click();
  await successToast(page).waitFor();
  assert.equal(received.length, 0, 'honeypot filled: nothing sent');
  assert.equal(await form.getByLabel('Full Name').inputValue(), '', 'the bot sees the usual success');
  await context.close();

  const second = await open('json', '/quote');
  await fill(second.form);
  await submitButton(second.form).click(); // at once: faster than a person
  await successToast(second.page).waitFor();
  assert.equal(received.length, 1, 'too fast for a person: sent all the same');
  assert.equal(JSON.parse(received[0].body).suspect, 'yes');
  await second.context.close();
});

/** Every field set in one step, each with its input event, as browser autofill does. */
function autofill(page, values) {
  return page.evaluate((values) => {
    const form = document.querySelector('form.quote-form__form');
    for (const [name, value] of Object.entries(values)) {
      const el = form.querySelector(`[name="${name}"]`);
      const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(proto, 'value').set.call(el, value);
      el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    }
  }, values);
}

test("issue 49: autofilled and sent within a second of the page's start, a request reaches the receiver", async () => {
  reset();
  // No fake clock: the page's own time since navigation is what counts.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(sites.json.base + url('/quote'));
  // Hydrated at once (the visitor jumped to the form), then filled in one step and sent.
  const form = page.locator('form.quote-form__form');
  await form.scrollIntoViewIfNeeded();
  await hydrated(page, 'QuoteForm');
  await autofill(page, { name: FIELDS.name, email: FIELDS.email, phone: FIELDS.phone, city: FIELDS.city, serviceType: FIELDS.serviceType });
  const sentAt = await page.evaluate(() => performance.now());
  await submitButton(form).click();
  await successToast(page).waitFor();
  assert.equal(received.length, 1, `sent ${Math.round(sentAt)} ms after the page opened: it arrived`);
  const lead = JSON.parse(received[0].body);
  assert.equal(lead.name, FIELDS.name);
  if (sentAt < 3000) assert.equal(lead.suspect, 'yes');
  console.log(`# autofilled request sent ${Math.round(sentAt)} ms after navigation: received ${JSON.stringify(lead)}`);
  await context.close();
});

test('issue 49: two pages in a row, nothing typed: each form keeps its own city and service', async () => {
  reset();
  const { context, page, form } = await open('json', '/calgary/furnace-repair');
  assert.deepEqual([await form.getByLabel('City').inputValue(), await form.getByLabel('Service Type').inputValue()], ['calgary', 'furnace-repair']);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), DRAFT_KEY), null, 'no draft before anything is typed');
  await page.goto(sites.json.base + url('/edmonton/boiler-replacement'));
  await form.scrollIntoViewIfNeeded();
  await hydrated(page, 'QuoteForm');
  assert.deepEqual([await form.getByLabel('City').inputValue(), await form.getByLabel('Service Type').inputValue()], ['edmonton', 'boiler-replacement']);

  // Typed on one page, the name and phone follow to the next, which says so; the page keeps its own choices.
  await form.getByLabel('Full Name').fill(FIELDS.name);
  await form.getByLabel('Phone Number').fill(FIELDS.phone);
  await page.goto(sites.json.base + url('/calgary/furnace-repair'));
  await form.scrollIntoViewIfNeeded();
  await hydrated(page, 'QuoteForm');
  assert.equal(await form.getByLabel('Full Name').inputValue(), FIELDS.name);
  assert.deepEqual([await form.getByLabel('City').inputValue(), await form.getByLabel('Service Type').inputValue()], ['calgary', 'furnace-repair']);
  const kept = page.locator('.quote-form__kept');
  assert.equal(await kept.textContent(), `We kept what you typed on ${url('/edmonton/boiler-replacement')}: your name and your phone. Clear it`);
  await kept.getByRole('button', { name: 'Clear it' }).click();
  assert.equal(await form.getByLabel('Full Name').inputValue(), '');
  assert.equal(await form.getByLabel('City').inputValue(), 'calgary');
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), DRAFT_KEY), null);
  await context.close();
});

test('issue 49: a phone nobody can call is refused at the field, with JavaScript and without; nothing is sent', async () => {
  for (const js of [true, false]) {
    for (const phone of ['abc', '12', 'call me']) {
      reset();
      const { context, page, form } = await open('form', '/quote', { js });
      await fill(form, { ...FIELDS, phone });
      if (js) await page.clock.fastForward(4000);
      await submitButton(form).click();
      const field = form.getByLabel('Phone Number');
      if (js) {
        assert.equal(await field.getAttribute('aria-invalid'), 'true', phone);
        assert.equal(await page.locator(`#${await field.getAttribute('aria-describedby')}`).textContent(), 'Please enter a 10-digit phone number with its area code, such as 403 555 0199.');
      } else {
        // The browser's own check (pattern) stops the post and shows the title as its message.
        assert.equal(await field.evaluate((el) => el.validity.patternMismatch), true, phone);
        assert.equal(await field.getAttribute('title'), 'Please enter a 10-digit phone number with its area code, such as 403 555 0199.');
      }
      await new Promise((r) => setTimeout(r, 200));
      assert.equal(received.length, 0, `${phone} (${js ? 'with' : 'without'} JavaScript): nothing sent`);
      await context.close();
    }
  }
});

test('a double click sends one request', async () => {
  reset('slow');
  const { context, page, form } = await open('json', '/quote');
  await fill(form);
  await page.clock.fastForward(4000);
  await submitButton(form).dblclick();
  await successToast(page).waitFor();
  await new Promise((r) => setTimeout(r, 300));
  assert.equal(received.length, 1);
  assert.equal(await page.locator('.toast').count(), 1);
  await context.close();
});

test('without JavaScript the form posts to the endpoint and lands on the thank-you page', async () => {
  reset();
  const { context, page, form } = await open('form', '/quote', { js: false });
  assert.equal(await form.getAttribute('action'), `http://127.0.0.1:${endpoint.address().port}/leads`);
  assert.equal(await form.getAttribute('method'), 'post');
  await form.getByLabel('Full Name').fill(FIELDS.name);
  await form.getByLabel('Email Address').fill(FIELDS.email);
  await form.getByLabel('Phone Number').fill(FIELDS.phone);
  await form.getByLabel('City').selectOption(FIELDS.city);
  await form.getByLabel('Service Type').selectOption(FIELDS.serviceType);
  await form.getByLabel('Additional Details').fill(FIELDS.message);
  // The Home / Business choice works without JavaScript: radio buttons, posted as chosen.
  assert.equal(await form.getByRole('radio', { name: 'Residential' }).isChecked(), true);
  await form.getByRole('radio', { name: 'Commercial' }).check();
  await Promise.all([page.waitForURL(`**${url('/quote/thanks')}`), submitButton(form).click()]);
  assert.equal(received.length, 1);
  assert.equal(received[0].type, 'application/x-www-form-urlencoded');
  const posted = Object.fromEntries(new URLSearchParams(received[0].body));
  assert.deepEqual(posted, { ...FIELDS, propertyType: 'commercial', page: url('/quote'), _gotcha: '' });
  await assertThanksPage(page);
  await context.close();
});

async function assertThanksPage(page) {
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Thank You, We Have Your Request');
  assert.match(await page.locator('main').textContent(), /we respond within 24 hours/);
  assert.equal(await page.getByRole('link', { name: 'Call Us Now' }).getAttribute('href'), 'tel:+14035550142');
}

test('netlify: a data-netlify form, a static registration form, and posts carrying form-name', async () => {
  const forms = readFileSync(path.join(sites.netlify.dir, 'dist/__forms.html'), 'utf8');
  assert.match(forms, /<form name="quote" data-netlify="true" netlify-honeypot="bot-field"/);
  assert.equal(existsSync(path.join(sites.json.dir, 'dist/__forms.html')), false, 'only for netlify');
  // Valid HTML under the repository's rules, like every page (html.test.mjs reads a build without it).
  const report = await new HtmlValidate(new FileSystemConfigLoader()).validateString(forms, path.join(root, 'dist/__forms.html'));
  assert.deepEqual(report.results.flatMap((r) => r.messages.map((m) => `__forms.html:${m.line}:${m.column} ${m.ruleId}: ${m.message}`)), []);

  const posts = [];
  const { context, page, form } = await open('netlify', '/quote');
  assert.equal(await form.getAttribute('data-netlify'), 'true');
  assert.equal(await form.getAttribute('name'), 'quote');
  assert.equal(await form.getAttribute('netlify-honeypot'), 'bot-field');
  assert.equal(await form.locator('input[name="form-name"]').inputValue(), 'quote');
  await page.route(sites.netlify.base + '/', (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts.push({ type: route.request().headers()['content-type'], body: route.request().postData() });
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>ok</p>' });
  });
  await fill(form);
  await page.clock.fastForward(4000);
  await submitButton(form).click();
  await successToast(page).waitFor();
  assert.equal(posts.length, 1);
  assert.equal(posts[0].type, 'application/x-www-form-urlencoded');
  assert.deepEqual(Object.fromEntries(new URLSearchParams(posts[0].body)), { 'form-name': 'quote', ...FIELDS, page: url('/quote'), landingPage: url('/quote') });
  assert.ok(posts[0].body.startsWith('form-name=quote&'));
  await context.close();

  // Without JavaScript Netlify takes the post at the form's action and then shows that page.
  const nojs = await open('netlify', '/quote', { js: false });
  const noJsPosts = [];
  await nojs.page.route(sites.netlify.base + url('/quote/thanks'), (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    noJsPosts.push(route.request().postData());
    return route.fulfill({ status: 303, headers: { Location: url('/quote/thanks') } });
  });
  await nojs.form.getByLabel('Full Name').fill(FIELDS.name);
  await nojs.form.getByLabel('Email Address').fill(FIELDS.email);
  await nojs.form.getByLabel('Phone Number').fill(FIELDS.phone);
  await nojs.form.getByLabel('City').selectOption(FIELDS.city);
  await nojs.form.getByLabel('Service Type').selectOption(FIELDS.serviceType);
  await Promise.all([nojs.page.waitForURL(`**${url('/quote/thanks')}`), submitButton(nojs.form).click()]);
  const posted = Object.fromEntries(new URLSearchParams(noJsPosts[0]));
  assert.equal(posted['form-name'], 'quote');
  assert.equal(posted['bot-field'], '');
  assert.equal(posted.email, FIELDS.email);
  await assertThanksPage(nojs.page);
  await nojs.context.close();
});

test('demo: nothing leaves the browser and a published form never says sent; the preview shows the flow', async () => {
  reset();
  // Published (no preview mark): the submit lands on the page that says nothing was sent, with
  // the phone, as without JavaScript; what was typed is still in the form on the way back.
  const { context, page, form } = await open('demo', '/quote');
  const posts = [];
  page.on('request', (r) => { if (r.method() !== 'GET') posts.push(r.url()); });
  await fill(form);
  await Promise.all([page.waitForURL('**/quote/not-connected**'), submitButton(form).click()]);
  assert.equal(new URL(page.url()).search, '', 'no field in the URL');
  assert.match(await page.locator('h1').textContent(), /Not Connected Yet/);
  assert.ok(await page.locator('main a[href="tel:+14035550142"]').count() > 0, 'the phone number');
  assert.equal(await successToast(page).count(), 0);
  await page.goBack();
  await hydrated(page, 'QuoteForm');
  assert.deepEqual(await valuesOf(page.locator('form.quote-form__form')), FIELDS, 'the request is still in the form');
  assert.deepEqual(posts, []);
  assert.equal(received.length, 0);
  await context.close();

  // The preview (`sitegen serve` marks its pages) shows the whole flow down to the toast.
  const preview = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const shown = await preview.newPage();
  await asPreview(shown);
  await shown.clock.install();
  await shown.goto(sites.demo.base + url('/quote'));
  const previewForm = shown.locator('form.quote-form__form');
  await previewForm.scrollIntoViewIfNeeded();
  await hydrated(shown, 'QuoteForm');
  await fill(previewForm);
  await submitButton(previewForm).click();
  await shown.clock.fastForward(1500);
  await successToast(shown).waitFor();
  assert.equal(received.length, 0);
  await preview.close();

  const nojs = await open('demo', '/quote', { js: false });
  assert.equal(await nojs.form.getAttribute('action'), url('/quote/not-connected'));
  const urls = [];
  nojs.page.on('request', (r) => urls.push(r.url()));
  await nojs.form.getByLabel('Full Name').fill(FIELDS.name);
  await nojs.form.getByLabel('Email Address').fill(FIELDS.email);
  await nojs.form.getByLabel('Phone Number').fill(FIELDS.phone);
  await nojs.form.getByLabel('City').selectOption(FIELDS.city);
  await nojs.form.getByLabel('Service Type').selectOption(FIELDS.serviceType);
  await Promise.all([nojs.page.waitForURL('**/quote/not-connected**'), submitButton(nojs.form).click()]);
  const landed = new URL(nojs.page.url());
  assert.equal(landed.pathname, url('/quote/not-connected'));
  assert.equal(landed.search, '', 'no field in the URL');
  for (const u of urls) {
    for (const value of [FIELDS.name, FIELDS.email, FIELDS.phone, 'Pat', 'example.ca', '555']) assert.ok(!u.includes(encodeURIComponent(value).replace(/%20/g, '+')) && !u.includes(value), `${value} in ${u}`);
  }
  assert.equal(received.length, 0);
  assert.match(await nojs.page.locator('h1').textContent(), /Not Connected Yet/);
  assert.equal(await nojs.page.locator('a[href="tel:+14035550142"]').count() > 0, true, 'the phone number');
  await nojs.context.close();
});

// ---------- attribution (issue 17) ----------
const LANDING = url('/calgary?utm_source=google&utm_campaign=fall&gclid=abc');
const ATTRIBUTION = { landingPage: url('/calgary'), referrer: 'www.google.com', utm_source: 'google', utm_campaign: 'fall', gclid: 'abc' };

/** Lands from a Google ad on /calgary, browses to /quote by the header's button, fills the form. */
async function landAndBrowse(site, context) {
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(sites[site].base + LANDING, { referer: 'https://www.google.com/' });
  await page.goto(sites[site].base + url('/about'));
  await Promise.all([page.waitForURL(`**${url('/quote')}`), page.locator('.header-cta').click()]);
  const form = page.locator('form.quote-form__form');
  await form.scrollIntoViewIfNeeded();
  await hydrated(page, 'QuoteForm');
  await fill(form);
  await page.clock.fastForward(4000);
  return { page, form };
}

const newContext = () => browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });

test('attribution: landing page, referring site, UTM and click id travel from the first page to the lead (json)', async (t) => {
  reset();
  const context = await newContext();
  const { page, form } = await landAndBrowse('json', context);
  await submitButton(form).click();
  await successToast(page).waitFor();
  assert.equal(received.length, 1);
  t.diagnostic(`captured JSON (${received[0].type}): ${received[0].body}`);
  const body = JSON.parse(received[0].body);
  assert.deepEqual(body, { ...FIELDS, page: url('/quote'), ...ATTRIBUTION });
  assert.deepEqual(Object.keys(body).slice(7), ['page', 'landingPage', 'referrer', 'utm_source', 'utm_campaign', 'gclid']);
  // Kept for the tab only: sessionStorage, no cookie, nothing in localStorage.
  assert.deepEqual(await context.cookies(), []);
  assert.equal(await page.evaluate(() => Object.keys(localStorage).filter((k) => k !== 'quote-form:draft').length), 0);
  assert.deepEqual(JSON.parse(await page.evaluate(() => sessionStorage.getItem('quote-form:attribution'))), ATTRIBUTION);

  // Another tab of the same browser, opened by typing the address: a new visit, nothing carried over.
  reset();
  const tab = await context.newPage();
  await tab.clock.install();
  await tab.goto(sites.json.base + url('/quote'));
  const tabForm = tab.locator('form.quote-form__form');
  await tabForm.scrollIntoViewIfNeeded();
  await hydrated(tab, 'QuoteForm');
  await fill(tabForm);
  await tab.clock.fastForward(4000);
  await submitButton(tabForm).click();
  await successToast(tab).waitFor();
  assert.deepEqual(JSON.parse(received[0].body), { ...FIELDS, page: url('/quote'), landingPage: url('/quote') });
  await context.close();

  // A second browser (new context) that starts on /quote: clean too.
  reset();
  const other = await open('json', '/quote');
  await fill(other.form);
  await other.page.clock.fastForward(4000);
  await submitButton(other.form).click();
  await successToast(other.page).waitFor();
  const clean = JSON.parse(received[0].body);
  for (const key of ['referrer', 'utm_source', 'utm_campaign', 'gclid']) assert.equal(clean[key], undefined, key);
  assert.equal(clean.landingPage, url('/quote'));
  await other.context.close();
});

test('attribution in the form format and the Netlify shape, every field registered with Netlify', async (t) => {
  reset();
  const context = await newContext();
  const { page, form } = await landAndBrowse('form', context);
  await submitButton(form).click();
  await successToast(page).waitFor();
  t.diagnostic(`captured form (${received[0].type}): ${received[0].body}`);
  assert.equal(received[0].type, 'application/x-www-form-urlencoded');
  assert.equal(received[0].body, 'name=Pat+Example&email=pat%40example.ca&phone=403+555+0199&city=red+deer&serviceType=boiler-repair&propertyType=commercial&message=Old+boiler%2C+1998+%26+noisy.&page=%2Fquote%2F&landingPage=%2Fcalgary%2F&referrer=www.google.com&utm_source=google&utm_campaign=fall&gclid=abc');
  await context.close();

  const netlify = await newContext();
  const posts = [];
  await netlify.route(sites.netlify.base + '/', (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts.push(route.request().postData());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>ok</p>' });
  });
  const n = await landAndBrowse('netlify', netlify);
  await submitButton(n.form).click();
  await successToast(n.page).waitFor();
  t.diagnostic(`captured Netlify (POST /): ${posts[0]}`);
  const posted = Object.fromEntries(new URLSearchParams(posts[0]));
  assert.deepEqual(posted, { 'form-name': 'quote', ...FIELDS, page: url('/quote'), ...ATTRIBUTION });
  // Netlify keeps only the fields its static registration lists.
  const forms = readFileSync(path.join(sites.netlify.dir, 'dist/__forms.html'), 'utf8');
  for (const key of [...Object.keys(posted), 'utm_medium', 'utm_term', 'utm_content', 'gbraid', 'wbraid', 'fbclid', 'msclkid']) {
    assert.match(forms, new RegExp(`name="${key}"`), key);
  }
  await netlify.close();
});

test('above the send button the form says who receives a request and where, for each provider (PIPA s. 13.1)', async () => {
  const expected = {
    netlify: /through Netlify, a service based in the United States .* Questions about your information: info@chinookheating\.ca\./,
    formspree: /through Formspree, a service based in the United States/,
    json: /goes to our own service at 127\.0\.0\.1:\d+\. Questions about your information/,
  };
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  for (const [name, said] of Object.entries(expected)) {
    await page.goto(sites[name].base + url('/quote'));
    await page.locator('[data-island="QuoteForm"]').scrollIntoViewIfNeeded();
    await hydrated(page, 'QuoteForm');
    const notice = page.locator('.quote-form__notice');
    assert.match(await notice.innerText(), said, name);
    // Read before sending: it stands above the button, on screen with it.
    const [n, b] = [await notice.boundingBox(), await page.locator('.quote-form__submit').boundingBox()];
    assert.ok(n.y + n.height <= b.y, `${name}: the notice is above the send button`);
    const policy = await (await fetch(sites[name].base + url('/privacy-policy'))).text();
    if (name !== 'json') assert.match(policy, /is a company in the United States: your request is kept on its servers there/, name);
  }
  await page.goto(sites.demo.base + url('/quote'));
  assert.equal(await page.locator('.quote-form__notice').count(), 0, 'demo sends nothing: no notice');
  await page.close();
});

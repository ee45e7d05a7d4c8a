// Optional analytics (issue 17), in Chromium under the site's real Content-Security-Policy.
//
// Three copies of the site send quote requests to a local recording endpoint: one without
// `analytics:` (the default), one with Plausible, one with Google Analytics 4. Without the block no
// request may leave 127.0.0.1 on any page. With it, the provider's script must come from its own
// origin, which the CSP must allow (and nothing more), and the two conversions (a quote request
// that was accepted, a click on a tel: link) must reach its collector. The providers' origins are
// fixed (https://plausible.io, https://www.googletagmanager.com), so the browser's requests to them
// are caught with `context.route` and answered by small stand-ins that behave like the real scripts
// (Plausible's `plausible.q` queue and /api/event; gtag.js's `dataLayer` of `arguments` objects and
// /g/collect): nothing leaves the machine.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { launch, url, watchConsole, hydrated, buildCopy, serveDir, layouts, scrollThrough } from './lib.mjs';

const FIELDS = { name: 'Pat Example', email: 'pat@example.ca', phone: '403 555 0199', city: 'red deer', serviceType: 'boiler-repair' };
const GA_ID = 'G-TEST1234';
const ADS_PHONE = '(403) 555-0199';

// ---------- the lead endpoint ----------
const leads = [];
const endpoint = http.createServer((req, res) => {
  const cors = { 'Access-Control-Allow-Origin': req.headers.origin ?? '*', 'Access-Control-Allow-Headers': 'Content-Type, Accept', 'Access-Control-Allow-Methods': 'POST' };
  if (req.method === 'OPTIONS') { res.writeHead(204, cors); res.end(); return; }
  let body = '';
  req.on('data', (c) => { body += c; });
  req.on('end', () => {
    leads.push(body);
    res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
    res.end('{"ok":true}');
  });
});

// ---------- stand-ins for the providers' scripts ----------
// Plausible's script.js: reads its data-domain, takes over `window.plausible`, replays the queue,
// and posts each event (a pageview first) to its origin's /api/event as text/plain JSON, with the
// custom properties of `plausible(name, { props })` as \`p\`, as the real script does.
const FAKE_PLAUSIBLE = `(function () {
  var script = document.currentScript, domain = script && script.getAttribute('data-domain');
  function send(name, options) {
    var payload = { n: name, u: location.href, d: domain, r: document.referrer || null };
    if (options && options.props) payload.p = options.props;
    fetch('https://plausible.io/api/event', { method: 'POST', headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(payload) });
  }
  var queue = (window.plausible && window.plausible.q) || [];
  window.plausible = function (name, options) { send(name, options); };
  send('pageview');
  for (var i = 0; i < queue.length; i++) window.plausible.apply(null, queue[i]);
})();`;

// gtag.js: reads the id from its own URL, handles the dataLayer entries that are \`arguments\`
// objects (as Google's does: an array pushed by mistake is ignored), sends a page_view on config
// and each event to a regional collector of google-analytics.com, an event's text parameters as
// \`ep.NAME\` in the query, as Measurement Protocol v2 does.
const FAKE_GTAG = `(function () {
  var id = new URL(document.currentScript.src).searchParams.get('id');
  function hit(name, params) {
    var extra = '';
    for (var key in params || {}) extra += '&ep.' + encodeURIComponent(key) + '=' + encodeURIComponent(params[key]);
    fetch('https://region1.google-analytics.com/g/collect?v=2&tid=' + id + '&en=' + encodeURIComponent(name) +
      '&dl=' + encodeURIComponent(location.href) + extra, { method: 'POST', mode: 'no-cors' });
  }
  function handle(entry) {
    if (Object.prototype.toString.call(entry) !== '[object Arguments]') return;
    if (entry[0] === 'config' && entry[1] === id) hit('page_view');
    if (entry[0] === 'event') hit(entry[1], entry[2]);
  }
  var layer = window.dataLayer = window.dataLayer || [];
  for (var i = 0; i < layer.length; i++) handle(layer[i]);
  var push = layer.push;
  layer.push = function () { for (var j = 0; j < arguments.length; j++) handle(arguments[j]); return push.apply(layer, arguments); };
})();`;

// ---------- sites ----------
const tmp = mkdtempSync(path.join(os.tmpdir(), 'analytics-e2e-'));
const sites = {};
const servers = [];
let browser;
let leadOrigin;

before(async () => {
  await new Promise((r) => endpoint.listen(0, '127.0.0.1', r));
  leadOrigin = `http://127.0.0.1:${endpoint.address().port}`;
  const variants = {
    off: '',
    // With a call-tracking number for Google Ads visitors (site.yaml `phone_by_source:`).
    plausible: `analytics: { provider: plausible }\nphone_by_source: { google_ads: "${ADS_PHONE}" }\n`,
    ga4: `analytics: { provider: ga4, measurement_id: ${GA_ID} }\n`,
  };
  for (const [name, block] of Object.entries(variants)) {
    const dir = buildCopy(path.join(tmp, name), (yaml) => {
      assert.match(yaml, /^leads:\n {2}provider: demo$/m, 'site.yaml has the default leads block');
      assert.doesNotMatch(yaml, /^analytics:/m, 'analytics is off by default');
      return yaml.replace(/^leads:\n {2}provider: demo$/m, `${block}leads: { provider: endpoint, url: "${leadOrigin}/leads", format: json }`);
    }, 'netlify'); // a host that reads _headers: the CSP is checked as the header the server sends
    const server = await serveDir(dir, path.join(dir, 'dist'));
    servers.push(server);
    sites[name] = { dir, base: server.base };
  }
  browser = await launch();
});

after(async () => {
  await browser?.close();
  for (const s of servers) s.stop();
  endpoint.closeAllConnections();
  endpoint.close();
  rmSync(tmp, { recursive: true, force: true });
});

/**
 * A browser context under the site's own CSP (not bypassed) that records every request, every
 * CSP violation and console problem, and keeps a tap on a tel: link from leaving for the phone app
 * (the page's own handlers still see the click).
 */
async function newContext() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const requests = [];
  context.on('request', (r) => requests.push({ url: r.url(), method: r.method() }));
  await context.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    window.addEventListener('click', (e) => {
      if (e.target instanceof Element && e.target.closest('a[href^="tel:"]')) e.preventDefault();
    });
  });
  return { context, requests };
}

const violations = (page) => page.evaluate(() => window.__violations);

/** The CSP the server sends for `route`, as a map of directive -> sources. */
async function cspOf(site, route = '/quote') {
  const header = (await fetch(sites[site].base + url(route))).headers.get('content-security-policy');
  return Object.fromEntries(header.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
}

/** What the CSP of `site` allows beyond the site without analytics, per directive. */
async function cspAdditions(site) {
  const [on, off] = [await cspOf(site), await cspOf('off')];
  assert.deepEqual(Object.keys(on).sort(), Object.keys(off).sort(), 'the same directives');
  const added = {};
  for (const [name, sources] of Object.entries(on)) {
    assert.deepEqual(sources.slice(0, off[name].length), off[name], `${name} keeps what it had`);
    if (sources.length > off[name].length) added[name] = sources.slice(off[name].length);
  }
  return added;
}

/** Lands on /calgary from a Google ad, goes to /quote by the header's button and sends the form. */
async function sendQuote(page, site) {
  await page.clock.install();
  await page.goto(sites[site].base + url('/calgary?utm_source=google&utm_campaign=fall&gclid=abc'), { referer: 'https://www.google.com/' });
  await Promise.all([page.waitForURL(`**${url('/quote')}`), page.locator('.header-cta').click()]);
  const form = page.locator('form.quote-form__form');
  await form.scrollIntoViewIfNeeded();
  await hydrated(page, 'QuoteForm');
  await form.getByLabel('Full Name').fill(FIELDS.name);
  await form.getByLabel('Email Address').fill(FIELDS.email);
  await form.getByLabel('Phone Number').fill(FIELDS.phone);
  await form.getByLabel('City').selectOption(FIELDS.city);
  await form.getByLabel('Service Type').selectOption(FIELDS.serviceType);
  await page.clock.fastForward(4000);
  const before = leads.length;
  await form.getByRole('button', { name: 'Get My Free Quote' }).click();
  await page.locator('.toast').getByText('Quote Request Submitted').waitFor();
  assert.equal(leads.length, before + 1, 'the lead arrived');
}

async function waitFor(predicate, what) {
  const deadline = Date.now() + 10000;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

test('without analytics no request leaves 127.0.0.1 on a page of each layout, even when a lead is sent and the phone tapped', async () => {
  const { context, requests } = await newContext();
  const page = await context.newPage();
  const problems = watchConsole(page);
  const all = layouts(path.join(sites.off.dir, 'dist'));
  assert.ok(all.length > 25, `${all.length} pages`);
  for (const route of all) {
    await page.goto(sites.off.base + url(route));
    await scrollThrough(page);
    await hydrated(page);
    assert.deepEqual(await violations(page), [], `${route}: CSP violations`);
  }
  await sendQuote(page, 'off');
  // The header's phone button (the first tel: link in the page is the menu's Call, in its closed sheet).
  await page.locator('.site-header .header-call__phone').click();
  assert.equal(await page.locator('#analytics-settings').count(), 0);
  assert.equal(await page.evaluate(() => typeof window.plausible + typeof window.dataLayer), 'undefinedundefined');
  const elsewhere = requests.filter((r) => !r.url.startsWith('data:') && new URL(r.url).hostname !== '127.0.0.1');
  assert.deepEqual(elsewhere, [], 'requests to other hosts');
  assert.ok(requests.length > all.length, `${requests.length} requests recorded`);
  assert.deepEqual(problems.filter((p) => /Content Security Policy|Refused/.test(p)), []);
  // The CSP names no other origin than the lead endpoint's, which is on this machine.
  const csp = await cspOf('off');
  assert.deepEqual(csp['script-src'], ["'self'"]);
  assert.deepEqual(csp['connect-src'], ["'self'", leadOrigin]);
  assert.deepEqual(csp['img-src'], ["'self'", 'data:']);
  console.log(`analytics off: ${all.length} pages, ${requests.length} requests, all to 127.0.0.1`);
  await context.close();
});

test('plausible: its script from plausible.io, exactly that origin in the CSP, both conversions reach it', async () => {
  const { context, requests } = await newContext();
  const events = [];
  const scripts = [];
  await context.route('https://plausible.io/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/js/script.js') {
      scripts.push(request.url());
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_PLAUSIBLE });
    }
    if (request.method() === 'POST' && url.pathname === '/api/event') {
      events.push(JSON.parse(request.postData()));
      return route.fulfill({ status: 202, contentType: 'text/plain', body: 'ok' });
    }
    return route.fulfill({ status: 404 });
  });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await sendQuote(page, 'plausible');
  await waitFor(() => events.some((e) => e.n === 'Quote Request'), 'the quote conversion');
  assert.deepEqual(await violations(page), []);
  await page.locator('.site-footer a[href^="tel:"]').first().click();
  await waitFor(() => events.some((e) => e.n === 'Phone Call'), 'the call conversion');

  assert.deepEqual(events.map((e) => e.n), ['pageview', 'pageview', 'Quote Request', 'Phone Call']);
  assert.ok(events.every((e) => e.d === 'www.chinookheating.ca'), 'data-domain is base_url\'s host');
  assert.deepEqual(events.map((e) => new URL(e.u).pathname), [url('/calgary'), url('/quote'), url('/quote'), url('/quote')]);
  assert.ok(events.every((e) => !JSON.stringify(e).includes('Pat') && !JSON.stringify(e).includes('example.ca')), 'no field in an event');
  assert.deepEqual([...new Set(scripts)], ['https://plausible.io/js/script.js']);
  const hosts = new Set(requests.map((r) => new URL(r.url).hostname));
  assert.deepEqual([...hosts].sort(), ['127.0.0.1', 'plausible.io']);
  assert.deepEqual(await cspAdditions('plausible'), { 'script-src': ['https://plausible.io'], 'connect-src': ['https://plausible.io'] });
  assert.deepEqual(await violations(page), []);
  assert.deepEqual(problems.filter((p) => /Content Security Policy|Refused|pageerror/.test(p)), []);
  console.log(`plausible: events ${JSON.stringify(events.map((e) => [e.n, new URL(e.u).pathname]))}`);

  // The privacy policy says what is on.
  await page.goto(sites.plausible.base + url('/privacy-policy'));
  const text = await page.locator('#analytics ~ p').first().textContent();
  assert.match(text, /We count visits with Plausible Analytics, whose script every page loads from https:\/\/plausible\.io/);
  await context.close();
});

test('ga4: its tag from googletagmanager.com, its collectors in the CSP, both conversions reach them', async () => {
  const { context, requests } = await newContext();
  const hits = [];
  const scripts = [];
  await context.route('https://www.googletagmanager.com/**', (route) => {
    scripts.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_GTAG });
  });
  await context.route('https://*.google-analytics.com/**', (route) => {
    const url = new URL(route.request().url());
    hits.push({ host: url.hostname, tid: url.searchParams.get('tid'), en: url.searchParams.get('en'), path: new URL(url.searchParams.get('dl')).pathname, params: eventParams(url) });
    return route.fulfill({ status: 204 });
  });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await sendQuote(page, 'ga4');
  await waitFor(() => hits.some((h) => h.en === 'generate_lead'), 'the quote conversion');
  await page.locator('.site-header .header-call__phone').click();
  await waitFor(() => hits.some((h) => h.en === 'phone_call'), 'the call conversion');

  assert.deepEqual(hits.map((h) => [h.en, h.path]), [['page_view', url('/calgary')], ['page_view', url('/quote')], ['generate_lead', url('/quote')], ['phone_call', url('/quote')]]);
  assert.ok(hits.every((h) => h.tid === GA_ID && h.host === 'region1.google-analytics.com'));
  assert.deepEqual([...new Set(scripts)], [`https://www.googletagmanager.com/gtag/js?id=${GA_ID}`]);
  const hosts = new Set(requests.map((r) => new URL(r.url).hostname));
  assert.deepEqual([...hosts].sort(), ['127.0.0.1', 'region1.google-analytics.com', 'www.googletagmanager.com']);
  assert.deepEqual(await cspAdditions('ga4'), {
    'script-src': ['https://www.googletagmanager.com'],
    'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
    'connect-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  });
  assert.deepEqual(await violations(page), []);
  assert.deepEqual(problems.filter((p) => /Content Security Policy|Refused|pageerror/.test(p)), []);
  console.log(`ga4: hits ${JSON.stringify(hits.map((h) => [h.en, h.path]))}`);
  await context.close();
});

/** An event's text parameters in a GA4 hit (`ep.NAME=value`). */
function eventParams(hitUrl) {
  return Object.fromEntries([...hitUrl.searchParams].filter(([k]) => k.startsWith('ep.')).map(([k, v]) => [k.slice(3), v]));
}

/**
 * Answers the provider's script and collector with the stand-ins and returns the events that reached
 * the collector, as `{ name, path, props }`, whichever the provider.
 */
async function collector(context, site) {
  const events = [];
  if (site === 'plausible') {
    await context.route('https://plausible.io/**', (route) => {
      const request = route.request();
      if (request.method() === 'GET') return route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_PLAUSIBLE });
      const e = JSON.parse(request.postData());
      events.push({ name: e.n, path: new URL(e.u).pathname, props: e.p ?? {} });
      return route.fulfill({ status: 202, contentType: 'text/plain', body: 'ok' });
    });
  } else {
    await context.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_GTAG }));
    await context.route('https://*.google-analytics.com/**', (route) => {
      const u = new URL(route.request().url());
      events.push({ name: u.searchParams.get('en'), path: new URL(u.searchParams.get('dl')).pathname, props: eventParams(u) });
      return route.fulfill({ status: 204 });
    });
  }
  return events;
}

for (const site of ['plausible', 'ga4']) {
  test(`${site}: a tel: tap is exactly one call event and an sms: tap one text event, with the page and the visit's attribution, on a phone`, async () => {
    const { context, requests } = await newContext();
    const events = await collector(context, site);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.setViewportSize({ width: 390, height: 844 });
    // Lands from a Google ad on /calgary, then reads /about, where the call is made.
    await page.goto(sites[site].base + url('/calgary?utm_source=google&utm_medium=cpc&utm_campaign=fall&gclid=abc'), { referer: 'https://www.google.com/' });
    await page.goto(sites[site].base + url('/about'));
    await hydrated(page, 'Menu');
    const calls = () => events.filter((e) => e.name === (site === 'ga4' ? 'phone_call' : 'Phone Call'));
    const expected = {
      page: url('/about'), landingPage: url('/calgary'), referrer: 'www.google.com',
      utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'fall', gclid: 'abc',
    };
    // The phones' bottom bar (there once the hero has scrolled away, issue 59), then the header's
    // phone button and the menu's Call: one event each, nothing more.
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    await page.locator('.call-bar:not([data-hidden])').waitFor();
    await page.locator('.call-bar__call').click();
    await waitFor(() => calls().length === 1, 'the first call event');
    await page.locator('.site-header .header-call__phone').click();
    await waitFor(() => calls().length === 2, 'the second call event');
    // The menu's sheet holds Call too (issue 59): its tap counts as one more.
    // Tapped where it is (Playwright's click scrolls a sticky header's button into view first, which
    // moves the page 400 px up and brings the hero, and with it the bar's absence, back).
    const toggle = async () => {
      const b = await page.locator('.menu__toggle').boundingBox();
      await page.mouse.click(b.x + b.width / 2, b.y + b.height / 2);
    };
    await toggle();
    await page.locator('.menu__sheet a.menu__call').click();
    await waitFor(() => calls().length === 3, 'the third call event');
    await toggle();
    await page.waitForTimeout(500);
    assert.equal(calls().length, 3, 'exactly one event per tap');
    // Text (the main number takes texts): the bar's Text and the header's, a text event each.
    const texts = () => events.filter((e) => e.name === (site === 'ga4' ? 'text_message' : 'Text Message'));
    assert.equal(await page.locator('.call-bar__text').getAttribute('href'), 'sms:+14035550142');
    await page.locator('.call-bar__text').click();
    await waitFor(() => texts().length === 1, 'the first text event');
    // The header's Text shows where its row has room (from 600 px).
    await page.setViewportSize({ width: 680, height: 900 });
    await page.locator('.header-call__text').click();
    await waitFor(() => texts().length === 2, 'the second text event');
    await page.waitForTimeout(500);
    assert.equal(texts().length, 2, 'exactly one event per tap');
    for (const event of [...calls(), ...texts()]) {
      assert.equal(event.path, url('/about'));
      assert.deepEqual(event.props, expected, 'the page and the attribution the quote form sends');
    }
    assert.equal(events.filter((e) => !['pageview', 'page_view'].includes(e.name) && !calls().includes(e) && !texts().includes(e)).length, 0, 'no other event');
    // No cookie from our side, nothing beyond this machine but the (stand-in) provider.
    if (site === 'plausible') assert.deepEqual(await context.cookies(), []);
    // Network requests only: the sms: tap hands the address to the phone's messages app.
    const hosts = new Set(requests.filter((r) => /^https?:/.test(r.url)).map((r) => new URL(r.url).hostname));
    const provider = site === 'plausible' ? ['plausible.io'] : ['region1.google-analytics.com', 'www.googletagmanager.com'];
    assert.deepEqual([...hosts].sort(), ['127.0.0.1', ...provider]);
    assert.deepEqual(await violations(page), []);
    assert.deepEqual(problems.filter((p) => /Content Security Policy|Refused|pageerror|error/.test(p)), []);
    console.log(`${site}: call event ${JSON.stringify(calls()[0])}`);
    await context.close();
  });
}

test('call tracking: a Google Ads visitor sees the Google Ads number after load; the HTML, structured data and other visitors keep the main one', async () => {
  const html = readFileSync(path.join(sites.plausible.dir, 'dist/about/index.html'), 'utf8');
  assert.ok(!/href="tel:\+14035550199"/.test(html) && !html.includes(`>${ADS_PHONE}<`), 'the HTML carries only the main number');
  assert.match(html, /"telephone":"\+14035550142"/);
  const visit = async (landing, { js = true } = {}) => {
    const { context } = await newContext();
    await collector(context, 'plausible');
    const page = await context.newPage();
    const problems = watchConsole(page);
    if (!js) await page.route('**/*.js', (route) => route.abort());
    await page.goto(sites.plausible.base + url(landing));
    await page.goto(sites.plausible.base + url('/quote'));
    if (js) { await scrollThrough(page); await hydrated(page); }
    const numbers = await page.evaluate(() => [...document.querySelectorAll('a[href^="tel:"]')].map((a) => `${a.getAttribute('href')} ${a.textContent.includes('555-0199') ? 'ads' : a.textContent.includes('555-0142') ? 'main' : '-'}`));
    const ld = await page.evaluate(() => [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent).join(''));
    if (js) assert.deepEqual(problems, [], 'no hydration mismatch or other error');
    await context.close();
    return { numbers: [...new Set(numbers)], ld };
  };
  const ads = await visit('/calgary?gclid=abc');
  assert.deepEqual(ads.numbers.map((n) => n.split(' ')[0]).filter((h) => h !== 'tel:+14035550199'), [], `every tel: link swapped: ${ads.numbers}`);
  assert.ok(ads.numbers.includes('tel:+14035550199 ads'), 'the number shown is swapped too');
  assert.match(ads.ld, /"telephone":"\+14035550142"/, 'structured data keeps the main number');
  const organic = await visit('/calgary?utm_source=newsletter');
  assert.ok(organic.numbers.every((n) => n.startsWith('tel:+14035550142')), `${organic.numbers}`);
  const nojs = await visit('/calgary?gclid=abc', { js: false });
  assert.ok(nojs.numbers.every((n) => n.startsWith('tel:+14035550142')), `without JavaScript: ${nojs.numbers}`);
  // The privacy policy says so.
  const policy = readFileSync(path.join(sites.plausible.dir, 'dist/privacy-policy/index.html'), 'utf8');
  assert.match(policy, /visitors who came from a Google ad see another of our phone numbers/);
  assert.ok(!readFileSync(path.join(sites.ga4.dir, 'dist/privacy-policy/index.html'), 'utf8').includes('another of our phone numbers'));
});

test('the privacy policy follows the settings: no analytics, then each provider', async () => {
  const read = (site) => readFileSync(path.join(sites[site].dir, 'dist/privacy-policy/index.html'), 'utf8');
  const [off, plausible, ga4] = [read('off'), read('plausible'), read('ga4')];
  assert.match(off, /This site uses no analytics, advertising or tracking service and sets no cookies/);
  assert.ok(!plausible.includes('This site uses no analytics') && !ga4.includes('This site uses no analytics'));
  assert.match(plausible, /<q>Quote Request<\/q>.*<q>Phone Call<\/q>/s);
  // The names of cookies and events are folded away under the prose (issue 51), each named once.
  assert.match(ga4, /measurement ID G-TEST1234.*<summary>The names of these cookies and events<\/summary>.*A cookie \(<code>_ga<\/code>\).*A cookie \(<code>_ga_TEST1234<\/code>\)/s);
  assert.match(ga4, /<q>generate_lead<\/q>.*<q>phone_call<\/q>/s);
  // The main number takes texts (site.yaml texts: [main]): the Text tap's event is named too.
  for (const html of [plausible, ga4]) assert.match(html, /each once per tap, so that we count these as requests too\. Each of these events carries the page you tapped it on and where your visit came from/);
  assert.match(plausible, /when you tap one of our phone numbers and when you tap Text/);
  assert.match(plausible, /A tap on Text \(<q>Text Message<\/q>\)/);
  assert.match(ga4, /A tap on Text \(<q>text_message<\/q>\)/);
  assert.ok(!off.includes('once per tap'));
  // The lead goes to the endpoint, and the policy names where.
  for (const html of [off, plausible, ga4]) assert.match(html, new RegExp(`our own system at ${leadOrigin.replace('http://', '').replace(/\./g, '\\.')}`));
});

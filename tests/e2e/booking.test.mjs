// Book online (issue 37), in Chromium under each site's real Content-Security-Policy.
//
// Copies of the site are built with each `booking:` adapter: ServiceTitan's Scheduling Pro and
// Housecall Pro (a window their script opens), Jobber and a plain booking page (links). The
// providers' own servers are stood in for inside the browser (page.route): a booking page answers
// with its address, a script defines the opener its install code documents (`ScheduleEngine.show`,
// `HCPWidget.openModal`) and marks the page when the window "opens". Nothing leaves 127.0.0.1.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { launch, url, buildCopy, serveDir } from './lib.mjs';

const HCP_URL = 'https://book.housecallpro.com/book/Chinook-Heating/0123456789abcdef0123456789abcdef?v2=true';
const JOBBER_URL = 'https://clienthub.getjobber.com/booking/ee24c0b9-3b81-4134-a69f-4d9434bbad04/';
const ST_SCRIPT = 'https://embed.scheduler.servicetitan.com/scheduler-v1.js';
const HCP_SCRIPT = 'https://online-booking.housecallpro.com/script.js?token=0123456789abcdef0123456789abcdef&orgName=Chinook-Heating';

// A booking page of a provider that is none of the three: a local server.
const booked = [];
const bookingServer = http.createServer((req, res) => {
  booked.push(req.url);
  res.writeHead(200, { 'Content-Type': 'text/html' });
  res.end('<!doctype html><title>Pick a time</title><h1>Pick a time</h1>');
});

const tmp = mkdtempSync(path.join(os.tmpdir(), 'booking-e2e-'));
const sites = {};
const servers = [];
let browser;

before(async () => {
  await new Promise((r) => bookingServer.listen(0, '127.0.0.1', r));
  const linkUrl = `http://127.0.0.1:${bookingServer.address().port}/chinook/visit`;
  const variants = {
    off: '',
    servicetitan: 'booking: { provider: servicetitan, api_key: s125da2s6hshj7oh6w639ppc, scheduler_id: sched_qpfsy4voj5ugkkqw4dq2rv1o }\nanalytics: { provider: plausible }\n',
    housecall_pro: `booking: { provider: housecall_pro, url: "${HCP_URL}" }\n`,
    jobber: `booking: { provider: jobber, url: "${JOBBER_URL}" }\n`,
    link: `booking: { provider: link, url: "${linkUrl}" }\n`,
  };
  for (const [name, block] of Object.entries(variants)) {
    const dir = buildCopy(path.join(tmp, name), (yaml) => {
      assert.doesNotMatch(yaml, /^booking:/m, 'booking is off by default');
      return yaml.replace(/^leads:\n/m, `${block}leads:\n`);
    }, 'netlify'); // a host that reads _headers: the CSP is the header the server sends
    const server = await serveDir(dir, path.join(dir, 'dist'));
    servers.push(server);
    sites[name] = { dir, base: server.base, linkUrl };
  }
  browser = await launch();
});

after(async () => {
  await browser?.close();
  for (const s of servers) s.stop();
  bookingServer.close();
  rmSync(tmp, { recursive: true, force: true });
});

/** The stand-ins for the providers' servers, and every request the page makes to them. */
async function newContext({ javaScript = true } = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: javaScript });
  const requests = [];
  context.on('request', (r) => requests.push(r.url()));
  await context.route('https://embed.scheduler.servicetitan.com/**', (route) => route.fulfill({
    contentType: 'text/javascript',
    body: "window.ScheduleEngine = { show: function () { document.body.dataset.bookingOpened = document.getElementById('se-widget-embed').dataset.schedulerid; } };",
  }));
  await context.route('https://online-booking.housecallpro.com/**', (route) => route.fulfill({
    contentType: 'text/javascript',
    body: "window.HCPWidget = { openModal: function () { document.body.dataset.bookingOpened = new URL(document.getElementById('hcp-online-booking').src).searchParams.get('orgName'); } };",
  }));
  for (const host of ['https://book.housecallpro.com/**', 'https://clienthub.getjobber.com/**']) {
    await context.route(host, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Booking</title><h1>Booking</h1>' }));
  }
  await context.route('https://plausible.io/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await context.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return { context, requests };
}

/** The CSP the server sends for `route`, as a map of directive -> sources. */
async function cspOf(site, route = '/contact') {
  const header = (await fetch(sites[site].base + url(route))).headers.get('content-security-policy');
  return Object.fromEntries(header.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
}

test('without booking: no Book online link, and no booking origin in the CSP', async () => {
  const csp = await cspOf('off');
  assert.ok(!('frame-src' in csp), 'no frame-src');
  assert.doesNotMatch(JSON.stringify(csp), /servicetitan|housecall|jobber/);
  for (const site of ['jobber', 'link']) {
    assert.deepEqual(await cspOf(site), csp, `${site}: a booking page adds nothing to the CSP`);
  }
  const html = await (await fetch(sites.off.base + url('/contact'))).text();
  assert.doesNotMatch(html, /data-booking/);
});

test('each adapter\'s link works without JavaScript: it opens the booking page itself', async () => {
  const { context } = await newContext({ javaScript: false });
  const page = await context.newPage();
  const expected = { housecall_pro: HCP_URL, jobber: JOBBER_URL, link: sites.link.linkUrl };
  for (const [site, target] of Object.entries(expected)) {
    for (const route of ['/contact', '/quote']) {
      await page.goto(sites[site].base + url(route));
      const links = page.locator('a[data-booking]');
      assert.ok(await links.count() >= 2, `${site} ${route}: Book online links (the page's and the footer's)`);
      const first = links.first();
      assert.equal(await first.innerText(), 'Book online');
      await Promise.all([page.waitForURL((u) => u.href.startsWith(target)), first.click()]);
      assert.equal(page.url(), target, `${site}: followed to the booking page`);
    }
  }
  // ServiceTitan's scheduler opens only through its script: without it, the quote form.
  await page.goto(sites.servicetitan.base + url('/contact'));
  await page.locator('main a[data-booking]').first().click();
  await page.waitForURL((u) => u.hash === '#quote');
  assert.ok(await page.locator('#quote form').isVisible(), 'the quote form is there instead');
  assert.ok(booked.some((u) => u === '/chinook/visit'), 'the plain booking page was opened');
  await context.close();
});

test('a booking page gets the visit\'s campaign; the booking event counts it', async () => {
  const { context } = await newContext();
  const page = await context.newPage();
  await page.goto(sites.jobber.base + url('/calgary?utm_source=google&utm_medium=cpc&utm_campaign=fall'), { referer: 'https://www.google.com/' });
  await page.goto(sites.jobber.base + url('/contact'));
  await Promise.all([page.waitForURL('https://clienthub.getjobber.com/**'), page.locator('main a[data-booking]').first().click()]);
  const landed = new URL(page.url());
  assert.equal(landed.pathname, new URL(JOBBER_URL).pathname);
  assert.deepEqual(Object.fromEntries(landed.searchParams), { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'fall' });

  // A visit without a campaign: marked as coming from the website.
  await page.goto(sites.link.base + url('/contact'));
  await Promise.all([page.waitForURL(`${sites.link.linkUrl}**`), page.locator('main a[data-booking]').first().click()]);
  assert.deepEqual(Object.fromEntries(new URL(page.url()).searchParams), { utm_source: '127.0.0.1', utm_medium: 'website' });
  await context.close();
});

for (const [site, script, opened] of [
  ['servicetitan', ST_SCRIPT, 'sched_qpfsy4voj5ugkkqw4dq2rv1o'],
  ['housecall_pro', HCP_SCRIPT, 'Chinook-Heating'],
]) {
  test(`${site}: its script is fetched only after the click, under the CSP, and opens its window`, async () => {
    const { context, requests } = await newContext();
    const page = await context.newPage();
    await page.goto(sites[site].base + url('/contact'));
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(300);
    assert.ok(!requests.some((u) => u.startsWith(new URL(script).origin)), 'nothing of the provider before the click');
    const link = page.locator('main a[data-booking]').first();
    await link.click();
    await page.waitForFunction(() => document.body.dataset.bookingOpened);
    assert.equal(await page.evaluate(() => document.body.dataset.bookingOpened), opened);
    assert.equal(new URL(page.url()).pathname, new URL(sites[site].base + url('/contact')).pathname, 'the page stays');
    assert.deepEqual(requests.filter((u) => u.startsWith(new URL(script).origin)), [script], 'the script, once');
    assert.deepEqual(await page.evaluate(() => window.__violations), []);
    // A second click opens it again without loading anything more.
    await page.evaluate(() => delete document.body.dataset.bookingOpened);
    await link.click();
    await page.waitForFunction(() => document.body.dataset.bookingOpened);
    assert.equal(requests.filter((u) => u.startsWith(new URL(script).origin)).length, 1);
    if (site === 'servicetitan') {
      const events = await page.evaluate(() => (window.plausible?.q ?? []).map((e) => e[0]));
      assert.deepEqual(events, ['Book Online', 'Book Online'], 'each tap counts as a booking');
    }
    const csp = await cspOf(site);
    assert.ok(csp['script-src'].includes(new URL(script).origin) && csp['frame-src'], 'the CSP admits the provider');
    await context.close();
  });
}

test('when the provider\'s script cannot load, the link\'s own page opens', async () => {
  const { context } = await newContext();
  await context.unroute('https://online-booking.housecallpro.com/**');
  await context.route('https://online-booking.housecallpro.com/**', (route) => route.abort());
  const page = await context.newPage();
  await page.goto(sites.housecall_pro.base + url('/quote'));
  await Promise.all([page.waitForURL('https://book.housecallpro.com/**'), page.locator('.booking-alt a[data-booking]').click()]);
  assert.ok(page.url().startsWith(HCP_URL), page.url());
  await context.close();
});

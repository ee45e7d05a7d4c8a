// Every request on a phone in a minute (issue 37): functions/lead-alert, the optional back end of the
// `endpoint` provider, against a local fake of Twilio's Messages API and SendGrid's mail API (never
// the real ones). The function runs in Node behind a small HTTP adapter, as a host would run it;
// the site's own quote form sends to it in Chromium, with JavaScript and without.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { launch, url, buildCopy, serveDir, hydrated } from './lib.mjs';
import { handle, textOf } from '../../functions/lead-alert/lead-alert.mjs';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'test-token';
const FIELDS = { name: 'Pat Example', email: 'pat@example.ca', phone: '403 555 0199', city: 'red deer', serviceType: 'boiler-repair' };

// ---------- the fake Twilio and SendGrid ----------
const sent = [];
let refuse = false;
const fake = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => { body += c; });
  req.on('end', () => {
    sent.push({ path: req.url, auth: req.headers.authorization, type: req.headers['content-type'], body });
    if (refuse) { res.writeHead(401, { 'Content-Type': 'application/json' }); res.end('{"code":20003,"message":"Authenticate"}'); return; }
    if (req.url.startsWith('/v3/mail/send')) { res.writeHead(202); res.end(); return; }
    res.writeHead(201, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ sid: `SM${sent.length}`, status: 'queued' }));
  });
});
const texts = () => sent.filter((s) => s.path.endsWith('/Messages.json')).map((s) => Object.fromEntries(new URLSearchParams(s.body)));
const emails = () => sent.filter((s) => s.path === '/v3/mail/send').map((s) => JSON.parse(s.body));

// ---------- the function, as a host runs it ----------
const env = {};
const fn = http.createServer(async (req, res) => {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  const headers = Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length', 'transfer-encoding'].includes(k));
  const request = new Request(`http://127.0.0.1${req.url}`, {
    method: req.method,
    headers,
    body: ['GET', 'HEAD', 'OPTIONS'].includes(req.method) ? undefined : Buffer.concat(chunks),
  });
  const response = await handle(request, env);
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
});
const post = (body, headers) => fetch(`http://127.0.0.1:${fn.address().port}/lead`, { method: 'POST', body, headers, redirect: 'manual' });

const tmp = mkdtempSync(path.join(os.tmpdir(), 'lead-alert-e2e-'));
let site, server, browser;

before(async () => {
  await new Promise((r) => fake.listen(0, '127.0.0.1', r));
  await new Promise((r) => fn.listen(0, '127.0.0.1', r));
  const api = `http://127.0.0.1:${fake.address().port}`;
  Object.assign(env, {
    TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: '+15875550100', ALERT_TO: '+14035550111, +14035550112',
    SENDGRID_API_KEY: 'SG.test', ALERT_EMAIL_TO: 'office@chinookheating.ca', ALERT_EMAIL_FROM: 'website@chinookheating.ca',
    BUSINESS_PHONE: '(403) 555-0142', TWILIO_API: api, SENDGRID_API: api,
  });
  const dir = buildCopy(path.join(tmp, 'site'), (yaml) => yaml.replace(/^ {2}provider: demo$/m, `  provider: endpoint\n  url: http://127.0.0.1:${fn.address().port}/lead\n  format: json`));
  server = await serveDir(dir, path.join(dir, 'dist'));
  site = server.base;
  env.SITE_ORIGIN = site;
  env.THANKS_PATH = url('/quote/thanks');
  browser = await launch();
});

after(async () => {
  await browser?.close();
  server?.stop();
  fake.close();
  fn.closeAllConnections();
  fn.close();
  rmSync(tmp, { recursive: true, force: true });
});

test('a request becomes a text to each number and an e-mail; the text that would go out', async (t) => {
  sent.length = 0;
  const lead = { ...FIELDS, message: 'Furnace quit tonight, house at 12°C.', urgent: 'yes', page: '/emergency-repairs/', utm_source: 'google', utm_medium: 'cpc' };
  const res = await post(JSON.stringify(lead), { 'Content-Type': 'application/json', Accept: 'application/json', Origin: site });
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { ok: true });
  assert.equal(res.headers.get('access-control-allow-origin'), site);
  const out = texts();
  assert.deepEqual(out.map((m) => m.To), ['+14035550111', '+14035550112']);
  assert.ok(out.every((m) => m.From === '+15875550100'));
  assert.equal(sent[0].path, `/2010-04-01/Accounts/${SID}/Messages.json`);
  assert.equal(sent[0].auth, `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
  assert.equal(out[0].Body, [
    'New quote request - URGENT',
    'Pat Example, 403 555 0199, pat@example.ca',
    'boiler-repair in red deer',
    '"Furnace quit tonight, house at 12°C."',
    'Sent from /emergency-repairs/ via google/cpc',
  ].join('\n'));
  t.diagnostic('the text that would go out:');
  for (const line of out[0].Body.split('\n')) t.diagnostic(`  ${line}`);
  const [mail] = emails();
  assert.equal(mail.subject, 'Quote request (URGENT): Pat Example, red deer');
  assert.deepEqual(mail.reply_to, { email: 'pat@example.ca', name: 'Pat Example' });
  assert.match(mail.content[0].value, /^name: Pat Example\nemail: pat@example.ca\nphone: 403 555 0199\n/);
});

test('never a false "sent": nothing accepted is a failure; a bot is told "sent" and nothing goes out', async () => {
  sent.length = 0;
  refuse = true;
  try {
    const res = await post(JSON.stringify(FIELDS), { 'Content-Type': 'application/json', Accept: 'application/json', Origin: site });
    assert.equal(res.status, 502);
    assert.match((await res.json()).error, /could not be passed on/);
    const page = await post(new URLSearchParams(FIELDS).toString(), { 'Content-Type': 'application/x-www-form-urlencoded' });
    assert.equal(page.status, 502);
    assert.match(await page.text(), /Your request was not sent.*call us at <a href="tel:4035550142">\(403\) 555-0142<\/a>/s);
  } finally {
    refuse = false;
  }
  sent.length = 0;
  const bot = await post(new URLSearchParams({ ...FIELDS, _gotcha: 'http://spam.example' }).toString(), { 'Content-Type': 'application/x-www-form-urlencoded' });
  assert.equal(bot.status, 303);
  assert.equal(sent.length, 0, 'nothing sent for a bot');
  const empty = await post(JSON.stringify({ name: 'x' }), { 'Content-Type': 'application/json', Accept: 'application/json' });
  assert.equal(empty.status, 422);
  const preflight = await fetch(`http://127.0.0.1:${fn.address().port}/lead`, { method: 'OPTIONS', headers: { Origin: 'https://elsewhere.example' } });
  assert.equal(preflight.headers.get('access-control-allow-origin'), null, 'another site may not send');
  assert.ok(textOf({ name: 'A', phone: '1', message: 'x'.repeat(2000) }).length <= 450, 'a text stays short');
});

async function fill(form) {
  await form.getByLabel('Full Name').fill(FIELDS.name);
  await form.getByLabel('Email Address').fill(FIELDS.email);
  await form.getByLabel('Phone Number').fill(FIELDS.phone);
  await form.getByLabel('City').selectOption(FIELDS.city);
  await form.getByLabel('Service Type').selectOption(FIELDS.serviceType);
}

test('the site\'s own form reaches a phone through it, with JavaScript and without', async () => {
  sent.length = 0;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(site + url('/quote'));
  const form = page.locator('form.quote-form__form');
  await form.scrollIntoViewIfNeeded();
  await hydrated(page, 'QuoteForm');
  await fill(form);
  await page.clock.fastForward(4000);
  await form.getByRole('button', { name: 'Get My Free Quote' }).click();
  await page.locator('.toast').getByText('Quote Request Submitted').waitFor();
  assert.equal(texts().length, 2, 'a text to each number');
  assert.match(texts()[0].Body, /^New quote request\nPat Example, 403 555 0199, pat@example.ca\nboiler-repair in red deer/);
  await context.close();

  sent.length = 0;
  const nojs = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const plain = await nojs.newPage();
  await plain.goto(site + url('/quote'));
  await fill(plain.locator('form.quote-form__form'));
  await Promise.all([plain.waitForURL(`**${url('/quote/thanks')}`), plain.locator('form.quote-form__form button[type="submit"]').click()]);
  assert.equal(texts().length, 2, 'without JavaScript too');
  await nojs.close();
});

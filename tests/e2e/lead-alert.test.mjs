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
import netlifyFunction, { handle, textOf } from '../../functions/lead-alert/lead-alert.mjs';
import { WORDS } from '../../functions/lead-alert/words.mjs';

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

const asJson = { 'Content-Type': 'application/json', Accept: 'application/json' };
const asForm = { 'Content-Type': 'application/x-www-form-urlencoded' };

/** Runs `body` with the function's settings changed, then puts them back. */
async function withEnv(changes, body) {
  const before = { ...env };
  Object.assign(env, changes);
  try {
    return await body();
  } finally {
    for (const key of Object.keys(changes)) delete env[key];
    Object.assign(env, before);
  }
}

test('a phone number nobody can call is refused in plain words, in the site\'s language, and nothing is sent', async () => {
  for (const phone of ['abc', '12', 'call me']) {
    sent.length = 0;
    const res = await post(JSON.stringify({ ...FIELDS, phone }), asJson);
    assert.equal(res.status, 422, phone);
    assert.deepEqual(await res.json(), { error: `The phone number "${phone}" cannot be called: a 10-digit number with its area code is needed.` });
    const page = await post(new URLSearchParams({ ...FIELDS, phone }).toString(), asForm);
    assert.equal(page.status, 422, phone);
    const html = await page.text();
    assert.match(html, /^<!doctype html><html lang="en-CA">/);
    assert.ok(html.includes(`<h1>Your request was not sent</h1><p>The phone number &#34;${phone}&#34; cannot be called: a 10-digit number with its area code is needed. Please go back and try again, or call us at <a href="tel:4035550142">(403) 555-0142</a>.</p>`), html);
    assert.equal(sent.length, 0, `nothing sent for ${phone}`);
  }
  await withEnv({ SITE_LANGUAGE: 'fr-CA', BUSINESS_PHONE: '418 555-0142' }, async () => {
    for (const phone of ['abc', '12', 'call me']) {
      const res = await post(JSON.stringify({ ...FIELDS, phone }), asJson);
      assert.equal(res.status, 422, phone);
      assert.deepEqual(await res.json(), { error: `Nous ne pouvons pas appeler le numéro «\u00a0${phone}\u00a0»\u00a0: il faut un numéro à 10 chiffres avec l’indicatif régional.` });
      const page = await post(new URLSearchParams({ ...FIELDS, phone }).toString(), asForm);
      assert.equal(page.status, 422, phone);
      const html = await page.text();
      assert.match(html, /^<!doctype html><html lang="fr-CA">.*<title>Demande non envoyée<\/title>.*<h1>Votre demande n’a pas été envoyée<\/h1>/s);
      assert.ok(html.includes(`il faut un numéro à 10 chiffres avec l’indicatif régional. Veuillez revenir en arrière et réessayer, ou nous appeler au <a href="tel:4185550142">418 555-0142</a>.</p>`), html);
    }
    const nameless = await post(JSON.stringify({ phone: 'abc' }), asJson);
    assert.equal((await nameless.json()).error, 'Il nous faut votre nom. Nous ne pouvons pas appeler le numéro «\u00a0abc\u00a0»\u00a0: il faut un numéro à 10 chiffres avec l’indicatif régional.');
  });
  assert.equal(sent.length, 0, 'nothing sent for any of them');
  const missing = await post(JSON.stringify({ name: FIELDS.name, email: FIELDS.email }), asJson);
  assert.equal(missing.status, 422, 'an e-mail address alone is not enough: the form asks for a phone');
  assert.equal((await missing.json()).error, 'A phone number is needed: a 10-digit number with its area code.');
  const pasted = await (await post(new URLSearchParams({ ...FIELDS, phone: `<b>${'9'.repeat(100)}` }).toString(), asForm)).text();
  assert.ok(pasted.includes(`&#34;&#60;b&#62;${'9'.repeat(34)}...&#34; cannot be called`), `quoted as text, not markup, and cut: ${pasted}`);
});

test('a number as people write it is called back; an e-mail address nobody can write to is flagged, not refused', async () => {
  for (const phone of ['(403) 555-0199', '+1 403-555-0199', '403.555.0199 x12']) {
    sent.length = 0;
    const res = await post(JSON.stringify({ ...FIELDS, phone }), asJson);
    assert.equal(res.status, 200, phone);
    assert.equal(texts().length, 2, phone);
    assert.ok(texts()[0].Body.includes(`Pat Example, ${phone}, pat@example.ca`), 'sent as the visitor wrote it');
  }
  sent.length = 0;
  const res = await post(JSON.stringify({ ...FIELDS, email: 'pat@example' }), asJson);
  assert.equal(res.status, 200);
  assert.equal(texts()[0].Body.split('\n')[1], 'Pat Example, 403 555 0199, pat@example (e-mail not valid)');
  const [mail] = emails();
  assert.equal(mail.reply_to, undefined, 'no reply to an address SendGrid would refuse');
  assert.match(mail.content[0].value, /^email: pat@example \(e-mail not valid\)$/m);
});

test('a request sent very fast is passed on, marked to check before calling', async () => {
  sent.length = 0;
  const res = await post(JSON.stringify({ ...FIELDS, suspect: 'yes', urgent: 'yes' }), asJson);
  assert.equal(res.status, 200);
  assert.equal(texts()[0].Body.split('\n')[0], 'New quote request - URGENT - CHECK: sent very fast, may be automated');
  const [mail] = emails();
  assert.equal(mail.subject, 'Quote request (URGENT, CHECK): Pat Example, red deer');
  assert.match(mail.content[0].value, /^CHECK: sent very fast, may be automated\n(.*\n)*suspect: yes$/m);
  assert.equal(textOf(FIELDS).split('\n')[0], 'New quote request', 'no mark without the field');
});

test('the alert is written in the site\'s language', async () => {
  sent.length = 0;
  await withEnv({ SITE_LANGUAGE: 'fr-CA' }, async () => {
    const lead = { name: 'Camille Exemple', email: 'camille@exemple', phone: '418 555-0199', city: 'Lévis', serviceType: 'refection-de-toiture', propertyType: 'residential', message: 'Fuite au-dessus de la cuisine!', urgent: 'yes', suspect: 'yes', page: '/soumission/', utm_source: 'google', utm_medium: 'cpc' };
    const res = await post(JSON.stringify(lead), asJson);
    assert.equal(res.status, 200);
  });
  assert.equal(texts()[0].Body, [
    'Nouvelle demande de soumission - URGENT - À VÉRIFIER\u00a0: envoyée très vite, peut-être par un robot',
    'Camille Exemple, 418 555-0199, camille@exemple (courriel non valide)',
    'refection-de-toiture à Lévis (residential)',
    '"Fuite au-dessus de la cuisine!"',
    'Envoyée depuis /soumission/ via google/cpc',
  ].join('\n'));
  assert.equal(texts()[0].SmartEncoded, 'true', 'typographic spaces go out as plain ones');
  assert.equal(emails()[0].subject, 'Demande de soumission (URGENT, À VÉRIFIER)\u00a0: Camille Exemple, Lévis');
  assert.match(emails()[0].content[0].value, /^À VÉRIFIER\u00a0: envoyée très vite, peut-être par un robot\n/);
  const cut = textOf({ name: 'A', phone: '418 555 0199', message: 'x'.repeat(2000) }, WORDS.fr);
  assert.ok(cut.length <= 450 && cut.endsWith('... (courriel)'), cut);
});

test('on Netlify the folder is the function: the file named like it answers, with the site\'s variables as settings', async () => {
  // Netlify runs the file of netlify/functions/lead-alert/ named lead-alert (or index): its default export.
  const saved = process.env.SITE_LANGUAGE;
  process.env.SITE_LANGUAGE = 'fr-CA';
  try {
    const res = await netlifyFunction(new Request('http://127.0.0.1/.netlify/functions/lead-alert', { method: 'POST', headers: asJson, body: JSON.stringify({ ...FIELDS, phone: '12' }) }));
    assert.equal(res.status, 422);
    assert.match((await res.json()).error, /^Nous ne pouvons pas appeler le numéro «\u00a012\u00a0»/);
  } finally {
    if (saved === undefined) delete process.env.SITE_LANGUAGE;
    else process.env.SITE_LANGUAGE = saved;
  }
});

test('each language has every word, with French spacing before its colons and marks', () => {
  const names = (words) => Object.keys(words).sort();
  for (const [language, words] of Object.entries(WORDS)) assert.deepEqual(names(words), names(WORDS.en), language);
  const french = Object.values(WORDS.fr).map((w) => (typeof w === 'function' ? w('X') : w)).join('\n');
  assert.doesNotMatch(french, /[^\u00a0]:|[^\u202f][?!;]|'/, 'a no-break space before ":", a narrow one before ? ! ;, and ’ for apostrophes');
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

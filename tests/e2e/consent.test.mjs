// The offers-and-reminders box (issue 37, CASL), in Chromium: a copy of the site whose quote form
// asks (`consent:` in data/quote-form.yaml) and sends to a local recording endpoint. The box is
// never ticked by itself; a request without a tick says nothing of consent; a tick sends
// `consent: yes` and when it was ticked.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { launch, url, buildCopy, serveDir, hydrated, root } from './lib.mjs';

const LABEL = 'Send me offers and maintenance reminders by e-mail. I can unsubscribe at any time.';
const received = [];
const endpoint = http.createServer((req, res) => {
  const cors = { 'Access-Control-Allow-Origin': req.headers.origin ?? '*', 'Access-Control-Allow-Headers': 'Content-Type, Accept', 'Access-Control-Allow-Methods': 'POST' };
  if (req.method === 'OPTIONS') { res.writeHead(204, { ...cors, Connection: 'close' }); res.end(); return; }
  let body = '';
  req.on('data', (c) => { body += c; });
  req.on('end', () => {
    received.push(JSON.parse(body));
    res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
    res.end('{"ok":true}');
  });
});

const tmp = mkdtempSync(path.join(os.tmpdir(), 'consent-e2e-'));
let server, browser;

before(async () => {
  await new Promise((r) => endpoint.listen(0, '127.0.0.1', r));
  const dir = buildCopy(path.join(tmp, 'site'), (yaml) => yaml.replace(/^ {2}provider: demo$/m, `  provider: endpoint\n  url: http://127.0.0.1:${endpoint.address().port}/leads\n  format: json`));
  appendFileSync(path.join(dir, 'content/data/quote-form.yaml'), `consent: ${LABEL}\n`);
  execFileSync(path.join(root, 'target/release/sitegen'), ['build', '--root', dir, '--out', path.join(dir, 'dist')], { stdio: ['ignore', 'ignore', 'pipe'] });
  server = await serveDir(dir, path.join(dir, 'dist'));
  browser = await launch();
});

after(async () => {
  await browser?.close();
  server?.stop();
  endpoint.closeAllConnections();
  endpoint.close();
  rmSync(tmp, { recursive: true, force: true });
});

async function send(page, tick) {
  await page.clock.install();
  await page.goto(server.base + url('/quote'));
  const form = page.locator('form.quote-form__form');
  await form.scrollIntoViewIfNeeded();
  await hydrated(page, 'QuoteForm');
  const box = form.getByRole('checkbox', { name: LABEL });
  assert.equal(await box.isChecked(), false, 'never ticked by itself');
  await form.getByLabel('Full Name').fill('Pat Example');
  await form.getByLabel('Email Address').fill('pat@example.ca');
  await form.getByLabel('Phone Number').fill('403 555 0199');
  await form.getByLabel('City').selectOption('red deer');
  await form.getByLabel('Service Type').selectOption('boiler-repair');
  if (tick) await box.check();
  await page.clock.fastForward(4000);
  const before = received.length;
  await form.getByRole('button', { name: 'Get My Free Quote' }).click();
  await page.locator('.toast').getByText('Quote Request Submitted').waitFor();
  assert.equal(received.length, before + 1);
  return received.at(-1);
}

test('the offers box is unticked; only a tick sends consent, with when it was given', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const without = await send(page, false);
  assert.ok(!('consent' in without) && !('consentAt' in without), JSON.stringify(without));
  const ticked = await send(page, true);
  assert.equal(ticked.consent, 'yes');
  assert.match(ticked.consentAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
  await context.close();
});

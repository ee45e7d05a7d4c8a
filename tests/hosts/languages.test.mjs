// A site in two languages (English at /, French under /fr/, started by `sitegen init`) on the
// hosts that differ in how they answer a missing address: a missing French address must show the
// French not-found page, a missing English one the English page. Netlify (`netlify dev`, which
// reads the build's `_redirects` rule `/fr/* /fr/404.html 404`) and Cloudflare Pages (`wrangler
// pages dev`, which serves the nearest 404.html up the folders) are asked with their own
// software; GitHub Pages, which serves its one top-level 404.html at every missing address, is
// emulated as documented and the page is loaded in Chromium, with JavaScript and without.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { launch, watchConsole } from '../e2e/lib.mjs';
import { bin, get, root, startServer } from './lib.mjs';

const sitegen = path.join(root, 'target/release/sitegen');
// Ports of this file (127.0.0.1 only), apart from the other host files'.
const NETLIFY = [4841, 4842, 4843];
const CLOUDFLARE = [4851, 4852];
const GITHUB = 4861;
const HOSTS = ['netlify', 'cloudflare', 'github-pages'];

let dir;
const dists = {};
before(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-languages-'));
  const site = path.join(dir, 'site');
  execFileSync(sitegen, ['init', site, '--name', 'Harbour Roofing', '--trade', 'roofing', '--city', 'Moncton', '--city', 'Dieppe',
    '--phone', '(506) 555-0134', '--email', 'info@example.ca', '--language', 'en-CA,fr-CA'], { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const host of HOSTS) {
    dists[host] = path.join(dir, host, 'dist');
    execFileSync(sitegen, ['build', '--root', site, '--host', host, '--out', dists[host]], { stdio: ['ignore', 'pipe', 'pipe'] });
  }
});
after(() => { if (dir) rmSync(dir, { recursive: true, force: true }); });

const FRENCH = '<h1>Cette page n’existe pas</h1>';
const ENGLISH = '<h1>This page does not exist</h1>';

/** Both languages' missing addresses, in the host's URL form. */
function missing(host) {
  const bare = host === 'cloudflare';
  return {
    french: bare ? ['/fr/no-such-page', '/fr/roof-repair/nothing'] : ['/fr/no-such-page/', '/fr/a/b/'],
    english: bare ? ['/no-such-page', '/quote/nothing'] : ['/no-such-page/', '/quote/nothing/'],
  };
}

async function answersInEachLanguage(host, base) {
  const { french, english } = missing(host);
  for (const [paths, lang, h1, other] of [[french, 'fr-CA', FRENCH, 'hreflang="en-CA"'], [english, 'en-CA', ENGLISH, 'hreflang="fr-CA"']]) {
    for (const p of paths) {
      const res = await get(base, p);
      const html = await res.text();
      assert.equal(res.status, 404, `${host} ${p}`);
      assert.ok(html.includes(`<html lang="${lang}">`) && html.includes(h1), `${host} ${p}: the ${lang} not-found page`);
      assert.ok(html.includes(`class="lang-bar__link"`) && html.includes(other), `${host} ${p}: a link to the other language`);
      assert.ok(!html.includes('rel="canonical"'), `${host} ${p}: no canonical address`);
    }
  }
}

test('netlify: a missing French address answers 404 with the French not-found page (its _redirects rule)', async () => {
  const rules = readFileSync(path.join(dists.netlify, '_redirects'), 'utf8');
  assert.match(rules, /^\/fr\/\* \/fr\/404\.html 404$/m);
  const server = await startServer({
    command: bin('netlify'),
    args: ['dev', '--dir', 'dist', '--offline', '--internal-disable-edge-functions', '--port', String(NETLIFY[0]),
      '--staticServerPort', String(NETLIFY[1]), '--functions-port', String(NETLIFY[2]), '--no-open', '--skip-gitignore'],
    cwd: path.dirname(dists.netlify),
    env: {
      NETLIFY_TELEMETRY_DISABLED: '1', BROWSER: 'none', CI: '1',
      NODE_OPTIONS: `--require ${path.resolve(import.meta.dirname, 'loopback.cjs')}`,
    },
    ready: /Local dev server ready/,
    port: NETLIFY[0],
  });
  try {
    await answersInEachLanguage('netlify', server.base);
    assert.equal((await get(server.base, '/fr/')).status, 200, 'the French home is a page');
  } finally {
    await server.stop();
  }
});

test('cloudflare: a missing French address answers 404 with fr/404.html, the nearest up the folders', async () => {
  assert.ok(!readFileSync(path.join(dists.cloudflare, '_redirects'), 'utf8').includes(' 404'), 'no rule: Cloudflare finds it itself');
  const server = await startServer({
    command: bin('wrangler'),
    args: ['pages', 'dev', 'dist', '--ip', '127.0.0.1', '--port', String(CLOUDFLARE[0]), '--inspector-port', String(CLOUDFLARE[1]),
      '--compatibility-date=2026-04-26'],
    cwd: path.dirname(dists.cloudflare),
    env: { WRANGLER_SEND_METRICS: 'false', CI: '1', NODE_OPTIONS: `--require ${path.resolve(import.meta.dirname, 'loopback.cjs')}` },
    ready: /Ready on http:\/\/127\.0\.0\.1/,
    port: CLOUDFLARE[0],
  });
  try {
    await answersInEachLanguage('cloudflare', server.base);
  } finally {
    await server.stop();
  }
});

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.avif': 'image/avif', '.webp': 'image/webp', '.json': 'application/json',
  '.webmanifest': 'application/manifest+json', '.xml': 'application/xml', '.txt': 'text/plain' };

/** GitHub Pages as documented: a file as it is, a folder's index.html, a folder without its slash
 * redirected to it, and the one top-level 404.html with status 404 for anything else. */
function githubPages(dist) {
  return http.createServer((req, res) => {
    const p = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = path.join(dist, p);
    const send = (status, f) => {
      res.writeHead(status, { 'content-type': TYPES[path.extname(f)] ?? 'application/octet-stream' });
      res.end(readFileSync(f));
    };
    if (p.includes('..')) return send(404, path.join(dist, '404.html'));
    if (existsSync(file) && statSync(file).isFile()) return send(200, file);
    if (existsSync(path.join(file, 'index.html'))) {
      if (p.endsWith('/')) return send(200, path.join(file, 'index.html'));
      res.writeHead(301, { location: `${p}/` });
      return res.end();
    }
    return send(404, path.join(dist, '404.html'));
  });
}

test('github-pages: the one 404.html shows the French page at a French address, in Chromium, and English without JavaScript', async () => {
  const dist = dists['github-pages'];
  assert.ok(!existsSync(path.join(dist, '_redirects')));
  const server = githubPages(dist);
  await new Promise((resolve) => server.listen(GITHUB, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${GITHUB}`;
  const browser = await launch();
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    await context.addInitScript(() => {
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const page = await context.newPage();
    const problems = watchConsole(page);
    for (const p of ['/fr/no-such-page/', '/fr/a/b/']) {
      const response = await page.goto(base + p);
      assert.equal(response.status(), 404, p);
      assert.equal(await page.getAttribute('html', 'lang'), 'fr-CA', p);
      assert.equal(await page.locator('h1').innerText(), 'Cette page n’existe pas', p);
      assert.match(await page.title(), /^Page introuvable \| /);
      assert.equal(await page.locator('.lang-bar__link').getAttribute('href'), '/');
      assert.equal(await page.locator('#language-pick-page').count(), 0, 'the English page is gone');
      assert.deepEqual(await page.evaluate(() => window.__violations), [], `${p}: no CSP violation`);
    }
    await page.goto(`${base}/no-such-page/`);
    assert.equal(await page.getAttribute('html', 'lang'), 'en-CA');
    assert.equal(await page.locator('h1').innerText(), 'This page does not exist');
    assert.equal(await page.locator('.lang-bar__link').getAttribute('href'), '/fr/');
    // The not-found island logs the address, and Chromium the 404 itself: nothing else.
    assert.deepEqual(problems.filter((m) => !/status of 404/.test(m)), []);
    await context.close();

    // Without JavaScript the first language's page stays, with its link to the French home.
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await plain.newPage();
    await noScript.goto(`${base}/fr/no-such-page/`);
    assert.equal(await noScript.getAttribute('html', 'lang'), 'en-CA');
    assert.equal(await noScript.locator('.lang-bar__link').getAttribute('href'), '/fr/');
    await plain.close();
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
});

// Hosts with no local software to run: GitHub Pages, S3 + CloudFront and any other static server
// (generic). The build's shape is checked against how those hosts are documented to serve files,
// and S3's generated CloudFront function is run as CloudFront would run it, in front of a bucket
// that answers 403 for a missing object and the custom error response docs/deploy.md describes.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { buildFor, canonicals, pageUrl, sitemapPaths, writtenRedirects } from './lib.mjs';

const HOSTS = ['github-pages', 's3', 'generic'];
const dists = {};
before(() => { for (const host of HOSTS) dists[host] = buildFor(host); });

/** How GitHub Pages (and S3's website endpoint, and most servers) map an address to a file. */
function staticAnswer(dist, url) {
  const p = decodeURI(new URL(url, 'http://x').pathname);
  const rel = p.slice(1);
  if (p.endsWith('/')) return existsSync(path.join(dist, rel, 'index.html')) ? { status: 200, file: path.join(rel, 'index.html') } : { status: 404 };
  if (existsSync(path.join(dist, rel)) && statSync(path.join(dist, rel)).isFile()) return { status: 200, file: rel };
  if (existsSync(path.join(dist, rel, 'index.html'))) return { status: 301, location: `${p}/` };
  if (existsSync(path.join(dist, `${rel}.html`))) return { status: 200, file: `${rel}.html` };
  return { status: 404 };
}

const internalLinks = (html) => [...html.matchAll(/\s(?:href|src|action)="(\/[^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));

for (const host of HOSTS) {
  test(`${host}: every page is route/index.html at its canonical /route/, and every internal link lands on a file with no redirect`, () => {
    const dist = dists[host];
    const listed = sitemapPaths(dist);
    assert.ok(listed.length >= 60);
    const failures = [];
    for (const p of listed) {
      if (p !== '/' && !p.endsWith('/')) failures.push(`${p}: not in the /route/ form`);
      const answer = staticAnswer(dist, p);
      if (answer.status !== 200) failures.push(`${p}: ${answer.status}`);
    }
    for (const { file, html } of canonicals(dist)) {
      for (const link of internalLinks(html)) {
        const answer = staticAnswer(dist, link);
        if (answer.status !== 200) failures.push(`${file}: ${link} answers ${answer.status} ${answer.location ?? ''}`);
      }
    }
    assert.deepEqual(failures, []);
  });

  test(`${host}: relies on no _headers or _redirects; every page carries the CSP and referrer policy in <meta>`, () => {
    const dist = dists[host];
    assert.ok(!existsSync(path.join(dist, '_headers')), '_headers');
    assert.ok(!existsSync(path.join(dist, '_redirects')), '_redirects');
    const failures = [];
    const pages = canonicals(dist);
    assert.ok(pages.length >= 80);
    for (const { file, html } of pages) {
      const head = html.slice(0, html.indexOf('</head>'));
      const csp = head.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/)?.[1]?.replace(/&#39;/g, "'");
      if (!csp) { failures.push(`${file}: no CSP meta`); continue; }
      // Before anything the policy governs is loaded.
      const at = head.indexOf('http-equiv="Content-Security-Policy"');
      const first = Math.min(...['<script', '<link rel="stylesheet"', '<link rel="modulepreload"'].map((t) => head.indexOf(t)).filter((i) => i >= 0), Infinity);
      if (at > first) failures.push(`${file}: CSP meta after a script or stylesheet`);
      for (const want of ["default-src 'self'", "script-src 'self'", "style-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
        if (!csp.includes(want)) failures.push(`${file}: CSP lacks ${want}`);
      }
      // Browsers ignore frame-ancestors in <meta> and say so in the console.
      if (/frame-ancestors|unsafe-inline|unsafe-eval|report-uri|sandbox/.test(csp)) failures.push(`${file}: ${csp}`);
      if (!head.includes('<meta name="referrer" content="strict-origin-when-cross-origin">')) failures.push(`${file}: no referrer meta`);
    }
    assert.deepEqual(failures, []);
  });

  test(`${host}: each redirect is a page at the old address that moves visitors and search engines on`, () => {
    const dist = dists[host];
    for (const { from, to } of writtenRedirects()) {
      const file = path.join(dist, from.slice(1), 'index.html');
      assert.ok(existsSync(file), `${from}: ${file}`);
      const html = readFileSync(file, 'utf8');
      const target = pageUrl(dist, to);
      assert.ok(html.includes(`<meta http-equiv="refresh" content="0; url=${target}">`), `${from} -> ${target}`);
      assert.ok(html.includes(`<link rel="canonical" href="https://www.chinookheating.ca${target}">`), `${from}: canonical`);
      assert.ok(html.includes('<meta name="robots" content="noindex">'), `${from}: noindex`);
      assert.equal(staticAnswer(dist, target).status, 200, `${target} is a page`);
      assert.ok(!sitemapPaths(dist).includes(`${from}/`), `${from} not in the sitemap`);
    }
  });
}

test('s3: only the S3 build writes a CloudFront function, and it is no page of the site', () => {
  assert.ok(existsSync(path.join(dists.s3, '_cloudfront-function.js')));
  assert.ok(!existsSync(path.join(dists['github-pages'], '_cloudfront-function.js')));
  assert.ok(!existsSync(path.join(dists.generic, '_cloudfront-function.js')));
  assert.ok(!readFileSync(path.join(dists.s3, 'sitemap.xml'), 'utf8').includes('cloudfront'));
});

/**
 * CloudFront in front of a private S3 bucket (REST origin, read-only access): the viewer-request
 * function runs first; the bucket answers an existing key with 200 and anything else with 403; the
 * custom error response turns a 403 into /404.html with status 404 (docs/deploy.md).
 */
function cloudfront(dist) {
  const code = readFileSync(path.join(dist, '_cloudfront-function.js'), 'utf8');
  // The function must parse as the plain JavaScript CloudFront Functions run (no modules, no require).
  assert.doesNotMatch(code, /\b(import|export|require)\b/);
  const context = vm.createContext({});
  vm.runInContext(code, context);
  return (url) => {
    const u = new URL(url, 'https://www.chinookheating.ca');
    const querystring = {};
    for (const [k, v] of u.searchParams) querystring[k] = { value: v };
    const request = { method: 'GET', uri: decodeURI(u.pathname), querystring, headers: {} };
    const result = context.handler({ version: '1.0', context: { eventType: 'viewer-request' }, viewer: { ip: '127.0.0.1' }, request });
    if (result.statusCode) return { status: result.statusCode, location: result.headers.location.value };
    const key = result.uri.slice(1);
    const file = path.join(dist, key);
    if (key && existsSync(file) && statSync(file).isFile()) return { status: 200, body: readFileSync(file, 'utf8') };
    return { status: 404, body: readFileSync(path.join(dist, '404.html'), 'utf8'), origin: 403 };
  };
}

test('s3: behind the CloudFront function, pages answer 200 at /route/, redirects are 301s and a missing page is the 404 page with 404', () => {
  const dist = dists.s3;
  const get = cloudfront(dist);
  const failures = [];
  for (const p of sitemapPaths(dist)) {
    const res = get(p);
    const canonical = res.body?.match(/<link rel="canonical" href="https?:\/\/[^/"]+(\/[^"]*)">/)?.[1];
    if (res.status !== 200 || canonical !== p) failures.push(`${p}: ${res.status} ${canonical}`);
    if (p !== '/') {
      const bare = get(p.slice(0, -1));
      if (bare.status !== 301 || bare.location !== p) failures.push(`${p.slice(0, -1)}: ${bare.status} ${bare.location}`);
    }
  }
  for (const { from, to } of writtenRedirects()) {
    for (const source of [from, `${from}/`, `${from}?utm_source=google&gclid=abc`]) {
      const res = get(source);
      const want = pageUrl(dist, to) + (source.includes('?') ? '?utm_source=google&gclid=abc' : '');
      if (res.status !== 301 || res.location !== want) failures.push(`${source}: ${res.status} ${res.location}, not 301 ${want}`);
      else if (get(res.location).status !== 200) failures.push(`${source} -> ${res.location}: ${get(res.location).status}`);
    }
  }
  const asset = readdirSync(path.join(dist, 'assets')).find((f) => f.endsWith('.css'));
  if (get(`/assets/${asset}`).status !== 200) failures.push(`/assets/${asset}`);
  assert.deepEqual(failures, []);
  for (const missing of ['/no-such-page/', '/calgary/no-such-service/', '/assets/no-such-file.js', '/favicon.png']) {
    const res = get(missing);
    assert.equal(res.status, 404, missing);
    assert.equal(res.origin, 403, 'the bucket itself says 403: only the error response makes it a 404');
    assert.match(res.body, /<title>Page Not Found/);
  }
  // A bare unknown address first gets the slash, like every bare address, then the 404.
  assert.deepEqual(get('/no-such-page'), { status: 301, location: '/no-such-page/' });
});

// Netlify, on its own local software: `netlify dev --offline` serves the build made for
// `host: netlify` (pages as route/index.html at /route/, `_redirects` with no file shadowing a rule,
// `_headers`). netlify-cli listens on every interface and has no option for that: it runs with
// loopback.cjs preloaded, and the suite checks every listening socket of its processes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { hostSuite } from './suite.mjs';
import { bin, root, servedCopy, startServer } from './lib.mjs';

// Ports of this suite (127.0.0.1 only): the proxy, its static server and its functions server.
const PORT = 4821;
const STATIC = 4822;
const FUNCTIONS = 4823;

let log = () => '';
const suite = hostSuite({
  host: 'netlify',
  // netlify dev answers every static file with `cache-control: public, max-age=0` whatever
  // `_headers` says; the rules are checked below with Netlify's own parser and matcher.
  cacheOnWire: false,
  start: async (dist) => {
    const cwd = servedCopy('netlify', dist);
    // The repository's netlify.toml, read by Netlify's own configuration loader: a mistake in it
    // stops netlify dev, as it would stop the build on Netlify.
    cpSync(path.join(root, 'netlify.toml'), path.join(cwd, 'netlify.toml'));
    const server = await startServer({
      command: bin('netlify'),
      args: ['dev', '--dir', 'dist', '--offline', '--internal-disable-edge-functions', '--port', String(PORT),
        '--staticServerPort', String(STATIC), '--functions-port', String(FUNCTIONS), '--no-open', '--skip-gitignore'],
      cwd,
      env: {
        NETLIFY_TELEMETRY_DISABLED: '1', BROWSER: 'none', CI: '1',
        NODE_OPTIONS: `--require ${path.resolve(import.meta.dirname, 'loopback.cjs')}`,
      },
      ready: /Local dev server ready/,
      port: PORT,
    });
    log = server.log;
    return { ...server, port: PORT };
  },
});

/** Every address the build serves a file at, as Netlify serves it (pages at /route/). */
function servedPaths(dist) {
  return readdirSync(dist, { recursive: true })
    .map((f) => String(f).split(path.sep).join('/'))
    .filter((f) => !f.startsWith('_') && statSync(path.join(dist, f)).isFile())
    .map((f) => (f === 'index.html' ? '/' : f.endsWith('/index.html') ? `/${f.slice(0, -'index.html'.length)}` : `/${f}`));
}

test('netlify: Netlify reads _headers without error, and no address matches two Cache-Control rules', async () => {
  const dist = suite.dist();
  const { headers, errors } = await parseAllHeaders({ headersFiles: [path.join(dist, '_headers')], configHeaders: [], minimal: false });
  assert.deepEqual(errors, []);
  const caching = headers.filter((h) => Object.keys(h.values).some((n) => n.toLowerCase() === 'cache-control'));
  const paths = servedPaths(dist);
  assert.ok(paths.length > 100, `${paths.length} served files`);
  const failures = [];
  for (const p of paths) {
    const hits = caching.filter((h) => h.forRegExp.test(p)).map((h) => h.for);
    if (hits.length > 1) failures.push(`${p}: ${hits.join(' and ')}`);
    // Pages, bundles and pictures each have their rule; the not-found page is served at unknown
    // addresses, which no rule names, and the few site files keep Netlify's default.
    const needsRule = p.endsWith('/') || /^\/(assets|images)\//.test(p);
    if (needsRule && hits.length === 0) failures.push(`${p}: no Cache-Control rule`);
  }
  assert.deepEqual(failures, []);
});

test('netlify: every redirect is an unforced 301 with no file at its source to shadow it', async () => {
  const dist = suite.dist();
  const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [path.join(dist, '_redirects')], configRedirects: [], minimal: false });
  assert.deepEqual(errors, []);
  assert.ok(redirects.length >= 12);
  for (const r of redirects) {
    assert.equal(r.status, 301, r.from);
    assert.equal(r.force, false, r.from);
    const bare = r.from.replace(/\/$/, '');
    assert.ok(!existsSync(path.join(dist, bare)) && !existsSync(path.join(dist, `${bare}.html`)), `nothing published at ${r.from}`);
  }
});

test('netlify: netlify.toml publishes dist/ built by tools/host-build.sh netlify, on Node 20', () => {
  const toml = readFileSync(path.join(root, 'netlify.toml'), 'utf8');
  assert.match(toml, /^\s*command = "tools\/host-build\.sh netlify"$/m);
  assert.match(toml, /^\s*publish = "dist"$/m);
  assert.match(toml, /^\s*NODE_VERSION = "20"$/m);
  assert.ok(statSync(path.join(root, 'tools/host-build.sh')).mode & 0o111, 'the build script is executable');
  // netlify dev read it (above), and found nothing to complain about.
  assert.match(log(), /Injected netlify\.toml file env vars: NODE_VERSION/);
  assert.match(log(), new RegExp(`Static server listening to ${STATIC}\\b`), 'the static server on its own port');
  assert.doesNotMatch(log(), /Configuration property|invalid|error|warning/i, log());
});


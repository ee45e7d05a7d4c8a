// Cloudflare Pages, on its own local software: `wrangler pages dev` (workerd, offline) serves the
// build made for `host: cloudflare` (pages as route.html at /route, `_redirects`, `_headers`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hostSuite } from './suite.mjs';
import { bin, servedCopy, startServer } from './lib.mjs';

// Ports of this suite (127.0.0.1 only): the server and wrangler's inspector.
const PORT = 4811;
const INSPECTOR = 4812;
// A date the bundled workerd supports: without one wrangler refuses to start when the machine's
// clock is newer than its runtime.
const COMPATIBILITY_DATE = '2026-04-26';

let log = () => '';
const suite = hostSuite({
  host: 'cloudflare',
  cacheOnWire: true,
  start: async (dist) => {
    const cwd = servedCopy('cloudflare', dist);
    const server = await startServer({
      command: bin('wrangler'),
      args: ['pages', 'dev', 'dist', '--ip', '127.0.0.1', '--port', String(PORT), '--inspector-port', String(INSPECTOR),
        `--compatibility-date=${COMPATIBILITY_DATE}`],
      cwd,
      env: { WRANGLER_SEND_METRICS: 'false', CI: '1', NODE_OPTIONS: `--require ${path.resolve(import.meta.dirname, 'loopback.cjs')}` },
      ready: /Ready on http:\/\/127\.0\.0\.1/,
      port: PORT,
    });
    log = server.log;
    return { ...server, port: PORT };
  },
});

test('cloudflare: wrangler accepts every _redirects and _headers rule of the build', () => {
  const dist = suite.dist();
  const redirects = readFileSync(path.join(dist, '_redirects'), 'utf8').trim().split('\n').length;
  const headers = readFileSync(path.join(dist, '_headers'), 'utf8').split('\n').filter((l) => l.startsWith('/')).length;
  assert.match(log(), new RegExp(`Parsed ${redirects} valid redirect rules`));
  assert.match(log(), new RegExp(`Parsed ${headers} valid header rules`));
  assert.doesNotMatch(log(), /invalid/i);
  // Cloudflare Pages reads at most 100 header rules and 2,000 static redirects.
  assert.ok(headers <= 100, `${headers} header rules`);
});

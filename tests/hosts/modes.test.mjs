// A web server runs as a user of its own (nginx's www-data, Apache, Caddy), and an upload with
// `rsync -a` or an archive carries each file's mode to the host: a file only its owner can read is
// a 403 or a 404 there. The site is built under the usual umask (022) into a folder anyone may
// enter, with one cached photo left at 0600 as an older sitegen left its cache, and every file of
// the build is fetched from `python3 -m http.server` running as `nobody`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, startServer } from './lib.mjs';

const PORT = 4831;
let dir, dist, server;

before(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-modes-'));
  chmodSync(dir, 0o755);
  dist = path.join(dir, 'dist');
  const cached = path.join(root, '.sitegen-cache/images/files');
  const photo = readdirSync(cached).find((f) => f.endsWith('.avif'));
  assert.ok(photo, 'the site is built first (make build): its photos are in the cache');
  chmodSync(path.join(cached, photo), 0o600);
  execFileSync('sh', ['-c', 'umask 022 && exec "$0" build --host generic --out "$1" --root "$2"', path.join(root, 'target/release/sitegen'), dist, root], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server = await startServer({
    command: 'setpriv',
    args: ['--reuid=nobody', '--regid=nogroup', '--clear-groups', '/usr/bin/python3', '-m', 'http.server', String(PORT), '--bind', '127.0.0.1', '--directory', dist],
    cwd: '/',
    ready: /Serving HTTP/,
    port: PORT,
  });
});
after(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const files = (d) => readdirSync(d, { recursive: true }).map(String).filter((f) => statSync(path.join(d, f)).isFile());

test('every file of the build has the mode the umask gives (0644), every folder 0755', () => {
  const wrong = [];
  for (const rel of readdirSync(dist, { recursive: true }).map(String)) {
    const s = statSync(path.join(dist, rel));
    const want = s.isDirectory() ? 0o755 : 0o644;
    if ((s.mode & 0o777) !== want) wrong.push(`${rel}: ${(s.mode & 0o777).toString(8)}`);
  }
  assert.deepEqual(wrong, []);
});

test('a server running as nobody answers 200 for every file of the build, photos included', async () => {
  const all = files(dist);
  assert.ok(all.filter((f) => f.startsWith('img/')).length > 100, 'the photos are in the build');
  const failed = [];
  for (const rel of all) {
    const url = `${server.base}/${rel.split(path.sep).map(encodeURIComponent).join('/')}`;
    const res = await fetch(url, { redirect: 'manual' });
    await res.arrayBuffer();
    if (res.status !== 200) failed.push(`${rel}: ${res.status}`);
  }
  assert.deepEqual(failed, []);
});

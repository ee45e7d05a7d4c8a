// The Codespace's start script (.devcontainer/start.sh) against a local fake of GitHub's release
// downloads: it takes the release of the repository's own version (with curl and the token, or
// with GitHub's CLI), checks the checksum, falls back to the newest release only when that one
// does not exist and says so, refuses a file that does not match its checksum, and starts the
// preview. The "released" binary is this checkout's release build; nothing leaves 127.0.0.1.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REPO = 'chinook-heating/site';
const ASSET = 'sitegen-linux-x86_64';
const VERSION = /^version = "(.*)"$/m.exec(readFileSync(path.join(root, 'crates/cli/Cargo.toml'), 'utf8'))[1];
const binary = readFileSync(path.join(root, 'target/release/sitegen'));
const sum = (bytes) => `${createHash('sha256').update(bytes).digest('hex')}  ${ASSET}\n`;

// What the fake GitHub has: tag -> asset bytes (and whether its checksum file lies).
let releases = {};
const requests = [];
const github = http.createServer((req, res) => {
  requests.push({ url: req.url, auth: req.headers.authorization ?? '' });
  const m = new RegExp(`^/${REPO}/releases/(?:download/([^/]+)|latest/download)/(${ASSET}(?:\\.sha256)?)$`).exec(req.url);
  const release = m && releases[m[1] ?? 'latest'];
  if (!release) { res.writeHead(404); res.end('Not Found'); return; }
  res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
  res.end(m[2].endsWith('.sha256') ? (release.badSum ? sum(Buffer.from('something else')) : sum(release.bytes)) : release.bytes);
});

let dir;
let base;
before(async () => {
  await new Promise((r) => github.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${github.address().port}`;
  dir = mkdtempSync(path.join(os.tmpdir(), 'start-sh-'));
});
after(() => {
  github.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A fresh checkout of the site: the start script, the version, the content; a GitHub remote. */
function checkout(name) {
  const repo = path.join(dir, name);
  mkdirSync(path.join(repo, 'crates/cli'), { recursive: true });
  cpSync(path.join(root, '.devcontainer'), path.join(repo, '.devcontainer'), { recursive: true });
  cpSync(path.join(root, 'crates/cli/Cargo.toml'), path.join(repo, 'crates/cli/Cargo.toml'));
  for (const d of ['content', 'static']) cpSync(path.join(root, d), path.join(repo, d), { recursive: true });
  execFileSync('git', ['init', '-q', repo]);
  execFileSync('git', ['-C', repo, 'remote', 'add', 'origin', `https://github.com/${REPO}.git`]);
  return repo;
}

/** GitHub's CLI as far as the script uses it: `gh release download [TAG] --repo R --dir D --pattern P...`. */
function fakeGh(binDir, log) {
  mkdirSync(binDir, { recursive: true });
  const gh = path.join(binDir, 'gh');
  writeFileSync(gh, `#!/usr/bin/env bash
echo "gh $*" >> "${log}"
[ "$1 $2" = "release download" ] || exit 2
shift 2
tag=""; repo=""; dir=.; patterns=()
while [ $# -gt 0 ]; do
  case "$1" in
    --repo) repo=$2; shift 2 ;;
    --dir) dir=$2; shift 2 ;;
    --pattern) patterns+=("$2"); shift 2 ;;
    --clobber) shift ;;
    *) tag=$1; shift ;;
  esac
done
path="releases/latest/download"; [ -n "$tag" ] && path="releases/download/$tag"
for p in "\${patterns[@]}"; do
  curl -fsS -o "$dir/$p" "${base}/$repo/$path/$p" || { echo "release not found" >&2; exit 1; }
done
`);
  chmodSync(gh, 0o755);
}

/**
 * Runs the start script with only what a Codespace's base image has on its PATH (asynchronously:
 * the fake GitHub answers from this process).
 */
async function start(repo, { gh = false, port } = {}) {
  const bin = path.join(repo, '.test-bin');
  if (gh) fakeGh(bin, path.join(repo, 'gh.log'));
  const child = spawn('bash', ['.devcontainer/start.sh'], {
    cwd: repo,
    // The preview it starts keeps running detached, writing to its own log; not to these pipes.
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: `${bin}:/usr/local/bin:/usr/bin:/bin`,
      HOME: repo,
      SITEGEN_RELEASES_URL: base,
      SITEGEN_PORT: String(port),
      GITHUB_TOKEN: 'codespace-token',
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => { stdout += d; });
  child.stderr.on('data', (d) => { stderr += d; });
  const status = await new Promise((resolve) => child.on('exit', resolve));
  const r = { status, stdout, stderr };
  return { ...r, log: existsSync(path.join(repo, '.sitegen-bin/serve.log')) ? readFileSync(path.join(repo, '.sitegen-bin/serve.log'), 'utf8') : '' };
}

function stopServe(repo) {
  const pid = path.join(repo, '.sitegen-bin/serve.pid');
  if (existsSync(pid)) {
    try { process.kill(-Number(readFileSync(pid, 'utf8')), 'SIGTERM'); } catch { /* gone already */ }
    try { process.kill(Number(readFileSync(pid, 'utf8')), 'SIGTERM'); } catch { /* gone already */ }
  }
}

const freePort = () => 42000 + Math.floor(Math.random() * 2000);

test('without gh: the release of the repository\'s version, with curl and the token, checked; the preview answers', async () => {
  if (spawnSync('sh', ['-c', 'command -v gh']).status === 0) return; // this machine's own gh would be used
  releases = { [`v${VERSION}`]: { bytes: binary }, latest: { bytes: Buffer.from('not this one') } };
  requests.length = 0;
  const repo = checkout('curl');
  const port = freePort();
  try {
    const r = await start(repo, { port });
    assert.equal(r.status, 0, `${r.stdout}\n${r.stderr}\n${r.log}`);
    assert.match(r.stdout, new RegExp(`sitegen ${VERSION.replace(/\./g, '\\.')}: the release of this repository's version \\(v${VERSION.replace(/\./g, '\\.')}\\)\\.`));
    assert.match(r.stdout, /The preview with the editor is on port \d+/);
    assert.deepEqual(requests.map((q) => q.url), [`/${REPO}/releases/download/v${VERSION}/${ASSET}`, `/${REPO}/releases/download/v${VERSION}/${ASSET}.sha256`]);
    assert.ok(requests.every((q) => q.auth === 'Bearer codespace-token'), 'the Codespace\'s token');
    assert.deepEqual(readFileSync(path.join(repo, '.sitegen-bin/sitegen')), binary);
    const page = await fetch(`http://127.0.0.1:${port}/`);
    assert.equal(page.status, 200);
  } finally {
    stopServe(repo);
  }
});

test('with gh, when the version has no release: the newest one, and the script says which it took', async () => {
  releases = { latest: { bytes: binary } };
  const repo = checkout('gh');
  const port = freePort();
  try {
    const r = await start(repo, { gh: true, port });
    assert.equal(r.status, 0, `${r.stdout}\n${r.stderr}\n${r.log}`);
    const calls = readFileSync(path.join(repo, 'gh.log'), 'utf8').trim().split('\n');
    assert.match(calls[0], new RegExp(`^gh release download v${VERSION.replace(/\./g, '\\.')} --repo ${REPO} `), 'the version first');
    assert.match(calls[1], new RegExp(`^gh release download --repo ${REPO} `), 'then the newest');
    assert.match(r.stderr, new RegExp(`No release v${VERSION.replace(/\./g, '\\.')} \\(this repository's version\\): using the newest release instead, sitegen \\d+\\.\\d+\\.\\d+ \\(commit [0-9a-f]+\\)\\.`));
    assert.equal((await fetch(`http://127.0.0.1:${port}/`)).status, 200);
  } finally {
    stopServe(repo);
  }
});

test('a download that does not match its checksum is never run, and the script says what to do', async () => {
  releases = { [`v${VERSION}`]: { bytes: binary, badSum: true }, latest: { bytes: binary, badSum: true } };
  const repo = checkout('bad');
  const r = await start(repo, { gh: true, port: freePort() });
  assert.equal(r.status, 1);
  assert.match(r.stderr, /The downloaded sitegen does not match its checksum: not used\./);
  assert.match(r.stderr, /No sitegen: the repository has no release yet\./);
  assert.ok(!existsSync(path.join(repo, '.sitegen-bin/sitegen')));
});

// Shared set-up for the host tests: build the real site for a host, serve it with that host's own
// local software (wrangler for Cloudflare Pages, netlify-cli for Netlify) on 127.0.0.1 only, and
// read what the build says it publishes (sitemap, canonicals, redirects).
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, existsSync } from 'node:fs';
import path from 'node:path';
import { root } from '../e2e/lib.mjs';

export { root };
export const bin = (name) => path.join(root, 'node_modules/.bin', name);
const work = path.join(root, '.sitegen-cache/hosts');

/** Builds the real site for `host` into its own folder and returns that folder. */
export function buildFor(host) {
  const out = path.join(work, host, 'dist');
  execFileSync(path.join(root, 'target/release/sitegen'), ['build', '--host', host, '--out', out, '--root', root], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, SOURCE_DATE_EPOCH: '1767225600' },
  });
  return out;
}

/** A copy of `dist` to serve: the hosts' tools write into the folders they serve. */
export function servedCopy(host, dist) {
  const dir = path.join(work, host, 'served');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(dist, path.join(dir, 'dist'), { recursive: true });
  return dir;
}

/** Page addresses the sitemap lists (paths, in the host's URL form). */
export function sitemapPaths(dist) {
  const xml = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
}

/** Every HTML file of the build with the canonical address it names (paths only). */
export function canonicals(dist) {
  const out = [];
  for (const file of readdirSync(dist, { recursive: true })) {
    if (!String(file).endsWith('.html')) continue;
    const html = readFileSync(path.join(dist, file), 'utf8');
    const m = html.match(/<link rel="canonical" href="https?:\/\/[^/"]+(\/[^"]*)">/);
    out.push({ file: String(file).split(path.sep).join('/'), canonical: m?.[1], html });
  }
  return out;
}

/** The redirects content/redirects.yaml asks for: [{ from, to }] as written there. */
export function writtenRedirects() {
  const yaml = readFileSync(path.join(root, 'content/redirects.yaml'), 'utf8');
  return [...yaml.matchAll(/\{\s*from:\s*([^,\s]+),\s*to:\s*([^}\s]+)\s*\}/g)].map((m) => ({ from: m[1], to: m[2] }));
}

/** `route` in the URL form the build uses (read from where the build put the about page). */
export function pageUrl(dist, route) {
  if (route === '/') return '/';
  return existsSync(path.join(dist, 'about.html')) ? route : `${route}/`;
}

/** Fetches without following redirects. */
export async function get(base, p, init = {}) {
  return fetch(base + p, { redirect: 'manual', ...init });
}

/**
 * Starts a host's local server and waits until it answers. Its output is kept for messages;
 * `stop()` ends the whole process group it started.
 */
export async function startServer({ command, args, cwd, env, ready, port, timeoutMs = 90000 }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout.on('data', (d) => { log += d; });
  child.stderr.on('data', (d) => { log += d; });
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (ready.test(log)) {
      try {
        await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' });
        break;
      } catch { /* not answering yet */ }
    }
    const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r(undefined), 200))]);
    if (code !== undefined) throw new Error(`${command} exited with ${code}:\n${log}`);
    if (Date.now() > deadline) {
      stopGroup(child.pid);
      throw new Error(`${command} did not start in ${timeoutMs} ms:\n${log}`);
    }
  }
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    log: () => log,
    stop: async () => {
      stopGroup(child.pid);
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    },
  };
}

function stopGroup(pid) {
  try { process.kill(-pid, 'SIGTERM'); } catch { /* already gone */ }
}

/** The processes of a process group's tree: `pid` and every descendant. */
function processTree(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch { /* exited meanwhile */ }
  }
  const tree = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [p, pp] of parents) if (tree.has(pp) && !tree.has(p)) { tree.add(p); grew = true; }
  }
  return [...tree];
}

/**
 * Every TCP socket listening in the process tree of `pid`, as `address:port` (from
 * /proc/PID/fd and /proc/net/tcp{,6}), so a test can prove nothing listens beyond loopback.
 */
export function listeningSockets(pid) {
  const inodes = new Set();
  for (const p of processTree(pid)) {
    let fds = [];
    try { fds = readdirSync(`/proc/${p}/fd`); } catch { continue; }
    for (const fd of fds) {
      try {
        const m = readlinkSync(`/proc/${p}/fd/${fd}`).match(/^socket:\[(\d+)\]$/);
        if (m) inodes.add(m[1]);
      } catch { /* closed meanwhile */ }
    }
  }
  const found = [];
  for (const [file, v6] of [['/proc/net/tcp', false], ['/proc/net/tcp6', true]]) {
    let lines = [];
    try { lines = readFileSync(file, 'utf8').trim().split('\n').slice(1); } catch { continue; }
    for (const line of lines) {
      const f = line.trim().split(/\s+/);
      if (f[3] !== '0A' || !inodes.has(f[9])) continue; // 0A: LISTEN
      const [hex, port] = f[1].split(':');
      found.push(`${v6 ? ipv6(hex) : ipv4(hex)}:${parseInt(port, 16)}`);
    }
  }
  return found;
}

function ipv4(hex) {
  return [3, 2, 1, 0].map((i) => parseInt(hex.slice(i * 2, i * 2 + 2), 16)).join('.');
}

function ipv6(hex) {
  // Four little-endian 32-bit words.
  const words = [0, 1, 2, 3].map((w) => hex.slice(w * 8, w * 8 + 8).match(/../g).reverse().join(''));
  const groups = words.join('').match(/.{4}/g).map((g) => parseInt(g, 16).toString(16));
  const text = groups.join(':');
  if (text === '0:0:0:0:0:0:0:1') return '::1';
  if (text === '0:0:0:0:0:0:0:0') return '::';
  const mapped = text.match(/^0:0:0:0:0:ffff:([0-9a-f]+):([0-9a-f]+)$/);
  if (mapped) {
    const n = (parseInt(mapped[1], 16) << 16 >>> 0) + parseInt(mapped[2], 16);
    return `::ffff:${[24, 16, 8, 0].map((s) => (n >>> s) & 255).join('.')}`;
  }
  return text;
}

/** Whether a listening address is reachable from this machine only. */
export const isLoopback = (addr) => /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+):\d+$/.test(addr);

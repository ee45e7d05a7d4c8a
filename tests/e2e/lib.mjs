// Shared set-up for the browser tests: serve the built dist/ with `sitegen serve` on 127.0.0.1 (so
// the tests also exercise static-host semantics) and drive Debian's chromium with playwright-core.
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { chromium } from 'playwright-core';
import axe from 'axe-core';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// SITE_DIST lets a run test another build (e.g. one made with `sitegen build --out /tmp/x`).
export const dist = process.env.SITE_DIST ? path.resolve(process.env.SITE_DIST) : path.join(root, 'dist');

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
];

/**
 * axe-core in every page `context` opens, from before the page's own scripts: parsed once per
 * page. @axe-core/playwright injected its 550 KB source before every analysis, which was two
 * thirds of the time of axe on every page (4.7 s a page at 390 px, now 1.4 s).
 */
export async function withAxe(context) {
  await context.addInitScript({ content: axe.source });
  return context;
}

/** axe's violations on `page` (within `include`, a selector, when given): id and targets. */
export function axeViolations(page, options, include = null) {
  return page.evaluate(
    ([options, include]) => window.axe.run(include ? { include: [include] } : document, { ...options, resultTypes: ['violations'] })
      .then((r) => r.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => ({ target: n.target })) }))),
    [options, include],
  );
}

export function launch() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

// SITEGEN_BIN runs the browser tests against another build (a debug one while working).
export const bin = process.env.SITEGEN_BIN ? path.resolve(process.env.SITEGEN_BIN) : path.join(root, 'target/release/sitegen');

/** A port for a test server: from SITEGEN_TEST_PORTS (`4700-4799`) when set, else 20000-39999. */
function randomPort() {
  const [low, high] = (process.env.SITEGEN_TEST_PORTS ?? '20000-39999').split('-').map(Number);
  return low + Math.floor(Math.random() * (high - low + 1));
}

/**
 * Serves the built folder `out` of the site at `siteRoot` with `sitegen serve --no-build` on a free
 * port of 127.0.0.1 (a taken port is retried) and resolves to its base URL and a stop function.
 */
export async function serveDir(siteRoot, out) {
  for (let attempt = 0; ; attempt++) {
    const port = randomPort();
    const child = spawn(bin, ['serve', '--no-build', '--port', String(port), '--root', siteRoot, '--out', out], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('sitegen serve did not start')), 10000);
        child.stdout.on('data', (d) => { if (String(d).includes('Serving')) { clearTimeout(timer); resolve(); } });
        child.on('exit', (code) => { clearTimeout(timer); reject(new Error(`sitegen serve exited with ${code}`)); });
      });
      return { base: `http://127.0.0.1:${port}`, stop: () => child.kill() };
    } catch (error) {
      child.kill();
      if (attempt >= 5) throw error;
    }
  }
}

/** Starts the preview server on the built dist/ and resolves to its base URL and a stop function. */
export function serve() {
  return serveDir(root, dist);
}

/**
 * A copy of the repository's site in `dir` (content/ copied, everything else symlinked), with
 * `edit(siteYaml)` applied to content/site.yaml, built into `dir/dist` (for `host` when given,
 * else the host site.yaml names). Returns `dir`.
 */
export function buildCopy(dir, edit = (yaml) => yaml, host) {
  mkdirSync(dir, { recursive: true });
  cpSync(path.join(root, 'content'), path.join(dir, 'content'), { recursive: true });
  mkdirSync(path.join(root, '.sitegen-cache'), { recursive: true });
  for (const f of ['templates', 'islands', 'styles', 'static', 'package.json', 'package-lock.json', 'node_modules', '.sitegen-cache']) {
    symlinkSync(path.join(root, f), path.join(dir, f));
  }
  const yamlPath = path.join(dir, 'content/site.yaml');
  writeFileSync(yamlPath, edit(readFileSync(yamlPath, 'utf8')));
  const hostArgs = host ? ['--host', host] : [];
  execFileSync(bin, ['build', '--root', dir, '--out', path.join(dir, 'dist'), ...hostArgs], { stdio: ['ignore', 'ignore', 'pipe'] });
  return dir;
}

/**
 * A route (`/calgary`, `/quote?service=x#form`) at its address in the URL form of the build:
 * `/calgary/` (every host but Cloudflare Pages, and this site's github-pages), or `/calgary` when
 * the build wrote `about.html` (docs/deploy.md, "Choose the host").
 */
export function url(route) {
  const end = route.search(/[?#]/) === -1 ? route.length : route.search(/[?#]/);
  const [p, rest] = [route.slice(0, end), route.slice(end)];
  if (p === '/' || p.endsWith('/') || p.includes('.') || existsSync(path.join(dist, 'about.html'))) return route;
  return `${p}/${rest}`;
}

/** Every page route, from the built `index.html` files (redirect fallbacks left out). */
export function routes(out = dist) {
  const found = [];
  for (const entry of readdirSync(out, { recursive: true })) {
    if (entry !== 'index.html' && !entry.endsWith(`${path.sep}index.html`)) continue;
    const html = readFileSync(path.join(out, entry), 'utf8');
    if (html.includes('http-equiv="refresh"')) continue;
    found.push(`/${path.dirname(entry) === '.' ? '' : path.dirname(entry).split(path.sep).join('/')}`);
  }
  return found.sort();
}

/**
 * One page of each layout, for the sweeps a browser makes page by page: pages with the same
 * sections in the same order and the same islands are drawn by the same templates and styles, so
 * a sweep of all 80 found nothing a sweep of these misses but took three times as long. Of each
 * layout, the first page and the one with the longest words in its headings and buttons (what
 * breaks a narrow box), when that is another. Always the home page and the not-found page.
 */
export function layouts(out = dist) {
  const groups = new Map();
  for (const route of routes(out)) {
    const html = readFileSync(path.join(out, route === '/' ? '' : route.slice(1), 'index.html'), 'utf8');
    const sections = [...html.matchAll(/<section[^>]*class="([^"\s]*)/g)].map((m) => m[1]).join(',');
    const islands = [...html.matchAll(/data-island="(\w+)"/g)].map((m) => m[1]).join(',');
    const key = `${sections}|${islands}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push({ route, words: longest(html) });
  }
  const chosen = new Set(['/']);
  for (const pages of groups.values()) {
    chosen.add(pages[0].route);
    chosen.add(pages.reduce((a, b) => (b.words > a.words ? b : a)).route);
  }
  return [...chosen].sort();
}

/** How long the longest heading or link text in a page's <main> is, in characters. */
function longest(html) {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  const texts = [...main.matchAll(/<(h[1-4]|a|button)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((m) => m[2].replace(/<[^>]+>/g, '').trim());
  return Math.max(0, ...texts.map((t) => t.length));
}

/** The addresses the sitemap lists (in the build's URL form). */
export function sitemapRoutes() {
  const xml = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
}

/** Collects console errors, warnings and page errors of a page. */
export function watchConsole(page) {
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/**
 * Waits until the named islands (all islands when none is named) have hydrated. Polls from Node,
 * not from the page, so it works while a test holds the page's clock paused.
 */
export async function hydrated(page, ...names) {
  const deadline = Date.now() + 15000;
  for (;;) {
    const ready = await page.evaluate((names) => [...document.querySelectorAll('[data-island]')]
      .filter((el) => names.length === 0 || names.includes(el.getAttribute('data-island')))
      .every((el) => el.hasAttribute('data-ready')), names);
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`islands not hydrated: ${names.join(', ') || 'all'}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Scrolls through the page so islands that hydrate when visible do so. Every step jumps: the site
 * scrolls smoothly (`scroll-behavior: smooth`), and a smooth scroll still running when a test moves
 * on would carry the page to wherever its animation happens to be (the axe run caught the sticky
 * header and the call bar over targets that way, on another page each run).
 */
export async function scrollThrough(page, step = 600) {
  await page.evaluate(async (step) => {
    // Two frames at each position: intersection observers are updated once per rendered frame,
    // after its animation-frame callbacks, so the second callback runs after the page was seen
    // there. A fixed pause (it was 20 ms) could pass an island by unseen when frames came slower
    // than that on a busy machine, and it never hydrated.
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    for (let y = 0; y < document.body.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
      await frame();
    }
    window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' });
    await frame();
    await frame();
  }, step);
}

/**
 * Marks every page `page` opens the way `sitegen serve` marks its previews (serve/live.rs): there a
 * quote form not connected to a provider (the demo) shows its whole flow, which a published site
 * never does (it says nothing was sent).
 */
export async function asPreview(page) {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const html = (await response.text()).replace('</head>', '<meta name="sitegen-preview" content="on"></head>');
    await route.fulfill({ response, body: html });
  });
}

/** Jumps to `y` (no smooth scroll) and waits until the page is there and two frames are painted. */
export async function scrollToY(page, y) {
  await page.evaluate(async (y) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    const target = Math.min(y, document.documentElement.scrollHeight - innerHeight);
    for (let i = 0; i < 60 && Math.abs(window.scrollY - target) > 1; i++) {
      window.scrollTo({ top: target, behavior: 'instant' });
      await frame();
    }
    await frame();
    await frame();
  }, y);
}

/** Polls `ok` (sync or async) every 50 ms until it holds; after `ms`, fails with `what()`. */
export async function waitFor(ok, ms, what) {
  const deadline = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(typeof what === 'function' ? what() : what);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Opens `base + route` in a new page of `browser`, waits for the preview's live reload, presses
 * Edit and waits for the editor's panel. `problems` collects page errors, and console errors unless
 * `consoleErrors` is false (a refused request, a 409, is logged there by the browser).
 */
export async function openEditor(browser, base, route, { consoleErrors = true } = {}) {
  const page = await browser.newPage();
  const problems = [];
  if (consoleErrors) page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${base}${route}`);
  await page.waitForFunction(() => window.__sitegenLive === true);
  await page.getByRole('button', { name: '✎ Edit' }).click();
  const panel = page.getByRole('complementary', { name: 'Site editor' });
  await panel.waitFor();
  return { page, panel, problems };
}

/**
 * Presses Save in the editor's `panel`, waits for "Saved <file>" and for the tab's reload onto the
 * rebuilt page, which the save causes. What a person does next (Undo, say) then happens on that page,
 * not on one the reload is about to take away. `words`: the button's and the status's, in the
 * editor's language.
 */
export async function saveAndReload(page, panel, file, words = { save: 'Save', saved: `Saved ${file}` }) {
  await page.evaluate(() => { window.__beforeSave = true; });
  await panel.getByRole('button', { name: words.save, exact: true }).click();
  await panel.getByText(words.saved).waitFor({ timeout: 30000 });
  // The tab shows the newest rebuild, and none newer comes for half a second (a save of a photo and
  // a YAML file may rebuild twice, and reload twice).
  const current = () => page.waitForFunction(() => !window.__beforeSave && window.__sitegenLive === true && window.__sitegenBuilt === window.__sitegenLatest, null, { timeout: 30000 });
  await current();
  await new Promise((r) => setTimeout(r, 500));
  await current();
}

/**
 * Stops `child` (a `sitegen serve` a test spawned) and resolves once it has exited: until then it
 * may still be writing its scratch copy or output, and removing the folder under it fails with
 * ENOTEMPTY (it did in a CI run).
 */
export function stopped(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill();
  return exited;
}

/**
 * A copy of the repository's site in a new folder of `tmp` (named `prefix`), committed to a git
 * repository of its own so `git diff` shows what an edit changed. The repository's encoded photos
 * come along (found by hashes of what made them): otherwise the preview encodes all 446 again, a
 * minute of both cores and nothing of the editor.
 */
export function committedSiteCopy(tmp, prefix) {
  const site = mkdtempSync(path.join(tmp, prefix));
  for (const d of ['content', 'templates', 'islands', 'styles', 'static', 'editor']) cpSync(path.join(root, d), path.join(site, d), { recursive: true });
  for (const f of ['package.json', 'package-lock.json', 'tsconfig.json']) cpSync(path.join(root, f), path.join(site, f));
  writeFileSync(path.join(site, '.gitignore'), 'node_modules\nout\n.sitegen-cache\n');
  const photos = path.join(root, '.sitegen-cache', 'images');
  if (existsSync(photos)) cpSync(photos, path.join(site, '.sitegen-cache', 'images'), { recursive: true });
  const git = (...args) => execFileSync('git', ['-C', site, '-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args]);
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'site');
  return site;
}

/**
 * `sitegen serve` on `site` (its own `out/`) on a free port, with `env` (the editor tests give it no
 * Node on its PATH). Resolves once it serves: `base`, its output so far (`log`), `stop()` (resolves
 * when it has exited).
 */
export async function preview(site, env = process.env) {
  for (let attempt = 0; ; attempt++) {
    const port = randomPort();
    const child = spawn(bin, ['serve', '--port', String(port), '--root', site, '--out', path.join(site, 'out')], { stdio: ['ignore', 'pipe', 'pipe'], env });
    // stop() resolves once the server has exited: it may be writing its scratch copy until then.
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const server = { base: `http://127.0.0.1:${port}`, log: '', stop: () => { child.kill(); return exited; } };
    child.stdout.on('data', (d) => { server.log += d; });
    child.stderr.on('data', (d) => { server.log += d; });
    try {
      // Serving, or an exit first (a port another test took): then another port.
      await Promise.race([
        waitFor(() => server.log.includes('Serving'), 120000, () => `sitegen serve did not start\n${server.log}`),
        exited.then((code) => { throw new Error(`sitegen serve exited with ${code}\n${server.log}`); }),
      ]);
      return server;
    } catch (error) {
      await server.stop();
      if (attempt >= 5) throw error;
    }
  }
}

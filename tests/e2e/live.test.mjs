// After Publish: is it live? (issue 35). The editor publishes to a bare git repository, and a local
// static server stands in for the host: it serves a build of the remote's commit once the test
// "deploys" it, as the publishing workflow would. `sitegen serve` (not the browser) asks the host's
// build.json until it shows the published commit; the editor then says when it went live, with the
// changed page's link, and says so again after a reload and after a restart of the preview. A
// Publish the host serves late first says "Not live yet" with the run's link, and the watch goes on
// (slower) until the host catches up (issue 58).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { root, launch, stopped, openEditor as openEditorAt, waitFor as waitUntil } from './lib.mjs';

const SITEGEN = path.join(root, 'target/release/sitegen');
const GITHUB = 'https://github.com/chinook-heating/site.git';
let dir; let site; let remote; let hostDir; let host; let hostServer; let child; let base; let browser; let log = '';
// The GitHub API's stand-in (Actions runs of a public repository, no sign-in): the commit first
// asked about while `failNext` is set has a run that failed at "Build the site".
let failNext = false;
const failing = new Set();

const git = (cwd, ...args) => execFileSync('git', ['-C', cwd, ...args], { encoding: 'utf8' }).trim();
const { GITHUB_SHA: _sha, ...ENV } = process.env;

/** The host "deploys" the remote's newest commit: a build of it, served from now on. */
function deploy() {
  const checkout = path.join(dir, `deploy-${Date.now()}`);
  git(dir, 'clone', '-q', remote, checkout);
  for (const c of ['images', 'islands', 'content']) {
    const from = path.join(root, '.sitegen-cache', c);
    if (existsSync(from)) cpSync(from, path.join(checkout, '.sitegen-cache', c), { recursive: true });
  }
  rmSync(hostDir, { recursive: true, force: true });
  execFileSync(SITEGEN, ['build', '--root', checkout, '--out', hostDir], { env: ENV, stdio: ['ignore', 'ignore', 'pipe'] });
  return git(checkout, 'rev-parse', 'HEAD');
}

function startServe() {
  log = '';
  const port = 20000 + Math.floor(Math.random() * 20000);
  const bin = path.join(dir, 'bin');
  child = spawn(SITEGEN, ['serve', '--port', String(port), '--root', site, '--out', path.join(site, 'out')], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...ENV, PATH: bin, HOME: dir, GIT_CONFIG_NOSYSTEM: '1', SITEGEN_LIVE_URL: host, SITEGEN_LIVE_LIMIT_SECS: '20', SITEGEN_LIVE_EVERY_SECS: '2', SITEGEN_RUN_EVERY_SECS: '2', SITEGEN_GITHUB_API: `${host}/gh`, SITEGEN_TODAY: '2026-11-26' },
  });
  child.stdout.on('data', (d) => { log += d; });
  child.stderr.on('data', (d) => { log += d; });
  base = `http://127.0.0.1:${port}`;
  return waitUntil(() => log.includes('Serving'), 300000, () => `sitegen serve did not start\n${log}`);
}

before(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-live-'));
  site = path.join(dir, 'alice');
  remote = path.join(dir, 'site.git');
  hostDir = path.join(dir, 'host');
  mkdirSync(site);
  for (const d of ['content', 'templates', 'islands', 'styles', 'static', 'editor']) cpSync(path.join(root, d), path.join(site, d), { recursive: true });
  for (const f of ['package.json', 'package-lock.json', 'tsconfig.json', 'README.md']) cpSync(path.join(root, f), path.join(site, f));
  writeFileSync(path.join(site, '.gitignore'), 'node_modules\nout\n.sitegen-cache\n');
  for (const c of ['images', 'islands', 'content']) {
    const from = path.join(root, '.sitegen-cache', c);
    if (existsSync(from)) cpSync(from, path.join(site, '.sitegen-cache', c), { recursive: true });
  }
  git(dir, 'init', '-q', '--bare', '-b', 'main', remote);
  git(site, 'init', '-q', '-b', 'main');
  git(site, 'config', 'user.name', 'alice');
  git(site, 'config', 'user.email', 'alice@example.com');
  git(site, 'config', 'commit.gpgsign', 'false');
  git(site, 'add', '.');
  git(site, 'commit', '-qm', 'The site');
  // The repository is on GitHub as far as links go (its run's page), and pushes go to the bare one.
  git(site, 'remote', 'add', 'origin', GITHUB);
  git(site, 'remote', 'set-url', '--push', 'origin', remote);
  git(site, 'push', '-q', '-u', 'origin', 'main');
  // The host, serving the first build.
  deploy();
  hostServer = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/gh/repos/chinook-heating/site/actions/runs') {
      const sha = url.searchParams.get('head_sha');
      if (failNext) { failing.add(sha); failNext = false; }
      const runs = failing.has(sha) ? [{ id: 4242, status: 'completed', conclusion: 'failure', html_url: 'https://github.com/chinook-heating/site/actions/runs/4242', jobs_url: `${host}/gh/repos/chinook-heating/site/actions/runs/4242/jobs` }] : [];
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ total_count: runs.length, workflow_runs: runs }));
      return;
    }
    if (url.pathname === '/gh/repos/chinook-heating/site/actions/runs/4242/jobs') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ jobs: [{ name: 'publish', conclusion: 'failure', steps: [{ name: 'Check the content', conclusion: 'success' }, { name: 'Build the site', conclusion: 'failure' }, { name: 'Deploy', conclusion: 'skipped' }] }] }));
      return;
    }
    const rel = decodeURIComponent(url.pathname);
    let file = path.join(hostDir, rel);
    if (!file.startsWith(hostDir)) { res.writeHead(403); res.end(); return; }
    if (rel.endsWith('/')) file = path.join(file, 'index.html');
    try {
      const body = readFileSync(file);
      // As hosts do: when the file was put there, which is when the site went live.
      res.writeHead(200, { 'Content-Type': file.endsWith('.json') ? 'application/json' : 'text/html', 'Last-Modified': statSync(file).mtime.toUTCString() });
      res.end(body);
    } catch {
      res.writeHead(404); res.end();
    }
  });
  await new Promise((r) => hostServer.listen(0, '127.0.0.1', r));
  host = `http://127.0.0.1:${hostServer.address().port}`;
  // git and curl on the PATH, nothing else (as on a marketing person's computer).
  const bin = path.join(dir, 'bin');
  mkdirSync(bin);
  for (const tool of ['git', 'curl']) symlinkSync(execFileSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).trim(), path.join(bin, tool));
  await startServe();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await stopped(child);
  hostServer?.close();
  if (dir) rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
});

const openEditor = (route) => openEditorAt(browser, base, route, { consoleErrors: false });

/**
 * Writes a content file as an editor on the computer would, and waits for the preview to rebuild
 * and reload `page`: clicked before that reload, a button could be lost with the page it was on.
 */
async function writeAndWaitForReload(page, file, text) {
  const reloaded = page.waitForEvent('load', { timeout: 30000 });
  writeFileSync(file, text);
  await reloaded;
}

/** Changes the about page's title on disk, then publishes it from the editor. */
async function publishTitle(page, panel, title) {
  const about = path.join(site, 'content/pages/about.yaml');
  await writeAndWaitForReload(page, about, readFileSync(about, 'utf8').replace(/^title: .*$/m, `title: ${title}`));
  await panel.getByRole('button', { name: 'Publish…' }).click();
  const section = panel.getByRole('region', { name: 'Publish' });
  await section.getByText(/These changes go live/).waitFor({ timeout: 30000 });
  await section.getByRole('checkbox').check();
  await section.getByLabel(/What changed/).fill(title);
  await section.getByRole('button', { name: 'Publish now' }).click();
  await section.getByText(/^Published: commit [0-9a-f]{7}/).waitFor({ timeout: 60000 });
  return section;
}

const liveNote = (panel) => panel.locator('.sg-live');

test('Publish, the host serves the new build, the editor says it is live: after a reload and a restart too', async () => {
  const { page, panel } = await openEditor('/about');
  const published = Date.now();
  await publishTitle(page, panel, 'About Chinook Heating, Live Test');
  const commit = git(site, 'rev-parse', 'HEAD');
  const note = liveNote(panel);
  await note.getByText(/^Published commit [0-9a-f]{7}: waiting for http:\/\/127\.0\.0\.1:\d+ to show it/).waitFor({ timeout: 20000 });
  console.log(`editor: ${await note.textContent()}`);

  // The workflow's deployment: the host now serves the published commit.
  assert.equal(deploy(), commit);
  await note.getByText(/^Live since \d{1,2}:\d\d\s?(AM|PM)? UTC, (\d+ s|\d+ min \d+ s) after Publish\./).waitFor({ timeout: 30000 }).catch((e) => {
    throw new Error(`${e.message}\nwatch: ${readFileSync(path.join(site, '.sitegen-cache/publish-live.json'), 'utf8')}\nhost: ${readFileSync(path.join(hostDir, 'build.json'), 'utf8')}\nnote: ${log}`);
  });
  console.log(`editor: ${await note.textContent()} (${Math.round((Date.now() - published) / 1000)} s in this test)`);
  assert.equal(await note.getByRole('link').getAttribute('href'), `${host}/about/`, 'the changed page, on the live site');
  assert.match(log, /Live since/, 'the preview process says it too');

  // A reload of the editor: the same.
  await page.reload();
  await liveNote(panel).getByText(/^Live since/).waitFor({ timeout: 20000 });
  await page.close();

  // A restart of the preview: the same.
  await stopped(child);
  await startServe();
  const again = await openEditor('/about');
  await liveNote(again.panel).getByText(/^Live since/).waitFor({ timeout: 20000 });
  await again.page.close();
});

test('a Publish the host serves only after the usual time: "Not live yet" with the run\'s link, then "Live since" by itself (issue 58)', async () => {
  const { page, panel } = await openEditor('/about');
  await publishTitle(page, panel, 'About Chinook Heating, Deployed Late');
  const commit = git(site, 'rev-parse', 'HEAD');
  const note = liveNote(panel);
  await note.getByText(/^Not live yet: \d+ s after Publish, http:\/\/127\.0\.0\.1:\d+ still shows the build of commit [0-9a-f]{7}, so the old pages are still online\./).waitFor({ timeout: 60000 });
  console.log(`editor: ${await note.textContent()}`);
  assert.match(await note.textContent(), /sitegen keeps asking the live site and says here when it shows the change\./);
  assert.equal(await note.getByRole('link', { name: 'See the publishing run' }).getAttribute('href'), 'https://github.com/chinook-heating/site/actions?query=branch%3Amain');
  assert.notEqual(JSON.parse(readFileSync(path.join(hostDir, 'build.json'), 'utf8')).commit, commit);

  // The host publishes late (a queue, a rerun): the same note turns into "Live since", no reload.
  assert.equal(deploy(), commit);
  await note.getByText(/^Live since \d{1,2}:\d\d\s?(AM|PM)? UTC, (\d+ s|\d+ min \d+ s) after Publish\./).waitFor({ timeout: 40000 });
  console.log(`editor, after the late deploy: ${await note.textContent()}`);
  await page.reload();
  await liveNote(panel).getByText(/^Live since/).waitFor({ timeout: 20000 });
  await page.close();
});

test('a failed publishing run is said when it fails, with the step that failed and the run\'s page, not at the limit (issue 50)', async () => {
  const { page, panel } = await openEditor('/about');
  failNext = true;
  const started = Date.now();
  await publishTitle(page, panel, 'About Chinook Heating, Failed Run');
  const note = liveNote(panel);
  await note.getByText(/^The publishing run failed at "Build the site": nothing changed on the live site\./).waitFor({ timeout: 60000 });
  const secs = Math.round((Date.now() - started) / 1000);
  console.log(`editor, ${secs} s after Publish: ${await note.textContent()}`);
  assert.ok(failing.size === 1, 'GitHub was asked about the published commit');
  assert.equal(await note.getByRole('link', { name: 'See the publishing run' }).getAttribute('href'), 'https://github.com/chinook-heating/site/actions/runs/4242');
  // The same after a reload: the watch is kept.
  await page.reload();
  await liveNote(panel).getByText(/^The publishing run failed at "Build the site"/).waitFor({ timeout: 20000 });
  await page.close();
});

test('History lists each version\'s changed fields with old and new values; Restore puts back only what that version changed, keeping a later change to another field (issue 50)', async () => {
  // A colleague's later change to another field of the page, published.
  const about = path.join(site, 'content/pages/about.yaml');
  writeFileSync(about, readFileSync(about, 'utf8').replace('Meet the licensed team', 'Meet our licensed, local team'));
  git(site, '-c', 'user.name=carol', 'commit', '-qm', 'About: description', '--', 'content/pages/about.yaml');
  git(site, 'push', '-q', 'origin', 'main');

  const { page, panel } = await openEditor('/about');
  await panel.getByRole('button', { name: 'History' }).click();
  const history = panel.getByRole('region', { name: 'History' });
  const items = history.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'View' }) });
  await items.first().waitFor({ timeout: 20000 });
  const texts = await items.allTextContents();
  console.log(`history:\n${texts.map((t) => `  ${t}`).join('\n')}`);
  assert.deepEqual(texts.map((t) => t.match(/“([^”]*)”/)[1]), ['About: description', 'About Chinook Heating, Failed Run', 'About Chinook Heating, Deployed Late', 'About Chinook Heating, Live Test', 'The site']);
  assert.match(texts[0], /carol/);
  assert.match(texts[0], /\(the newest published\)Description: “…[^”]*Meet the licensed team[^”]*” → “…[^”]*Meet our licensed, local team/);
  assert.match(texts[3], /Title: “About Us[^”]*” → “About Chinook Heating, Live Test”/);
  if (process.env.HISTORY_SHOT) await page.screenshot({ path: process.env.HISTORY_SHOT });

  // View: the page as it was, the form untouched.
  await items.nth(4).getByRole('button', { name: 'View' }).click();
  await panel.getByText(/^Showing the version of/).waitFor({ timeout: 20000 });
  assert.doesNotMatch(await panel.locator('.sg-status').first().textContent(), /Unsaved/);

  // Restore the first publish: its title comes back, Carol's later description stays.
  await items.nth(3).getByRole('button', { name: 'Restore what it changed' }).click();
  await panel.getByText(/Restored the About page's title of \w+ \d+ into the form; the later changes to description are kept\./).waitFor({ timeout: 20000 });
  assert.match(await panel.locator('.sg-status').first().textContent(), /Unsaved: content\/pages\/about\.yaml/);
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await panel.getByText('Saved content/pages/about.yaml').waitFor({ timeout: 30000 });
  assert.equal(git(site, 'diff', '--numstat', '--', 'content/pages/about.yaml'), '1\t1\tcontent/pages/about.yaml');
  assert.match(git(site, 'diff', '--', 'content/pages/about.yaml'), /^\+title: About Chinook Heating, Live Test$/m);
  assert.match(readFileSync(about, 'utf8'), /Meet our licensed, local team/, "Carol's change is kept");
  // Publish's description says what was restored.
  await panel.getByRole('button', { name: 'Publish…' }).click();
  const section = panel.getByRole('region', { name: 'Publish' });
  await section.getByText(/These changes go live/).waitFor({ timeout: 30000 });
  assert.match(await section.getByLabel(/What changed/).inputValue(), /^Restored the About page's title of \w+ \d+$/);
  await page.close();
});

test('Send for review puts the change on a branch of the remote, with nothing else, and says where to look', async () => {
  // The restored title of the last test is the saved, unpublished change.
  const { page, panel } = await openEditor('/about');
  // The site asks for review (committed and published by whoever set it up).
  const siteYaml = path.join(site, 'content/site.yaml');
  await writeAndWaitForReload(page, siteYaml, readFileSync(siteYaml, 'utf8').replace(/^leads:\n/m, 'review: true\nleads:\n'));
  git(site, 'commit', '-qm', 'Changes are reviewed before they go live', '--', 'content/site.yaml');
  git(site, 'push', '-q', 'origin', 'main');
  const main = git(remote, 'rev-parse', 'main');
  const before = readFileSync(path.join(site, 'content/pages/about.yaml'), 'utf8');

  await panel.getByRole('button', { name: 'Publish…' }).click();
  const section = panel.getByRole('region', { name: 'Publish' });
  await section.getByText(/These changes are sent for review/).waitFor({ timeout: 30000 });
  assert.equal(await section.getByRole('heading', { name: 'Send for review' }).count(), 1, 'the panel is not "Publish to the live site"');
  // The dates the site keeps by itself are listed beside Publish, with what they need.
  const dated = await section.getByRole('list', { name: 'Dated changes' }).textContent();
  assert.match(dated, /Offer "Limited-time offer: \$500 off a complete heating system replacement" ends January 31, 2027: removed from the site on February 1, 2027/);
  assert.match(await section.textContent(), /GitHub pauses a daily run after 60 days without a commit/);
  // Review means review: no Publish now beside Send for review, and the server refuses one anyway.
  assert.equal(await section.getByRole('button', { name: 'Publish now' }).count(), 0, 'Publish now is not offered');
  const bypass = await page.evaluate(async () => (await fetch('/_sitegen/edit/publish', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Sitegen-Token': document.querySelector('meta[name="sitegen-edit-token"]').content },
    body: JSON.stringify({ description: 'bypass', paths: ['content/pages/about.yaml'], confirm_demo_leads: true }),
  })).text());
  assert.match(bypass, /review: true/, bypass);
  assert.equal(git(remote, 'rev-parse', 'main'), main, 'nothing published');
  await section.getByLabel(/What changed/).fill('About: back to the first title');
  await section.getByRole('button', { name: 'Send for review' }).click();
  const sent = section.locator('[data-kind="review"]');
  await sent.waitFor({ timeout: 60000 });
  const message = await sent.locator('p').first().textContent();
  console.log(`editor: ${message}`);
  assert.match(message, /^Sent for review: "About: back to the first title" is on branch review\/alice-[0-9a-f]{7}, not live\. Open its pull request with the link below \(GitHub asks you to confirm\)\. GitHub Pages builds no preview of a change: the owner reads it on the pull request \(its Files changed tab\)\. Merging the pull request publishes it\.$/);
  const branch = message.match(/branch (review\/\S+),/)[1];
  assert.equal(await sent.getByRole('link', { name: 'Open the pull request' }).getAttribute('href'), `https://github.com/chinook-heating/site/compare/main...${branch}?expand=1`);

  // On the remote: one commit on top of main, with exactly the change; main untouched.
  assert.equal(git(remote, 'rev-parse', 'main'), main, 'nothing published');
  assert.equal(git(remote, 'rev-parse', `${branch}~1`), main);
  assert.equal(git(remote, 'log', '-1', '--format=%s', branch), 'About: back to the first title');
  assert.equal(git(remote, 'diff', '--numstat', 'main', branch), '1\t1\tcontent/pages/about.yaml');
  // Here: the branch, the files and the saved change as they were.
  assert.equal(git(site, 'rev-parse', '--abbrev-ref', 'HEAD'), 'main');
  assert.equal(readFileSync(path.join(site, 'content/pages/about.yaml'), 'utf8'), before);
  assert.match(git(site, 'status', '--porcelain'), /^ ?M content\/pages\/about\.yaml$/m);

  // Issue 58: the sent change is listed as waiting for review, with its review's link, not as
  // going live; a second change sent is a second review beside the first, holding only itself.
  await section.getByRole('button', { name: 'Close' }).click();
  const contact = path.join(site, 'content/pages/contact.yaml');
  await writeAndWaitForReload(page, contact, readFileSync(contact, 'utf8').replace(/^title: .*$/m, 'title: Contact Chinook Heating & Gas Today'));
  await panel.getByRole('button', { name: 'Publish…' }).click();
  await section.getByText(/These changes are sent for review/).waitFor({ timeout: 30000 });
  const waiting = section.getByRole('list', { name: 'Waiting for review' });
  assert.match(await waiting.textContent(), /content\/pages\/about\.yaml/);
  assert.equal(await waiting.getByRole('link', { name: 'See the review' }).getAttribute('href'), `https://github.com/chinook-heating/site/compare/main...${branch}?expand=1`);
  const goes = await section.getByRole('list', { name: 'What goes live' }).textContent();
  assert.match(goes, /contact\.yaml/);
  assert.doesNotMatch(goes, /about\.yaml/);
  const first = git(remote, 'rev-parse', branch);
  await section.getByLabel(/What changed/).fill('Contact: a clearer title');
  await section.getByRole('button', { name: 'Send for review' }).click();
  await section.locator('[data-kind="review"]').getByText(/^Sent for review: "Contact: a clearer title" is on branch review\/alice-[0-9a-f]{7}, not live\./).waitFor({ timeout: 60000 });
  const branches = git(remote, 'branch', '--list', 'review/*').trim().split('\n').map((b) => b.trim());
  assert.equal(branches.length, 2, `two reviews: ${branches}`);
  const second = branches.find((b) => b !== branch);
  assert.equal(git(remote, 'rev-parse', branch), first, 'the first review is untouched');
  assert.equal(git(remote, 'rev-parse', `${second}~1`), main, 'one commit on top of main');
  assert.equal(git(remote, 'diff', '--name-only', 'main', second).trim(), 'content/pages/contact.yaml', 'only the new change');

  // Waiting for the owner; the owner merges (a fast-forward here) and the host deploys: live.
  await liveNote(panel).getByText(/^Sent for review \(commit [0-9a-f]{7}\): not live until the pull request is merged\./).waitFor({ timeout: 20000 });
  git(remote, 'update-ref', 'refs/heads/main', second);
  deploy();
  await liveNote(panel).getByText(/^Live since \d{1,2}:\d\d/).waitFor({ timeout: 30000 });
  console.log(`editor: ${await liveNote(panel).textContent()}`);
  await page.close();

  // Issue 58: review cannot be switched off from here. Taking `review: true` out of site.yaml
  // (the editor's ✕ on the field did it) still leaves only Send for review, and a direct Publish
  // is refused: while the live site.yaml asks for review, that change goes through review too.
  const again = await openEditor('/about');
  const reviewed = readFileSync(siteYaml, 'utf8');
  await writeAndWaitForReload(again.page, siteYaml, reviewed.replace('review: true\n', ''));
  const live = git(remote, 'rev-parse', 'main');
  await again.panel.getByRole('button', { name: 'Publish…' }).click();
  const box = again.panel.getByRole('region', { name: 'Publish' });
  await box.getByText(/These changes are sent for review/).waitFor({ timeout: 30000 });
  assert.equal(await box.getByRole('button', { name: 'Publish now' }).count(), 0, 'no Publish now once review is taken out here');
  assert.equal(await box.getByRole('button', { name: 'Send for review' }).count(), 1);
  const refused = await again.page.evaluate(async () => (await fetch('/_sitegen/edit/publish', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Sitegen-Token': document.querySelector('meta[name="sitegen-edit-token"]').content },
    body: JSON.stringify({ description: 'No more review', paths: ['content/site.yaml'], confirm_demo_leads: true }),
  })).text());
  assert.match(refused, /review: true/, refused);
  assert.equal(git(remote, 'rev-parse', 'main'), live, 'taking review out did not reach main');
  writeFileSync(siteYaml, reviewed);
  await again.page.close();
});

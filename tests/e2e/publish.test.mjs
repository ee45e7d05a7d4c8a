// Publishing from the editor, as a marketing person does it, against a real bare git repository as
// the remote (issue 27): an edit, Publish, and the remote's new commit holds exactly that change with
// the description as its message; a colleague's clone publishes first, the editor's push is refused
// with the plain message, "Get the latest" brings their commit in and a second Publish sends both;
// an invalid edit is never committed; a changed file outside content/ is never committed.
//
// `sitegen serve` runs with a PATH that has git and nothing else (no Node: the editor is inside the
// binary), as on a marketing person's computer with GitHub Desktop's git.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, launch, stopped, openEditor as openEditorAt, waitFor as waitUntil } from './lib.mjs';

let dir; let site; let remote; let child; let base; let browser; let log = '';

const git = (cwd, ...args) => execFileSync('git', ['-C', cwd, ...args], { encoding: 'utf8' });
const read = (rel) => readFileSync(path.join(site, rel), 'utf8');
const remoteShow = (spec) => git(remote, 'show', spec);
/** The remote's history, newest first: subject and files of each commit. */
function remoteLog() {
  return git(remote, 'log', '--format=%x01%s', '--name-only', 'main').split('\x01').filter((c) => c.trim()).map((c) => {
    const [subject, ...files] = c.split('\n').filter(Boolean);
    return { subject, files };
  });
}

function identity(cwd, name) {
  git(cwd, 'config', 'user.name', name);
  git(cwd, 'config', 'user.email', `${name}@example.com`);
  git(cwd, 'config', 'commit.gpgsign', 'false');
}

before(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-publish-'));
  site = path.join(dir, 'alice');
  remote = path.join(dir, 'site.git');
  mkdirSync(site);
  for (const d of ['content', 'templates', 'islands', 'styles', 'static', 'editor']) cpSync(path.join(root, d), path.join(site, d), { recursive: true });
  for (const f of ['package.json', 'package-lock.json', 'tsconfig.json', 'README.md']) cpSync(path.join(root, f), path.join(site, f));
  writeFileSync(path.join(site, '.gitignore'), 'node_modules\nout\n.sitegen-cache\n');
  // The repository's caches (photos, islands, parsed pages; found by hashes of what made them), so
  // the preview's first build does not encode every photo again.
  for (const c of ['images', 'islands', 'content']) {
    const from = path.join(root, '.sitegen-cache', c);
    if (existsSync(from)) cpSync(from, path.join(site, '.sitegen-cache', c), { recursive: true });
  }
  git(dir, 'init', '-q', '--bare', '-b', 'main', remote);
  git(site, 'init', '-q', '-b', 'main');
  identity(site, 'alice');
  git(site, 'add', '.');
  git(site, 'commit', '-qm', 'The site');
  git(site, 'remote', 'add', 'origin', remote);
  git(site, 'push', '-q', '-u', 'origin', 'main');
  // Alice's own unfinished note outside content/: it must never be published.
  writeFileSync(path.join(site, 'README.md'), `${read('README.md')}\nMy own notes, not for the site.\n`);
  // git on the PATH, and nothing else.
  const bin = path.join(dir, 'bin');
  mkdirSync(bin);
  symlinkSync(execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim(), path.join(bin, 'git'));
  const port = 20000 + Math.floor(Math.random() * 20000);
  child = spawn(path.join(root, 'target/release/sitegen'), ['serve', '--port', String(port), '--root', site, '--out', path.join(site, 'out')], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PATH: bin, HOME: dir, GIT_CONFIG_NOSYSTEM: '1' },
  });
  child.stdout.on('data', (d) => { log += d; });
  child.stderr.on('data', (d) => { log += d; });
  await waitFor(() => log.includes('Serving'), 300000, 'sitegen serve did not start');
  base = `http://127.0.0.1:${port}`;
  browser = await launch();
});

after(async () => {
  if (remote) {
    const lines = git(remote, 'log', '--format=%h %an: %s', 'main').trim().split('\n').map((line, i, all) => {
      const files = i === all.length - 1 ? '(the whole site)' : git(remote, 'show', '--format=', '--numstat', line.split(' ')[0]).trim().replace(/\t/g, ' ');
      return `${line}\n    ${files}`;
    });
    console.log(`git log of the test remote after the scenario:\n${lines.join('\n')}`);
  }
  await browser?.close();
  await stopped(child);
  if (dir) rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
});

function waitFor(ok, ms, what) {
  return waitUntil(ok, ms, () => `${what}\n${log}`);
}

// Refused pushes answer 409, which the browser logs as a console error: only page errors count.
const openEditor = (route) => openEditorAt(browser, base, route, { consoleErrors: false });

/** Runs `action` and waits for the live reload it causes (the preview rebuilt from new files). */
async function reloaded(page, action) {
  await page.evaluate(() => { window.__beforeReload = true; });
  await action();
  await page.waitForFunction(() => !window.__beforeReload && window.__sitegenLive === true, null, { timeout: 30000 });
}

/** Changes a field of content/site.yaml in the Site-wide form and saves it. */
async function editSite(page, panel, field, value) {
  await panel.getByRole('button', { name: 'Site-wide' }).click();
  await panel.getByLabel('File', { exact: true }).selectOption('content/site.yaml');
  const box = field(panel);
  await box.waitFor();
  await box.fill(value);
  await reloaded(page, async () => {
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await panel.getByText('Saved content/site.yaml').waitFor({ timeout: 30000 });
  });
}

/** With PUBLISH_SHOTS=DIR: the page at 1280 and 390 px wide, to look at. */
async function shots(page, name) {
  const out = process.env.PUBLISH_SHOTS;
  if (!out) return;
  mkdirSync(out, { recursive: true });
  await page.screenshot({ path: path.join(out, `${name}_1280.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(out, `${name}_390.png`) });
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Opens the Publish section (or finds it open after a reload) and waits for its list. */
async function openPublish(panel) {
  const section = panel.getByRole('region', { name: 'Publish' });
  const button = panel.getByRole('button', { name: 'Publish…' });
  // Right after a reload the panel is still rendering: the section (kept open) or the button.
  // A rebuild may reload the tab once more, after which the section shows by itself: so the
  // button is pressed only while it is there, until the section is.
  const deadline = Date.now() + 30000;
  while (!(await section.isVisible())) {
    if (Date.now() > deadline) throw new Error('the Publish section did not open');
    await button.click({ timeout: 1000 }).catch(() => {});
    await section.waitFor({ timeout: 1000 }).catch(() => {});
  }
  await section.getByText(/These changes go live|Nothing to publish/).waitFor({ timeout: 20000 });
  return section;
}

test('edit, Publish, refused after a colleague published, Get the latest, Publish again: both changes live, nothing else', async () => {
  const { page, panel, problems } = await openEditor('/');
  const head0 = git(site, 'rev-parse', 'HEAD');

  // 1. An invalid file (saved by a text editor, not the form, which refuses it) is never committed.
  const siteYaml = read('content/site.yaml');
  writeFileSync(path.join(site, 'content/site.yaml'), siteYaml.replace('phone: (403) 555-0142', 'phone: 555'));
  let publish = await openPublish(panel);
  await publish.getByRole('button', { name: 'Publish now' }).click();
  const refused = publish.getByRole('alert');
  await refused.waitFor({ timeout: 30000 });
  assert.match(await refused.textContent(), /Nothing was published/);
  assert.match(await refused.textContent(), /content\/site\.yaml:\d+:\d+/, 'the mistake is shown with its place');
  assert.equal(git(site, 'rev-parse', 'HEAD'), head0, 'no commit');
  assert.equal(remoteLog().length, 1, 'nothing pushed');
  await publish.getByRole('button', { name: 'Close' }).click();
  await reloaded(page, () => writeFileSync(path.join(site, 'content/site.yaml'), siteYaml));

  // 2. The phone number changed in the form and saved; Publish lists it in plain words.
  await editSite(page, panel, (p) => p.locator('[data-path="phone"]').getByRole('textbox'), '(403) 555-0199');
  publish = await openPublish(panel);
  const list = await publish.getByRole('list', { name: 'What goes live' }).textContent();
  assert.match(list, /content\/site\.yaml: Phone \(shown on every page\)/);
  assert.doesNotMatch(list, /README/);
  assert.match(await publish.textContent(), /Stays on this computer.*README\.md/);
  const description = publish.getByLabel(/What changed/);
  assert.match(await description.inputValue(), /site\.yaml: Phone/, 'the description is prefilled from the edit');
  // The demo leads provider: Publish waits for a deliberate confirmation.
  const go = publish.getByRole('button', { name: 'Publish now' });
  assert.equal(await go.isDisabled(), true, 'Publish needs the confirmation while quote requests go nowhere');
  await publish.getByRole('checkbox', { name: /quote form sends requests nowhere/ }).check();
  await description.fill('New phone number');
  await shots(page, 'list');
  await go.click();
  const done = publish.getByRole('status');
  await done.getByText(/^Published: commit [0-9a-f]{7} "New phone number" is on main/).waitFor({ timeout: 60000 });
  let log = remoteLog();
  assert.deepEqual(log[0], { subject: 'New phone number', files: ['content/site.yaml'] });
  const diff = git(remote, 'diff', '--numstat', 'main~1', 'main');
  assert.equal(diff, '1\t1\tcontent/site.yaml\n', 'exactly the one-line change');
  assert.match(git(remote, 'diff', 'main~1', 'main'), /^\+phone: \(403\) 555-0199$/m);

  // 3. A colleague publishes first from their own clone.
  const bob = path.join(dir, 'bob');
  git(dir, 'clone', '-q', remote, bob);
  identity(bob, 'bob');
  const about = path.join(bob, 'content/pages/about.yaml');
  writeFileSync(about, readFileSync(about, 'utf8').replace('title: Keeping Alberta Warm Since 2008', 'title: Keeping Alberta Warm Since 2008, Every Winter'));
  git(bob, 'commit', '-qam', 'About: every winter');
  git(bob, 'push', '-q', 'origin', 'main');

  // 4. Alice changes the tagline and publishes: refused with the plain message, her work kept.
  await publish.getByRole('button', { name: 'Close' }).click();
  await editSite(page, panel, (p) => p.locator('[data-path="brand/tagline"]').getByRole('textbox'), 'Warm homes across Alberta since 2008');
  publish = await openPublish(panel);
  await publish.getByRole('checkbox').check();
  await publish.getByLabel(/What changed/).fill('New tagline');
  await publish.getByRole('button', { name: 'Publish now' }).click();
  const rejected = publish.locator('[data-kind="rejected"]');
  await rejected.waitFor({ timeout: 60000 });
  await shots(page, 'rejected');
  assert.match(await rejected.textContent(), /Someone else published a change since you last got the latest version, so yours was not sent\. It is kept here, nothing is lost: press "Get the latest", then Publish again\./);
  assert.equal(remoteLog()[0].subject, 'About: every winter');

  // 5. Get the latest: the colleague's commit comes in (the preview reloads with it), hers stays.
  await reloaded(page, () => publish.getByRole('button', { name: 'Get the latest' }).click());
  assert.match(read('content/pages/about.yaml'), /Every Winter/, 'the colleague\'s change arrived');
  publish = await openPublish(panel);
  await publish.getByText(/Got the latest: 1 change from others \(content\/pages\/about\.yaml\)\. Every change you saved is kept/).waitFor({ timeout: 30000 });
  assert.match(read('content/site.yaml'), /tagline: Warm homes across Alberta since 2008/);
  assert.match(read('README.md'), /My own notes, not for the site\./);

  // 6. The second Publish sends hers on top of theirs: both on the remote, nothing else.
  await publish.getByRole('checkbox').check();
  await publish.getByRole('button', { name: 'Publish now' }).click();
  await publish.getByRole('status').getByText(/^Published: commit [0-9a-f]{7}/).waitFor({ timeout: 60000 });
  await shots(page, 'published');
  log = remoteLog();
  assert.deepEqual(log.map((c) => c.subject), ['New tagline', 'About: every winter', 'New phone number', 'The site']);
  assert.deepEqual(log[0].files, ['content/site.yaml']);
  const live = remoteShow('main:content/site.yaml');
  assert.match(live, /^phone: \(403\) 555-0199$/m);
  assert.match(live, /tagline: Warm homes across Alberta since 2008/);
  assert.match(remoteShow('main:content/pages/about.yaml'), /Every Winter/);
  assert.equal(remoteShow('main:README.md'), readFileSync(path.join(root, 'README.md'), 'utf8'), 'the note outside content/ never left');
  assert.match(git(site, 'status', '--porcelain'), /^ M README\.md$/m);

  assert.deepEqual(problems, []);
  await page.close();
});

test('when a colleague changed the same line, Get the latest names the file, changes nothing, and the person settles it field by field: hers kept, then put aside (issue 50)', async () => {
  const bob = path.join(dir, 'bob');
  git(bob, 'pull', '-q', '--ff-only');
  const bobSite = path.join(bob, 'content/site.yaml');
  writeFileSync(bobSite, readFileSync(bobSite, 'utf8').replace('phone: (403) 555-0199', 'phone: (403) 555-0111'));
  git(bob, 'commit', '-qam', 'Bob: phone');
  git(bob, 'push', '-q', 'origin', 'main');

  const { page, panel, problems } = await openEditor('/');
  await editSite(page, panel, (p) => p.locator('[data-path="phone"]').getByRole('textbox'), '(403) 555-0123');
  let publish = await openPublish(panel);
  await publish.getByRole('checkbox').check();
  await publish.getByRole('button', { name: 'Publish now' }).click();
  await publish.locator('[data-kind="rejected"]').waitFor({ timeout: 60000 });
  const head = git(site, 'rev-parse', 'HEAD');
  await publish.getByRole('button', { name: 'Get the latest' }).click();
  const both = publish.locator('[data-kind="both_changed"]');
  await both.waitFor({ timeout: 60000 });
  assert.match(await both.textContent(), /You and someone else both changed content\/site\.yaml\. Nothing was changed on your computer and nothing is lost/);
  assert.equal(await both.getByRole('listitem').first().textContent(), 'content/site.yaml');
  assert.equal(git(site, 'rev-parse', 'HEAD'), head, 'her branch did not move');
  assert.match(read('content/site.yaml'), /^phone: \(403\) 555-0123$/m, 'her saved change is kept');

  // The field both changed, side by side, with who wrote the other value.
  const field = publish.getByRole('group', { name: /you both changed it/ });
  await field.waitFor({ timeout: 30000 });
  await field.scrollIntoViewIfNeeded();
  await shots(page, 'both-changed');
  assert.match(await field.textContent(), /Yours:\s*\(403\) 555-0123/);
  assert.match(await field.textContent(), /bob's, published .+?:\s*\(403\) 555-0111/);
  const keep = publish.getByRole('button', { name: 'Keep these and get the latest' });
  assert.equal(await keep.isDisabled(), true, 'nothing is chosen for her');
  await field.getByRole('radio', { name: /^Yours/ }).check();
  await reloaded(page, () => keep.click());
  publish = await openPublish(panel);
  await publish.getByText(/Got the latest with your choices for content\/site\.yaml/).waitFor({ timeout: 30000 });
  assert.match(read('content/site.yaml'), /^phone: \(403\) 555-0123$/m);
  assert.equal(git(site, 'rev-parse', 'HEAD'), git(remote, 'rev-parse', 'main'), 'on the published version, hers as a saved change');
  await publish.getByRole('checkbox').check();
  await publish.getByRole('button', { name: 'Publish now' }).click();
  await publish.getByRole('status').getByText(/^Published: commit/).waitFor({ timeout: 60000 });
  assert.match(remoteShow('main:content/site.yaml'), /^phone: \(403\) 555-0123$/m);

  // The other way: both change the phone again; she puts hers aside and takes Bob's.
  git(bob, 'pull', '-q', '--ff-only');
  writeFileSync(bobSite, readFileSync(bobSite, 'utf8').replace('phone: (403) 555-0123', 'phone: (403) 555-0144'));
  git(bob, 'commit', '-qam', 'Bob: phone again');
  git(bob, 'push', '-q', 'origin', 'main');
  await publish.getByRole('button', { name: 'Close' }).click();
  await editSite(page, panel, (p) => p.locator('[data-path="phone"]').getByRole('textbox'), '(403) 555-0177');
  publish = await openPublish(panel);
  await publish.getByRole('button', { name: 'Get the latest' }).click();
  await publish.locator('[data-kind="both_changed"]').waitFor({ timeout: 60000 });
  await publish.getByRole('checkbox', { name: /Put my change to this file aside/ }).check({ timeout: 30000 });
  await reloaded(page, () => publish.getByRole('button', { name: 'Keep these and get the latest' }).click());
  assert.match(read('content/site.yaml'), /^phone: \(403\) 555-0144$/m, "Bob's version taken");
  assert.equal(git(site, 'status', '--porcelain', '--', 'content'), '', 'nothing of hers left to publish');
  // Hers is in the History, to view or restore.
  await panel.getByRole('button', { name: 'Site-wide' }).click();
  const historyButton = panel.getByRole('button', { name: 'History' });
  if ((await historyButton.getAttribute('aria-pressed')) !== 'true') await historyButton.click();
  const history = panel.getByRole('region', { name: 'History' });
  const mine = history.getByRole('listitem').first();
  await mine.getByText(/You · “Your version, put aside when you got the latest”/).waitFor({ timeout: 30000 });
  await shots(page, 'put-aside');
  const log = remoteLog().map((c) => c.subject);
  assert.equal(log[0], 'Bob: phone again', 'nothing of hers was sent, nothing rewritten');
  assert.equal(log[2], 'Bob: phone');
  assert.deepEqual(problems, []);
  await page.close();
});

test('typing not yet saved survives Get the latest: merged by field with what came in, and a field both changed is named (issue 50)', async () => {
  // Start level with the remote (the previous test left a change both people made).
  git(site, 'fetch', '-q', 'origin');
  git(site, 'reset', '-q', '--hard', 'origin/main');
  const bob = path.join(dir, 'bob');
  git(bob, 'pull', '-q', '--ff-only');
  const bobAbout = path.join(bob, 'content/pages/about.yaml');
  const typed = 'About Chinook, Alberta Heating Since 2008 | Chinook Heating & Gas';

  const { page, panel, problems } = await openEditor('/about');
  await panel.getByRole('button', { name: 'Page', exact: true }).click();
  const title = panel.getByRole('textbox', { name: /^Title/ });
  await title.fill(typed);
  // Bob publishes another field of the same page meanwhile.
  writeFileSync(bobAbout, readFileSync(bobAbout, 'utf8').replace('Meet the licensed team', 'Meet the licensed, local team'));
  git(bob, 'commit', '-qam', 'Bob: about description');
  git(bob, 'push', '-q', 'origin', 'main');
  let publish = await openPublish(panel);
  await reloaded(page, () => publish.getByRole('button', { name: 'Get the latest' }).click());
  assert.match(read('content/pages/about.yaml'), /licensed, local team/, "Bob's change arrived");
  assert.doesNotMatch(read('content/pages/about.yaml'), /About Chinook,/, 'nothing of hers was written: it is still unsaved');
  await panel.getByText('Your unsaved changes to content/pages/about.yaml are still in the form (not saved yet).').waitFor({ timeout: 30000 });
  await panel.getByRole('button', { name: 'Page', exact: true }).click();
  assert.equal(await panel.getByRole('textbox', { name: /^Title/ }).inputValue(), typed, 'every word typed is still there');
  assert.match(await panel.getByRole('textbox', { name: /^Description/ }).inputValue(), /licensed, local team/, "Bob's field shows his change");

  // Now Bob changes the same field she is typing in.
  writeFileSync(bobAbout, readFileSync(bobAbout, 'utf8').replace(/^title: .*$/m, 'title: About Our Team | Chinook Heating & Gas'));
  git(bob, 'commit', '-qam', 'Bob: about title');
  git(bob, 'push', '-q', 'origin', 'main');
  publish = await openPublish(panel);
  await reloaded(page, () => publish.getByRole('button', { name: 'Get the latest' }).click());
  await panel.getByText(/You and someone else both changed Title[^:]*: the form shows yours \("About Chinook, Alberta Heating Since 2008 \| Chinook Heating & Gas"\); theirs is "About Our Team \| Chinook Heating & Gas"\./).waitFor({ timeout: 30000 });
  await panel.getByRole('button', { name: 'Page', exact: true }).click();
  assert.equal(await panel.getByRole('textbox', { name: /^Title/ }).inputValue(), typed);
  // Discard takes theirs, and forgets the typing for good.
  await reloaded(page, () => panel.getByRole('button', { name: 'Discard changes' }).click());
  await panel.getByRole('button', { name: 'Page', exact: true }).click();
  await waitUntil(async () => (await panel.getByRole('textbox', { name: /^Title/ }).inputValue()) === 'About Our Team | Chinook Heating & Gas', 20000, 'Discard shows their title');
  assert.deepEqual(problems, []);
  await page.close();
});

test('an eyebrow edit is listed by its section and label, published, then undone: the Undo is listed as taking back a live change, and each commit holds exactly the list (issue 58)', async () => {
  git(site, 'fetch', '-q', 'origin');
  git(site, 'reset', '-q', '--hard', 'origin/main');
  const { page, panel, problems } = await openEditor('/');
  // The eyebrow, named by its section and label; published, then undone (issue 58): the list
  // says the Undo takes back what is live, and the commit holds exactly what the list names.
  await page.waitForFunction(() => document.querySelectorAll('main > section.sitegen-outlined').length > 3);
  await page.locator('main > section.sitegen-outlined').first().click();
  const eyebrow = panel.getByRole('region', { name: /^Section 1/ }).getByRole('textbox', { name: /^Eyebrow/ });
  await eyebrow.waitFor();
  const oldEyebrow = await eyebrow.inputValue();
  await eyebrow.fill('Heating specialists since 2008');
  await reloaded(page, async () => {
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await panel.getByText('Saved content/pages/index.yaml').waitFor({ timeout: 30000 });
  });
  let publish = await openPublish(panel);
  const eyebrowList = await publish.getByRole('list', { name: 'What goes live' }).textContent();
  assert.match(eyebrowList, /Page \/ \(content\/pages\/index\.yaml\): the “Reliable Heat[^”]*” section › Eyebrow/);
  assert.doesNotMatch(eyebrowList, /Sections \d/);
  await publish.getByRole('checkbox').check();
  await publish.getByRole('button', { name: 'Publish now' }).click();
  await publish.getByRole('status').getByText(/^Published: commit [0-9a-f]{7}/).waitFor({ timeout: 60000 });
  assert.deepEqual(remoteLog()[0].files, ['content/pages/index.yaml']);
  await publish.getByRole('button', { name: 'Close' }).click();
  await reloaded(page, () => panel.getByRole('button', { name: /Undo last save/ }).click());
  await panel.getByText(/That change was already live: the live site keeps it until you Publish\./).waitFor({ timeout: 20000 });
  publish = await openPublish(panel);
  const undoList = await publish.getByRole('list', { name: 'What goes live' }).textContent();
  assert.match(undoList, /Takes back a live change: the Home page as it was before/);
  assert.match(await publish.getByLabel(/What changed/).inputValue(), /^Takes back a live change: the Home page as it was before$/);
  await publish.getByRole('checkbox').check();
  await publish.getByRole('button', { name: 'Publish now' }).click();
  await publish.getByRole('status').getByText(/^Published: commit [0-9a-f]{7}/).waitFor({ timeout: 60000 });
  assert.deepEqual(remoteLog()[0].files, ['content/pages/index.yaml'], 'the commit holds what the list named');
  assert.match(remoteShow('main:content/pages/index.yaml'), new RegExp(`eyebrow: ${oldEyebrow.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  assert.deepEqual(problems, []);
  await page.close();
});

// Editing in the browser, as a marketing person does it: `sitegen serve` on a scratch copy of the
// site (a git repository, so `git diff` shows what a save changed), pages opened in Chromium, the
// Edit button, the generated forms, Save. The preview runs as a marketing person's downloaded
// `sitegen` does: no `node` on its PATH and no node_modules in the site (the islands, the editor
// and the JavaScript engine are inside the binary). Also what must never work: a request without the token or
// from another origin, a write outside content/, a save over a file that changed since it loaded.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, committedSiteCopy, launch, openEditor as openEditorAt, preview, saveAndReload, waitFor as waitUntil } from './lib.mjs';

let site; let server; let base; let browser;
const latencies = [];

const git = (...args) => execFileSync('git', ['-C', site, ...args], { encoding: 'utf8' });
const read = (rel) => readFileSync(path.join(site, rel), 'utf8');

before(async () => {
  // The islands are rendered here, by the binary alone.
  site = committedSiteCopy(os.tmpdir(), 'sitegen-editor-');
  server = await preview(site, { ...process.env, PATH: '/nonexistent' });
  // The editor's line follows "Serving" as a write of its own: on a busy machine it arrives later.
  await waitFor(() => server.log.includes('Edit the site in the browser'), 10000, 'the preview did not offer the editor');
  assert.doesNotMatch(server.log, /note:/, 'the built-in islands and editor match the sources: nothing to note');
  base = server.base;
  browser = await launch();
});

after(async () => {
  if (latencies.length) {
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(`edit-to-preview latency over ${sorted.length} edits: median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms`);
  }
  await browser?.close();
  await server?.stop();
  if (site) rmSync(site, { recursive: true, force: true, maxRetries: 5 });
});

/** Polls until `ok`; a failure shows the server log. */
function waitFor(ok, ms, what) {
  return waitUntil(ok, ms, () => `${what}\n${server?.log ?? ''}`);
}

/** Lines added and removed per file, from `git diff --numstat`. */
function diffstat() {
  return git('diff', '--numstat').trim().split('\n').filter(Boolean).map((l) => {
    const [added, removed, file] = l.split('\t');
    return { file, added: Number(added), removed: Number(removed) };
  });
}

function commitAll() {
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qam', 'step');
}

const openEditor = (route) => openEditorAt(browser, base, route);

/** Waits until the page shows `text` in <main>; the latency the panel measured in the page, from
 * the form's change to the new page in place. */
async function shown(page, panel, text) {
  await page.waitForFunction((t) => document.querySelector('main')?.textContent.includes(t), text, { timeout: 15000 });
  const status = await panel.getByRole('status').first().textContent();
  return Number(/Preview updated (\d+) ms after the change/.exec(status)?.[1] ?? NaN);
}

test('a testimonial changed in the form shows at once, and its save is a one-line diff with every comment kept', async () => {
  const file = 'content/data/testimonials.yaml';
  const before = read(file);
  const { page, panel, problems } = await openEditor('/testimonials');
  await panel.getByRole('button', { name: 'Site-wide' }).click();
  await panel.getByLabel('File', { exact: true }).selectOption('content/data/testimonials.yaml');
  const quote = panel.getByRole('group', { name: 'Testimonial 2' }).getByRole('textbox', { name: 'Quote' });
  await quote.waitFor();
  await quote.fill('We replaced a 24-year-old boiler and the house has never been this warm.');
  latencies.push(await shown(page, panel, 'has never been this warm'));
  assert.equal(read(file), before, 'nothing is written before Save');

  // The real preview rebuilt from the saved file and reloaded the tab, editor still open.
  await saveAndReload(page, panel, file);
  await page.waitForFunction(() => document.querySelector('main')?.textContent.includes('has never been this warm'));
  assert.deepEqual(diffstat(), [{ file, added: 1, removed: 1 }]);
  const after = read(file);
  for (const line of before.split('\n').filter((l) => l.trim().startsWith('#'))) assert.ok(after.includes(line), `comment kept: ${line}`);
  assert.match(after, /^- quote: We replaced a 24-year-old boiler and the house has never been this warm\.$/m);
  assert.deepEqual(problems, []);
  commitAll();

  // The site's warnings are the Problems list's, folded at the top of the panel's body, as
  // `sitegen check` says them; the save's status names none of them (it concerns testimonials.yaml
  // alone), and the list pushes nothing out of sight (issue 58).
  const checked = execFileSync(path.join(root, 'target/release/sitegen'), ['check'], { cwd: site, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const count = Number(/no errors, (\d+) warnings?\./.exec(checked)?.[1]);
  assert.ok(count >= 2, checked);
  const list = panel.locator('details.sg-warnings');
  await list.getByText(`${count} warnings on the site (it still publishes)`).waitFor();
  assert.equal(await list.evaluate((d) => d.open), false, 'folded');
  assert.doesNotMatch(await panel.getByRole('status').first().textContent(), /facebook/i);
  await list.getByText(`${count} warnings on the site`).click();
  await list.getByText(/^content\/site\.yaml:50: `https:\/\/www\.facebook\.com\/` is Facebook's home page/).waitFor();
  assert.equal(await list.locator('li').count(), count);
  for (const name of ['Sections', 'Page', 'Site-wide']) {
    const box = await panel.getByRole('button', { name, exact: true }).boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= page.viewportSize().height, `the ${name} tab is on the screen: ${JSON.stringify(box)}`);
  }
  await list.getByText(`${count} warnings on the site`).click();

  // Undo puts the file back byte for byte.
  await panel.getByRole('button', { name: /Undo last save/ }).click();
  await waitFor(() => read(file) === before, 10000, 'undo did not restore the file');
  commitAll();
  await page.close();
});

test('with no Node anywhere, a saved change to a carousel list is rendered into the carousel', async () => {
  const file = 'content/data/resources.yaml';
  const before = read(file);
  const page = await browser.newPage();
  await page.goto(`${base}/edmonton/boiler-replacement`);
  await page.waitForFunction(() => window.__sitegenLive === true);
  const carousel = page.locator('[data-island="Carousel"] .island-root');
  assert.match(await carousel.textContent(), /Boiler or furnace for an Edmonton home\?/);
  writeFileSync(path.join(site, file), before.replace('Boiler or furnace for an Edmonton home?', 'Hot water heat or forced air in Edmonton?'));
  // The preview rebuilds, renders the changed carousel in sitegen's own engine and reloads the tab.
  await page.waitForFunction(() => document.querySelector('[data-island="Carousel"] .island-root')?.textContent.includes('Hot water heat or forced air'), null, { timeout: 30000 });
  const html = readFileSync(path.join(site, 'out/edmonton/boiler-replacement/index.html'), 'utf8');
  assert.match(html, /Hot water heat or forced air in Edmonton\?/, 'the server-rendered HTML has the new title');
  writeFileSync(path.join(site, file), before);
  await page.close();
});

test('a FAQ item added and two sections swapped: the file keeps its comments and moves whole blocks', async () => {
  const file = 'content/pages/red-deer/furnace-services.yaml';
  const before = read(file);
  const { page, panel } = await openEditor('/red-deer/furnace-services');
  // Sections are outlined and labelled with their types; clicking one opens its form.
  // (The tab may reload once, when the previous test's undo reaches the preview.)
  await page.waitForFunction(() => document.querySelectorAll('main > section.sitegen-outlined').length === 7);
  const labelText = await page.locator('main > section.sitegen-outlined').nth(4).evaluate((el) => getComputedStyle(el, '::before').content);
  assert.match(labelText, /5\. Questions section/);
  await page.locator('main > section.sitegen-outlined').nth(4).click();
  const form = panel.getByRole('region', { name: /Section 5: Questions section/ });
  await form.waitFor();
  await form.getByRole('button', { name: 'Add question' }).click();
  const items = form.getByRole('group', { name: /^Question \d+$/ });
  const last = items.last();
  await last.getByRole('textbox', { name: 'Question' }).fill('Do you service furnaces on weekends?');
  await last.getByRole('textbox', { name: 'Answer' }).fill('Yes, seven days a week, at no weekend surcharge.');
  latencies.push(await shown(page, panel, 'no weekend surcharge'));
  // A few more edits of the hero's title: the page-file case a person types most.
  await page.locator('main > section.sitegen-outlined').first().click();
  const title = panel.getByRole('region', { name: /Section 1: Hero/ }).getByRole('textbox', { name: /^Title/ });
  for (const word of ['Furnace Care in Red Deer', 'Furnace Experts in Red Deer', 'Furnace Services in Red Deer']) {
    await title.fill(word);
    latencies.push(await shown(page, panel, word));
    await page.waitForFunction((w) => document.querySelector('h1')?.textContent === w, word);
  }

  // Swap the cards (2) and text (3) sections.
  await panel.getByRole('button', { name: 'Move section 2 down' }).click();
  await page.waitForFunction(() => getComputedStyle(document.querySelectorAll('main > section')[1], '::before').content.includes('2. Text'));
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await panel.getByText(`Saved ${file}`).waitFor({ timeout: 20000 });
  const after = read(file);
  const order = [...after.matchAll(/^  - (\w+):/gm)].map((m) => m[1]);
  assert.deepEqual(order, ['hero', 'text', 'cards', 'steps', 'faq', 'areas', 'quote_form']);
  assert.match(after, /question: Do you service furnaces on weekends\?\n\s+answer: Yes, seven days a week, at no weekend surcharge\./);
  // Same lines, other order, plus the new item: every old line is still there.
  const oldLines = before.split('\n');
  const newLines = after.split('\n');
  for (const l of oldLines) assert.ok(newLines.includes(l), `line kept: ${l}`);
  assert.equal(newLines.length, oldLines.length + 2, 'two lines added for the question');
  commitAll();
  await page.close();
});

test('an invalid price is marked at its field with the CLI words, and nothing is written', async () => {
  const file = 'content/data/plans.yaml';
  const before = read(file);
  const { page, panel } = await openEditor('/calgary/furnace-maintenance');
  await panel.getByRole('button', { name: 'Site-wide' }).click();
  await panel.getByLabel('File', { exact: true }).selectOption(file);
  const price = panel.locator('[data-path="calgary-furnace-basic/price"]').getByRole('textbox');
  await price.fill('149');
  const error = panel.locator('[data-path="calgary-furnace-basic/price"] [role=alert]');
  await error.waitFor({ timeout: 15000 });
  assert.match(await error.textContent(), /price `149` has no dollar sign \(expected a dollar amount such as \$149/);
  assert.equal(await price.getAttribute('aria-invalid'), 'true');
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await panel.getByText(/Nothing was saved/).waitFor();
  assert.match(await panel.getByRole('alert').first().textContent(), /content\/data\/plans\.yaml:\d+:\d+/);
  assert.equal(read(file), before, 'the file is untouched');
  await panel.getByRole('button', { name: 'Discard changes' }).click();
  await page.close();
});

test('two tabs on the same file: the second save gets a conflict and overwrites nothing', async () => {
  const file = 'content/pages/lethbridge.yaml';
  const one = await openEditor('/lethbridge');
  const two = await openEditor('/lethbridge');
  for (const { panel } of [one, two]) await panel.getByRole('button', { name: 'Page' }).click();
  await two.panel.getByRole('textbox', { name: 'Title' }).fill('Lethbridge Heating, Tab Two');
  await one.panel.getByRole('textbox', { name: 'Title' }).fill('Lethbridge Heating, Tab One');
  await one.panel.getByRole('button', { name: 'Save', exact: true }).click();
  await one.panel.getByText(`Saved ${file}`).waitFor({ timeout: 20000 });
  await two.panel.getByRole('button', { name: 'Save', exact: true }).click();
  await two.panel.getByText(/was changed elsewhere/).waitFor({ timeout: 20000 });
  assert.match(read(file), /^title: Lethbridge Heating, Tab One$/m);
  // The tab with unsaved changes was not reloaded under them.
  assert.equal(await two.panel.getByRole('textbox', { name: 'Title' }).inputValue(), 'Lethbridge Heating, Tab Two');
  git('checkout', '--', file);
  await one.page.close();
  await two.page.close();
});

test('a new service page is made from the panel as `sitegen new service` makes it', async () => {
  const { page, panel } = await openEditor('/calgary');
  await panel.getByRole('button', { name: 'Page', exact: true }).click();
  await panel.getByRole('group', { name: 'New service page' }).getByRole('textbox', { name: /^City/ }).fill('calgary');
  await panel.getByRole('group', { name: 'New service page' }).getByRole('textbox', { name: /^Service/ }).fill('Duct Cleaning');
  await panel.getByRole('button', { name: 'Create page' }).click();
  await panel.getByText('Created the page').waitFor({ timeout: 20000 });
  const file = 'content/pages/calgary/duct-cleaning.yaml';
  assert.match(read(file), /# TODO: rewrite for this page/);
  // The new page opens in the editor with the copied text marked; rewriting it in the form takes
  // the `# TODO` notes away, and the page can be saved and published.
  await panel.getByRole('link', { name: 'Open /calgary/duct-cleaning' }).click();
  await panel.getByText('This page cannot be published yet.').waitFor({ timeout: 20000 });
  const problems = panel.locator('.sg-problems li');
  const before = await problems.count();
  assert.ok(before >= 3, `${before} problems: ${await panel.locator('.sg-problems').textContent()}`);
  assert.match(await problems.first().textContent(), /content\/pages\/calgary\/duct-cleaning\.yaml:\d+:\d+ a `# TODO` note from `sitegen new` is still here/);
  await panel.getByRole('button', { name: 'Page', exact: true }).click();
  await panel.getByRole('textbox', { name: /^Title/ }).fill('Duct Cleaning in Calgary | Chinook Heating & Gas');
  await panel.getByRole('textbox', { name: /^Description/ }).fill('Duct cleaning for Calgary homes: less dust, better airflow, quieter furnaces. Free written quotes.');
  await waitFor(async () => (await problems.count()) === before - 2, 15000, `the two rewritten fields still had TODO notes: ${before} before`);
  assert.doesNotMatch(read(file), /Duct Cleaning in Calgary \|/, 'nothing is written before Save');
  git('checkout', '--', '.');
  git('clean', '-fdq', 'content');
  await page.close();
});

/** A JPEG as a phone writes it: `jpeg` with an EXIF block naming the camera and a GPS position. */
function withGps(jpeg) {
  const t = Buffer.alloc(66);
  t.write('II*\0', 0, 'latin1');
  t.writeUInt32LE(8, 4);
  t.writeUInt16LE(2, 8); // two entries: the camera's make, the GPS directory
  t.writeUInt16LE(0x010f, 10); t.writeUInt16LE(2, 12); t.writeUInt32LE(9, 14); t.writeUInt32LE(38, 18);
  t.writeUInt16LE(0x8825, 22); t.writeUInt16LE(4, 24); t.writeUInt32LE(1, 26); t.writeUInt32LE(48, 30);
  t.writeUInt32LE(0, 34);
  t.write('PhoneCam\0', 38, 'latin1');
  t.writeUInt16LE(1, 48); // GPS: latitude north
  t.writeUInt16LE(1, 50); t.writeUInt16LE(2, 52); t.writeUInt32LE(2, 54); t.write('N\0\0\0', 58, 'latin1');
  t.writeUInt32LE(0, 62);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), t]);
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xffe1, 0);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), head, payload, jpeg.subarray(2)]);
}

test('a hero photo replaced by an upload shows on the page; the save is the photo file and one line of YAML', async () => {
  const file = 'content/pages/calgary.yaml';
  const before = read(file);
  // A new photo, 1600 × 1000: a picture Chromium paints, saved as JPEG, with the phone's EXIF.
  const painter = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await painter.setContent('<body style="margin:0;height:100vh;background:linear-gradient(120deg,#0b3d91,#f59e0b 60%,#b91c1c)"><h1 style="font:bold 160px sans-serif;color:#fff;margin:200px">Furnace</h1></body>');
  const photo = withGps(await painter.screenshot({ type: 'jpeg', quality: 90 }));
  await painter.close();
  assert.ok(photo.includes('PhoneCam') && photo.includes('Exif\0\0'));

  const { page, panel, problems } = await openEditor('/calgary');
  await page.waitForFunction(() => document.querySelectorAll('main > section.sitegen-outlined').length > 3);
  await page.locator('main > section.sitegen-outlined').first().click();
  const form = panel.getByRole('region', { name: /Section 1: Hero/ });
  await form.getByText('cities/calgary.jpg', { exact: true }).waitFor();
  await form.getByLabel('Upload a photo').setInputFiles({ name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer: photo });
  // The new photo is kept aside, in the folder of the one it replaces; the alt text is asked for.
  await form.getByText('cities/img-2041.jpg', { exact: true }).waitFor({ timeout: 20000 });
  const alt = form.getByRole('textbox', { name: /^Alt/ });
  assert.equal(await alt.inputValue(), '');
  assert.ok(await alt.evaluate((el) => el.getRootNode().activeElement === el), 'the alt text field has the focus');
  assert.equal(read(file), before, 'nothing is written before Save');
  await alt.fill('A technician checking a new furnace in a Calgary basement');
  // The page shows the uploaded photo (encoded by the pipeline, not published yet), loaded.
  await page.waitForFunction(() => [...document.querySelectorAll('main img')].some((i) => i.alt.startsWith('A technician checking') && i.complete && i.naturalWidth > 0 && /img-2041/.test(i.currentSrc)), null, { timeout: 30000 });

  await saveAndReload(page, panel, file);
  // What the save changed: the photo file and one line of YAML.
  const changed = () => git('status', '--porcelain', '--', 'content').split('\n').filter(Boolean).sort();
  assert.deepEqual(changed(), [' M content/pages/calgary.yaml', '?? content/images/cities/img-2041.jpg']);
  assert.deepEqual(diffstat(), [{ file, added: 1, removed: 1 }]);
  assert.match(read(file), /^ {6}image: \{ src: cities\/img-2041\.jpg, alt: A technician checking a new furnace in a Calgary basement \}$/m);
  const stored = readFileSync(path.join(site, 'content/images/cities/img-2041.jpg'));
  assert.ok(!stored.includes('PhoneCam') && !stored.includes('Exif\0\0'), 'the camera and its GPS position were removed');
  assert.ok(stored.length < photo.length && stored.subarray(0, 2).equals(Buffer.from([0xff, 0xd8])));
  // The real preview rebuilt from the saved files: the published page has the photo.
  await page.waitForFunction(() => [...document.querySelectorAll('main img')].some((i) => i.alt.startsWith('A technician checking') && i.complete && i.naturalWidth > 0), null, { timeout: 30000 });
  await waitFor(() => readdirSync(path.join(site, 'out/img')).some((f) => f.startsWith('img-2041-')), 30000, 'the photo was not published');
  // The one refusal: the preview while the alt text was empty (the check's 422), nothing else.
  assert.deepEqual(problems.filter((p) => !/status of 422/.test(p)), []);

  // Undo takes the line and the photo back out.
  await panel.getByRole('button', { name: /Undo last save/ }).click();
  await waitFor(() => read(file) === before, 10000, 'undo did not restore the page');
  assert.deepEqual(changed(), []);
  await page.close();
});

test('the edit API refuses requests without the token, from another origin, or outside content/', async () => {
  const html = await (await fetch(`${base}/`)).text();
  const token = /name="sitegen-edit-token" content="([0-9a-f]+)"/.exec(html)[1];
  const post = (action, body, headers) => fetch(`${base}/_sitegen/edit/${action}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const good = { 'X-Sitegen-Token': token, Origin: base };
  assert.equal((await post('file', { path: 'content/site.yaml' }, good)).status, 200);
  assert.equal((await post('file', { path: 'content/site.yaml' }, { Origin: base })).status, 403, 'no token');
  assert.equal((await post('file', { path: 'content/site.yaml' }, { 'X-Sitegen-Token': 'f'.repeat(32), Origin: base })).status, 403, 'wrong token');
  assert.equal((await post('file', { path: 'content/site.yaml' }, { 'X-Sitegen-Token': token, Origin: 'http://evil.example' })).status, 403, 'other origin');
  assert.equal((await post('file', { path: 'content/site.yaml' }, { 'X-Sitegen-Token': token })).status, 403, 'no origin');
  const cargo = readFileSync(path.join(site, 'package.json'), 'utf8');
  for (const p of ['content/../package.json', '/etc/passwd', 'templates/page.yaml', 'content/.routes.lock', 'content/pages/../../package.json']) {
    const r = await post('save', { files: [{ path: p, base: '', text: 'x: 1' }] }, good);
    assert.equal(r.status, 403, p);
  }
  assert.equal(readFileSync(path.join(site, 'package.json'), 'utf8'), cargo);
  // A GET is not an edit.
  assert.equal((await fetch(`${base}/_sitegen/edit/file`)).status, 405);
});

test('a section with days of its own that leaves it out today is listed as such, and the others stay outlined in place', async () => {
  const file = 'content/pages/about.yaml';
  const before = read(file);
  const dated = '  - text:\n      title: Open house next spring\n      paragraphs:\n        - Come and see the shop.\n      from: 2099-04-01\n      until: 2099-04-30\n';
  writeFileSync(path.join(site, file), before.replace('  - text:\n      id: our-story', `${dated}  - text:\n      id: our-story`));
  try {
    const { page, panel } = await openEditor('/about');
    const item = panel.getByRole('button', { name: /Open house next spring/ });
    await item.waitFor();
    assert.match(await item.textContent(), /not on the page today/);
    assert.equal(await panel.getByText("The page's sections could not be outlined").count(), 0, 'the shown sections are outlined');
    // The section after it is outlined with its own place in the file (3: hero, the dated one, the story).
    const story = page.locator('main > section#our-story');
    assert.equal(await story.getAttribute('data-sitegen-label'), '3. Text section');
    await story.click();
    assert.equal(await panel.getByRole('button', { name: /Our Story/ }).getAttribute('aria-pressed'), 'true');
    await page.close();
  } finally {
    writeFileSync(path.join(site, file), before);
  }
});

test('a built site carries nothing of the editor', async () => {
  const out = mkdtempSync(path.join(os.tmpdir(), 'sitegen-editor-dist-'));
  try {
    execFileSync(path.join(root, 'target/release/sitegen'), ['build', '--root', site, '--out', out], { stdio: 'pipe' });
    const files = readdirSync(out, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    assert.ok(files.length > 50);
    for (const f of files) {
      const text = readFileSync(path.join(f.parentPath, f.name), 'utf8');
      for (const marker of ['_sitegen', 'sitegen-edit', 'sitegen-editor', 'sitegenHoldReload']) {
        assert.ok(!text.includes(marker), `${f.name} contains ${marker}`);
      }
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

// The editor follows the page's language on a site in two languages (issue 57): a site started by
// `sitegen init --language en-CA,fr-CA` (English at /, French under /fr/), served by `sitegen serve`
// alone. On the French page the editor's words, the forms' section names, field labels and help,
// and a content mistake are French; on the English page of the same site, all of it is English.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bin, launch, preview, waitFor } from './lib.mjs';

let dir; let site; let server; let browser;
const git = (...args) => execFileSync('git', ['-C', site, ...args], { encoding: 'utf8' });

before(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-editor-lang-'));
  site = path.join(dir, 'harbour');
  execFileSync(bin, ['init', site, '--name', 'Harbour Roofing', '--trade', 'roofing', '--city', 'Halifax',
    '--phone', '(902) 555-0134', '--email', 'info@harbourroofing.ca', '--language', 'en-CA,fr-CA'], { stdio: ['ignore', 'ignore', 'pipe'] });
  writeFileSync(path.join(site, '.gitignore'), 'out\n.sitegen-cache\n');
  git('init', '-q', '-b', 'main');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'add', '.');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'site');
  // git on the PATH and nothing else (no Node), as a marketing person's computer has it.
  const bins = path.join(dir, 'bin');
  mkdirSync(bins);
  symlinkSync(execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim(), path.join(bins, 'git'));
  server = await preview(site, { ...process.env, PATH: bins });
  await waitFor(() => server.log.includes('Edit the site in the browser'), 10000, () => `the preview did not offer the editor\n${server.log}`);
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
});

/** Opens the editor on `route` with its button (`edit`) and waits for its panel (`panel`). */
async function open(route, { edit, panel: name }) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${server.base}${route}`);
  await page.waitForFunction(() => window.__sitegenLive === true);
  await page.getByRole('button', { name: edit }).click();
  const panel = page.getByRole('complementary', { name });
  await panel.waitFor();
  await page.waitForFunction(() => document.querySelectorAll('main > section.sitegen-outlined').length > 2);
  await page.locator('main > section.sitegen-outlined').first().click();
  return { page, panel };
}

/** Empties the first text field of the first section's form: the mistake it shows there. */
async function emptied(form) {
  const field = form.locator('.sg-text').first();
  await field.getByRole('textbox').fill('');
  const error = field.getByRole('alert');
  await error.waitFor({ timeout: 20000 });
  return error.textContent();
}

test('the French page of a site in two languages is edited in French', async () => {
  const { page, panel } = await open('/fr/', { edit: '✎ Modifier', panel: 'Éditeur du site' });
  for (const name of ['Enregistrer', 'Annuler les changements', 'Publier…']) {
    await panel.getByRole('button', { name, exact: true }).waitFor();
  }
  const form = panel.getByRole('region', { name: /^Section 1\s:\s/ });
  await form.waitFor();
  const text = await form.textContent();
  for (const english of ['Hero section', 'Eyebrow', 'Alt text', 'Title', 'Lead', 'Optional', 'Add a field', 'Add ', 'button']) {
    assert.ok(!text.includes(english), `the French form says "${english}": ${text.slice(0, 600)}`);
  }
  // The help names no YAML value in its prose (a YAML example between backticks, like `call: true`,
  // is kept as written): a checkbox's help says what it does when on.
  assert.doesNotMatch(text.replace(/`[^`]*`/g, ''), /\b(true|false|decorative|aside|primary|secondary)\b/, text.slice(0, 600));
  // A button's style is offered in words.
  assert.deepEqual(await form.getByRole('combobox', { name: /^Style/ }).first().locator('option').allTextContents(), ['Principal', 'Secondaire', 'Urgence']);

  // A field left empty: the mistake beside it, in French.
  const said = await emptied(form);
  assert.match(said, /ce texte est vide/, said);
  assert.doesNotMatch(said, /this text is empty/);
  // EDITOR_LANG_SHOTS=<folder>: the French editor at 1280 px, to look at.
  if (process.env.EDITOR_LANG_SHOTS) await page.screenshot({ path: path.join(process.env.EDITOR_LANG_SHOTS, 'editor-fr-bilingual-1280.png') });
  await panel.getByRole('button', { name: 'Annuler les changements', exact: true }).click();
  await page.close();
});

test('the English page of the same site is still edited in English', async () => {
  const { page, panel } = await open('/', { edit: '✎ Edit', panel: 'Site editor' });
  await panel.getByRole('button', { name: 'Save', exact: true }).waitFor();
  const form = panel.getByRole('region', { name: /^Section 1: / });
  await form.waitFor();
  const text = await form.textContent();
  assert.match(text, /Title/, text.slice(0, 600));
  for (const french of ['Titre', 'Facultatif', 'haut de page']) {
    assert.ok(!text.includes(french), `the English form says "${french}": ${text.slice(0, 600)}`);
  }
  const said = await emptied(form);
  assert.match(said, /this text is empty/, said);
  await panel.getByRole('button', { name: 'Discard changes', exact: true }).click();
  await page.close();
});

// The editor on a French site (issue 51): a copy of examples/toitures served by `sitegen serve`
// alone (no Node on its PATH), opened in Chromium as its marketing person would. The editor's
// buttons, statuses and dates, the forms' field labels and help, and what the server answers are
// French; a change typed in a French form is saved as one line of YAML.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, launch, preview, saveAndReload, waitFor } from './lib.mjs';

let site; let server; let base; let browser;
const git = (...args) => execFileSync('git', ['-C', site, ...args], { encoding: 'utf8' });
const read = (rel) => readFileSync(path.join(site, rel), 'utf8');

before(async () => {
  site = mkdtempSync(path.join(os.tmpdir(), 'sitegen-editor-fr-'));
  cpSync(path.join(root, 'examples/toitures/content'), path.join(site, 'content'), { recursive: true });
  writeFileSync(path.join(site, '.gitignore'), 'out\n.sitegen-cache\n');
  git('init', '-q');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'add', '.');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'site');
  server = await preview(site, { ...process.env, PATH: '/usr/bin:/bin' });
  await waitFor(() => server.log.includes('Edit the site in the browser'), 10000, () => `the preview did not offer the editor\n${server.log}`);
  base = server.base;
  browser = await launch();
});

after(async () => {
  await browser?.close();
  server?.stop();
  if (site) rmSync(site, { recursive: true, force: true });
});

test('a French site is edited in French: the buttons, the form labels and help, the statuses', async () => {
  const file = 'content/pages/index.yaml';
  const before = read(file);
  const page = await browser.newPage();
  await page.goto(`${base}/`);
  await page.waitForFunction(() => window.__sitegenLive === true);
  await page.getByRole('button', { name: '✎ Modifier' }).click();
  const panel = page.getByRole('complementary', { name: 'Éditeur du site' });
  await panel.waitFor();
  for (const name of ['Enregistrer', 'Annuler les changements', 'Défaire le dernier enregistrement', 'Historique', 'Publier…']) {
    await panel.getByRole('button', { name, exact: true }).waitFor();
  }
  assert.equal(await panel.getByRole('navigation', { name: 'Quoi modifier' }).getByRole('button').allTextContents().then((t) => t.join('|')), 'Sections|Page|Tout le site');

  // The first section's form: its title, labels and help in French.
  await page.waitForFunction(() => document.querySelectorAll('main > section.sitegen-outlined').length > 3);
  await page.locator('main > section.sitegen-outlined').first().click();
  const form = panel.getByRole('region', { name: /^Section 1\s:\s/ });
  await form.waitFor();
  const lead = form.getByRole('textbox', { name: /^Texte d’introduction/ });
  await lead.waitFor();
  const text = await form.textContent();
  for (const english of ['Lead', 'Title', 'Eyebrow', 'Optional', 'Actions', 'Add a field']) {
    assert.ok(!text.includes(english), `the form says "${english}": ${text.slice(0, 400)}`);
  }

  // Typing: the preview says so in French; the save too, and writes one line.
  await lead.fill('Une entreprise d’ici. Vous recevez un prix écrit avant le début des travaux.');
  await panel.getByText(/^Aperçu mis à jour \d+\u00a0ms après le changement/).waitFor({ timeout: 15000 });
  await panel.getByText(/Non enregistré\u00a0: content\/pages\/index\.yaml/).waitFor();
  await saveAndReload(page, panel, file, { save: 'Enregistrer', saved: `${file}\u00a0: enregistré.` });
  assert.match(read(file), /^ {6}lead: Une entreprise d’ici\. Vous recevez un prix écrit avant le début des travaux\.$/m);
  assert.equal(git('diff', '--numstat').trim().split('\t').slice(0, 2).join(' '), '1 1');

  // The History lists the versions in French, with French dates.
  await panel.getByRole('button', { name: 'Historique', exact: true }).click();
  const history = panel.getByRole('region', { name: 'Historique' });
  await history.getByText(`Versions de ${file}`).waitFor();
  await history.getByText(/(janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc)\.?/).first().waitFor({ timeout: 15000 });

  // Undo, in French, takes the line back out.
  await panel.getByRole('button', { name: /^Défaire le dernier enregistrement/ }).click();
  await waitFor(() => read(file) === before, 10000, 'undo did not restore the page');
  await panel.getByText(`Défait\u00a0: ${file} est revenu comme avant.`).waitFor({ timeout: 15000 });
  await page.close();
});

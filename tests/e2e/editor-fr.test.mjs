// The editor on a French site (issue 51): a copy of examples/toitures served by `sitegen serve`
// alone (no Node on its PATH), opened in Chromium as its marketing person would. The editor's
// buttons, statuses and dates, the forms' field labels and help, and what the server answers are
// French; a change typed in a French form is saved as one line of YAML.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, launch, preview, saveAndReload, waitFor } from './lib.mjs';

let dir; let site; let server; let base; let browser;
const git = (...args) => execFileSync('git', ['-C', site, ...args], { encoding: 'utf8' });
const read = (rel) => readFileSync(path.join(site, rel), 'utf8');

before(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-editor-fr-'));
  site = path.join(dir, 'site');
  const remote = path.join(dir, 'remote.git');
  cpSync(path.join(root, 'examples/toitures/content'), path.join(site, 'content'), { recursive: true });
  writeFileSync(path.join(site, '.gitignore'), 'out\n.sitegen-cache\n');
  execFileSync('git', ['init', '-q', '--bare', '-b', 'main', remote]);
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Julie');
  git('config', 'user.email', 'julie@example.com');
  git('add', '.');
  git('commit', '-qm', 'Le site');
  git('remote', 'add', 'origin', remote);
  git('push', '-q', '-u', 'origin', 'main');
  // git on the PATH, and nothing else (no Node): as a marketing person's computer has it.
  const bin = path.join(dir, 'bin');
  mkdirSync(bin);
  symlinkSync(execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim(), path.join(bin, 'git'));
  server = await preview(site, { ...process.env, PATH: bin });
  await waitFor(() => server.log.includes('Edit the site in the browser'), 10000, () => `the preview did not offer the editor\n${server.log}`);
  base = server.base;
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
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
  assert.equal(await panel.getByRole('navigation', { name: 'Que modifier' }).getByRole('button').allTextContents().then((t) => t.join('|')), 'Sections|Page|Tout le site');

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
  await panel.getByText(/Aperçu mis à jour \d+\sms après le changement/).waitFor({ timeout: 15000 });
  await panel.getByText(/Non enregistré\s:\scontent\/pages\/index\.yaml/).waitFor();
  await saveAndReload(page, panel, file, { save: 'Enregistrer', saved: /content\/pages\/index\.yaml\s:\senregistré\./ });
  assert.match(read(file), /^ {6}lead: "Une entreprise d’ici\. Vous recevez un prix écrit avant le début des travaux\."$/m);
  assert.equal(git('diff', '--numstat').trim().split('\t').slice(0, 2).join(' '), '1 1');

  // The History lists the versions in French, with French dates.
  await panel.getByRole('button', { name: 'Historique', exact: true }).click();
  const history = panel.getByRole('region', { name: 'Historique' });
  await history.getByText(`Versions de ${file}`).waitFor();
  await history.getByText(/(janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc)\.?/).first().waitFor({ timeout: 15000 }).catch(async (e) => {
    throw new Error(`${e.message}\nThe History says: ${await history.textContent()}`);
  });

  // Publish, in French: the list of what goes live names the field by its French label, and the
  // server's answer is French.
  await panel.getByRole('button', { name: 'Publier…', exact: true }).click();
  const publish = panel.getByRole('region', { name: 'Publier' });
  await publish.getByText('Ces changements seront mis en ligne', { exact: false }).waitFor({ timeout: 15000 });
  assert.match(await publish.getByRole('list', { name: 'Ce qui sera mis en ligne' }).textContent(), /Texte d’introduction/);
  const demo = publish.getByRole('checkbox', { name: /Publier quand même/ });
  if (await demo.count()) await demo.check();
  await publish.getByRole('button', { name: 'Publier maintenant', exact: true }).click();
  await publish.getByText(/^Publié\s:/).waitFor({ timeout: 30000 });
  // EDITOR_FR_SHOTS=<folder>: the panel after Publish, at 1280 and 390 px, to look at.
  if (process.env.EDITOR_FR_SHOTS) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(process.env.EDITOR_FR_SHOTS, `editor-fr-published-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  assert.match(git('log', '-1', '--format=%s', 'origin/main'), /Texte d’introduction|index/);

  // Undo, in French, takes the line back out.
  await panel.getByRole('button', { name: /^Défaire le dernier enregistrement/ }).click();
  await waitFor(() => read(file) === before, 10000, 'undo did not restore the page');
  // The save was published: the Undo says the live site keeps it until the next Publish (issue 58).
  await panel.getByText(/Défait\s:\sla page d’accueil, comme avant\. Cette modification était déjà en ligne\s:/).waitFor({ timeout: 15000 });
  await page.close();
});

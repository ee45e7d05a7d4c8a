// Issue 59's first screens (reports/issue-59/after-*.png): node tests/e2e/_shots59.mjs reports/issue-59
// (a third argument, full, takes whole pages instead, to look at), site and French example.
import { cpSync, mkdirSync, mkdtempSync, symlinkSync, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { launch, serve, serveDir, url, root } from './lib.mjs';
const out = process.argv[2]; const full = process.argv[3];
const tmp = mkdtempSync(path.join(tmpdir(), 'shots-'));
const copy = path.join(tmp, 'toitures');
cpSync(path.join(root, 'examples/toitures'), copy, { recursive: true, filter: (p) => !/\/(\.sitegen-cache|dist)$/.test(p) });
mkdirSync(path.join(root, '.sitegen-cache'), { recursive: true });
symlinkSync(path.join(root, '.sitegen-cache'), path.join(copy, '.sitegen-cache'));
execFileSync(path.join(root, 'target/release/sitegen'), ['build', '--root', copy, '--out', path.join(copy, 'dist')], { stdio: ['ignore', 'ignore', 'pipe'] });
const [site, fr, browser] = await Promise.all([serve(), serveDir(copy, path.join(copy, 'dist')), launch()]);
const sets = [['site', site, ['/', '/calgary', '/calgary/furnace-repair', '/quote']], ['fr', fr, ['/', '/moncton', '/reparation-de-toiture', '/soumission']]];
const names = ['home', 'city', 'service', 'quote'];
for (const [w, h] of [[320, 568], [390, 844], [1280, 800]]) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  for (const [set, server, routes] of sets) {
    for (const [i, r] of routes.entries()) {
      await page.goto(server.base + url(r), { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const buf = await page.screenshot({ fullPage: !!full });
      const file = path.join(out, `${full ? 'full' : 'after'}-${set}-${names[i]}-${w}.png`);
      await sharp(buf).png({ palette: true, colors: 256 }).toFile(file);
    }
  }
  await context.close();
}
await browser.close(); site.stop(); fr.stop();

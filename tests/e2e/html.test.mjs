// Every generated HTML file (pages, 404.html, redirect fallbacks) passes html-validate with the
// repository's .htmlvalidate.json. Reads dist/ from disk; no browser or server needed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate, FileSystemConfigLoader } from 'html-validate';
import { root, dist, routes } from './lib.mjs';

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath ?? e.path, e.name))
    .sort();
}

test('every generated HTML file is valid', async () => {
  const files = htmlFiles(dist);
  assert.ok(files.length >= routes().length + 1, `${files.length} HTML files for ${routes().length} routes and 404.html`);
  assert.ok(files.includes(path.join(dist, '404.html')), '404.html is checked');
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const errors = [];
  for (const file of files) {
    // Validate the text under the repository's config (the file lives outside it when SITE_DIST is set).
    const report = await validator.validateString(readFileSync(file, 'utf8'), path.join(root, 'dist', path.relative(dist, file)));
    for (const r of report.results) {
      for (const m of r.messages) errors.push(`${path.relative(dist, file)}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
    }
  }
  assert.deepEqual(errors, [], `${errors.length} html-validate errors:\n${errors.slice(0, 50).join('\n')}`);
});

test('phone links, which the validator skips, keep the real number on one line', () => {
  // The number is written as site.yaml has it (a copied number must dial), inside `.nowrap`.
  const display = readFileSync(path.join(root, 'content/site.yaml'), 'utf8').match(/^phone: (.+)$/m)[1].trim();
  const failures = [];
  let links = 0;
  for (const file of htmlFiles(dist)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/<a class="[^"]*(?:btn|phone-link)[^"]*" href="tel:[^"]*">([\s\S]*?)<\/a>/g)) {
      links += 1;
      if (!m[1].includes(`<span class="nowrap">${display}</span>`)) failures.push(`${path.relative(dist, file)}: ${m[1].replace(/<svg[\s\S]*?<\/svg>/, '')}`);
    }
  }
  assert.ok(links > 100, `${links} phone links found`);
  assert.deepEqual(failures, []);
});

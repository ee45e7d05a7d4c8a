// The content schema in a real editor engine: yaml-language-server (what VS Code's YAML extension
// runs), started once over stdio and fed documents from memory. Every real content file is clean;
// everyday slips are flagged on their line in plain words; hovers show plain descriptions; and the
// schema flags exactly the slips of tests/mistakes/ marked `schema yes`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './lsp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const content = path.join(root, 'content');

/** Words of the Rust code or of the engine's default wording that an editor must never show. */
const JARGON = [
  /\b[A-Z][a-z]+[A-Z][A-Za-z]*\b/, // PageFile, HeroAside, ...
  /\b(Words|Href|Slug|EndpointUrl|Array_of|Map_of)\b/,
  /Incorrect type/,
  /does not match the pattern/,
  /Value is not accepted/,
  /Matches multiple schemas/,
  /\b(string|integer|boolean|array|object|null)\b/,
];

function assertPlain(message) {
  for (const word of JARGON) assert.doesNotMatch(message, word, `not plain: ${message}`);
}

let server;
before(async () => {
  server = await startServer(root);
});
after(async () => {
  await server?.stop();
});

function yamlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.yaml'))
    .map((e) => path.join(e.parentPath ?? e.path, e.name))
    .sort();
}

/** A copy of a content file opened beside it (so its modeline finds the schema), never written. */
const scratch = (file, n) => file.replace(/\.yaml$/, `.editor-test-${n}.yaml`);
let opened = 0;
const check = (file, text) => server.check(scratch(file, ++opened), text);
const show = (diags) => diags.map((d) => `${d.range.start.line + 1}: ${d.message}`).join('\n');

test('every real content file is clean in the editor', async () => {
  const files = yamlFiles(content);
  assert.ok(files.length > 50, `${files.length} files`);
  // All at once: the server validates each document after a short pause, in parallel.
  const results = await Promise.all(files.map((file) => server.check(file, readFileSync(file, 'utf8'))));
  const problems = files.flatMap((file, i) =>
    results[i].length ? [`${path.relative(root, file)}\n${show(results[i])}`] : [],
  );
  assert.deepEqual(problems, []);
});

const page = path.join(content, 'pages/calgary/furnace-maintenance.yaml');
const plans = path.join(content, 'data/plans.yaml');
const lineOf = (text, needle) => text.split('\n').findIndex((l) => l.includes(needle));

/** The one diagnostic for `file` with `find` replaced by `replace`, on the line `find` was on. */
async function oneProblem(file, find, replace) {
  const text = readFileSync(file, 'utf8');
  assert.ok(text.includes(find), find);
  const diags = await check(file, text.replace(find, replace));
  assert.equal(diags.length, 1, show(diags));
  assert.equal(diags[0].range.start.line, lineOf(text, find), show(diags));
  assertPlain(diags[0].message);
  return diags[0].message;
}

test('a misspelt field is flagged on its line', async () => {
  const message = await oneProblem(plans, '  popular: true', '  populer: true');
  console.log(`misspelt field: ${message}`);
  assert.match(message, /populer/);
});

test('a wrong section type is flagged on its line, with the types to choose from', async () => {
  const message = await oneProblem(page, '  - plans:', '  - plan:');
  console.log(`wrong section type: ${message}`);
  assert.match(message, /not a section type/);
  assert.match(message, /\bplans\b/);
});

test('a price without its dollar sign is flagged on its line', async () => {
  const message = await oneProblem(plans, 'price: $149', 'price: 149');
  console.log(`bare price: ${message}`);
  assert.match(message, /dollar sign/);
  assert.match(message, /\$149/);
});

test('text where a group of fields belongs is flagged on its line in plain words', async () => {
  const message = await oneProblem(plans, 'action: { label: Choose Basic, href: /quote }', 'action: Choose Basic');
  assert.match(message, /fields of the button/);
});

test('hovers show plain descriptions, never type names', async () => {
  for (const [file, needle, expected] of [
    [plans, 'price: $149', /dollar sign/],
    [page, '  - plans:', /plans/i],
    [path.join(content, 'data/testimonials.yaml'), 'author:', /name/i],
    [path.join(content, 'site.yaml'), 'phone:', /phone/i],
    [path.join(content, 'pages/index.yaml'), 'icon: flame', /picture.*flame/s],
  ]) {
    const text = readFileSync(file, 'utf8');
    const line = lineOf(text, needle);
    const character = text.split('\n')[line].indexOf(needle.trim().replace(/^- /, '')) + 1;
    const hover = await server.hover(scratch(file, ++opened), text, line, character);
    const shown = hover.replace(/\n*Source: \[.*$/s, '');
    assert.match(shown, expected, `hover on ${needle}: ${hover}`);
    assertPlain(shown);
  }
});

test('a new section suggests each section type once', async () => {
  const lines = readFileSync(page, 'utf8').split('\n');
  const at = lines.findIndex((l) => l.startsWith('  - plans:'));
  const text = [...lines.slice(0, at), '  - ', ...lines.slice(at)].join('\n');
  const labels = await server.complete(scratch(page, ++opened), text, at, 4);
  assert.ok(labels.includes('hero') && labels.includes('plans') && labels.includes('quote_form'), `${labels}`);
  assert.equal(new Set(labels).size, labels.length, `suggested twice: ${labels}`);
});

test("every pattern of the schema compiles in the editor's regular expressions", () => {
  // yaml-language-server compiles `pattern` with the `u` flag; one it cannot compile is reported
  // on every value it applies to.
  const patterns = new Set();
  const walk = (v) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) k === 'pattern' && typeof x === 'string' ? patterns.add(x) : walk(x);
  };
  const dir = path.join(content, '.schema');
  for (const f of readdirSync(dir)) walk(JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
  assert.ok(patterns.size >= 10, `${patterns.size} patterns`);
  for (const p of patterns) assert.doesNotThrow(() => new RegExp(p, 'u'), p);
});

/** `\n`, `\t`, `\u00a0` and `\\`, as in tests/mistakes/README.md. */
const unescape = (s) =>
  s.replace(/\\(n|t|\\|u[0-9a-fA-F]{4})/g, (_, e) =>
    e === 'n' ? '\n' : e === 't' ? '\t' : e === '\\' ? '\\' : String.fromCharCode(parseInt(e.slice(1), 16)),
  );

function corpus() {
  const dir = path.join(root, 'tests/mistakes');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.edit'))
    .sort()
    .map((name) => {
      const head = readFileSync(path.join(dir, name), 'utf8').split('---\n')[0];
      const field = (key) => {
        const line = head.split('\n').find((l) => l.length >= 7 && l.slice(0, 7).trimEnd() === key);
        return line === undefined ? undefined : unescape(line.slice(7));
      };
      return { name, file: field('file'), find: field('find'), with: field('with'), schema: field('schema'), save: field('save') };
    });
}

/** Slips the editor flags away from the edited line, and why. */
const REPORTED_ELSEWHERE = {
  'unclosed-quote.edit': "the editor's YAML parser reports a quote never closed where the file ends",
  'site-two-groups-missing.edit': 'fields missing from the whole file are flagged at its first key, as `sitegen check` does at its start',
};

test('the schema flags exactly the slips of tests/mistakes marked `schema yes`, on the edited line', async () => {
  const slips = corpus();
  assert.ok(slips.length >= 40, `${slips.length} slips`);
  const checked = slips;
  const results = await Promise.all(
    checked.map((slip) => {
      const file = path.join(root, slip.file);
      const text = readFileSync(file, 'utf8');
      assert.ok(text.includes(slip.find), `${slip.name}: find is not in ${slip.file}`);
      let edited = text.replace(slip.find, slip.with);
      // A file saved as Latin-1 reaches the editor as UTF-8 with unreadable characters.
      if (slip.save) {
        assert.equal(slip.save, 'latin1', slip.name);
        edited = Buffer.from(edited, 'latin1').toString('utf8');
      }
      return check(file, edited);
    }),
  );
  const disagree = [];
  const elsewhere = [];
  let agree = 0;
  checked.forEach((slip, i) => {
    const flagged = results[i].length > 0;
    if (flagged === (slip.schema === 'yes')) agree++;
    else disagree.push(`${slip.name}: marked schema ${slip.schema}, editor says ${flagged ? show(results[i]) : 'nothing'}`);
    // The schema's own messages are plain (the YAML parser's wording is the editor's).
    for (const d of results[i]) if (d.source?.startsWith('yaml-schema')) assertPlain(d.message);
    if (!flagged || slip.name in REPORTED_ELSEWHERE) return;
    // Flagged on the edited lines (a deletion: on the line before it, the field's owner).
    const text = readFileSync(path.join(root, slip.file), 'utf8');
    const first = text.slice(0, text.indexOf(slip.find)).split('\n').length;
    const last = first + slip.with.split('\n').length - 1;
    const lines = results[i].map((d) => d.range.start.line + 1);
    if (!lines.some((l) => l >= first - 1 && l <= last)) elsewhere.push(`${slip.name}: edited ${first}-${last}, flagged ${lines}`);
  });
  assert.deepEqual(elsewhere, [], 'flagged away from the edit');
  console.log(`schema agrees with the tool on ${agree} of ${slips.length} slips`);
  assert.deepEqual(disagree, []);
});

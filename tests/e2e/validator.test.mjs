// The W3C Nu HTML Checker (vnu.jar from the npm package `vnu-jar`, run on Debian's Java: `make
// java`) over every HTML file of the built site and of every example in examples/, and over their
// stylesheets, in one run of the checker (one JVM start). Any error or warning fails, but those
// named in KNOWN below, each with the evidence for it in docs/decisions.md. A few files with known
// mistakes go through the same run, so a checker that checked nothing, or an exception that
// swallows more than its own case, fails too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { root, dist } from './lib.mjs';

const jar = String(createRequire(import.meta.url)('vnu-jar'));
const sitegen = path.join(root, 'target/release/sitegen');

/**
 * What the checker reports that is not a mistake of ours, each matched narrowly (its exact message,
 * and where it says so, the markup it points at), so the same message about anything else fails.
 */
const KNOWN = [
  {
    // base.html holds the first paint until <main> is read. The HTML standard allows `blocking` on
    // rel=expect (links.html#link-type-expect); the checker still allows it on rel=stylesheet only.
    why: 'rel=expect is allowed by the HTML standard; the checker lags',
    type: 'error',
    message: 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
    at: /<link rel="expect" href="#[\w-]+" blocking="render">/,
  },
  // Container queries (CSS Containment 3, in every browser engine since 2023): the checker's CSS
  // grammar has neither the at-rule, its two properties nor the cq* units. It skips the rules inside.
  { why: 'container queries: unknown to the checker', type: 'error', message: 'CSS: Unrecognized at-rule “@container”' },
  { why: 'container queries: unknown to the checker', type: 'error', message: 'CSS: “container”: Property “container” doesn\'t exist.' },
  { why: 'container queries: unknown to the checker', type: 'error', message: 'CSS: “container-type”: Property “container-type” doesn\'t exist.' },
  {
    why: 'container query units: unknown to the checker',
    type: 'error',
    message: /^CSS: “[\w-]+”: Parse Error\.$/,
    at: /\d(cqi|cqw|cqh|cqb|cqmin|cqmax)\b/,
  },
  // The checker evaluates a <meta> Content-Security-Policy on a file read from disk, where 'self'
  // matches nothing, and counts JSON data blocks (island props, JSON-LD) as scripts, which a
  // browser never runs. The policy itself is checked where it applies, in Chromium: pages.test.mjs
  // fails on any violation. An inline script that runs, or anything from another origin, still fails.
  {
    why: 'CSP: data blocks are not scripts',
    type: 'warning',
    message: 'Inline script violates Content Security Policy (meta tag): blocked by “script-src” directive (missing “‘unsafe-inline’” or nonce/hash).',
    at: /<script type="application\/(ld\+)?json"[^>]*>/,
  },
  {
    why: 'CSP: our own files, read from disk',
    type: 'warning',
    message: /^Resource violates Content Security Policy \(meta tag\): [\w ]+ “\/(?!\/)[^”]*” blocked by “[\w-]+” directive\.$/,
  },
];

/** A message's kind as the checker gives it: `error`, `warning`, or `info` (never a failure). */
function kind(m) {
  if (m.type === 'info') return m.subType === 'warning' ? 'warning' : 'info';
  return m.type === 'error' ? 'error' : `${m.type}${m.subType ? ` ${m.subType}` : ''}`;
}

/** The KNOWN entry that explains `m`, if any. */
function known(m) {
  const same = (want, got) => (typeof want === 'string' ? want === got : want.test(got ?? ''));
  return KNOWN.find((k) => k.type === kind(m) && same(k.message, m.message) && (!k.at || k.at.test(m.extract ?? '')));
}

function files(dir, ext) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(ext))
    .map((e) => path.join(e.parentPath ?? e.path, e.name))
    .sort();
}

/** Each example of examples/ built by the binary alone into `tmp` (photo cache shared); their output folders. */
function buildExamples(tmp) {
  const built = [];
  for (const name of readdirSync(path.join(root, 'examples')).sort()) {
    const from = path.join(root, 'examples', name);
    if (!existsSync(path.join(from, 'content/site.yaml'))) continue;
    const site = path.join(tmp, name);
    cpSync(from, site, { recursive: true, filter: (p) => !/\/(\.sitegen-cache|dist)$/.test(p) });
    mkdirSync(path.join(root, '.sitegen-cache'), { recursive: true });
    symlinkSync(path.join(root, '.sitegen-cache'), path.join(site, '.sitegen-cache'));
    execFileSync(sitegen, ['build', '--root', site, '--out', path.join(site, 'dist')], { stdio: ['ignore', 'ignore', 'pipe'] });
    built.push({ name: `examples/${name}`, out: path.join(site, 'dist') });
  }
  return built;
}

/** Files with known mistakes, checked in the same run: what each must be reported as. */
function canaries(tmp) {
  const dir = path.join(tmp, 'canaries');
  mkdirSync(dir);
  const html = path.join(dir, 'canary.html');
  writeFileSync(html, `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Canary</title>
<link rel="expect" href="#end" blocking="render">
<link rel="preload" href="/x.css" as="style" blocking="render">
</head>
<body>
<main>
<h1>Canary</h1>
<section><p>No heading here.</p></section>
<picture><source media="(max-width: 600px)" srcset="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"><source srcset="/a-640.webp 640w" sizes="100vw" type="image/webp"><img src="/a.jpg" alt="A" width="640" height="480"></picture>
</main>
<p id="end">End</p>
</body>
</html>
`);
  const css = path.join(dir, 'canary.css');
  writeFileSync(css, `.a{colr:red}@container side (min-width: 30rem){.b{font-size:min(2rem,5cqi)}}.c{container-type:inline-size}\n`);
  return {
    files: [html, css],
    // Each failure the canaries must produce (the known cases in them must not fail).
    expected: [
      'canary.css: error: CSS: “colr”: Property “colr” doesn\'t exist.',
      'canary.html: error: A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
      'canary.html: error: When the “srcset” attribute has any image candidate string with a width descriptor, the “sizes” attribute must also be specified.',
      'canary.html: warning: Section lacks heading. Consider using “h2”-“h6” elements to add identifying headings to all sections, or else use a “div” element instead for any cases where no heading is needed.',
    ],
  };
}

/** Java's major version, or null when there is no `java` to run. */
function javaVersion() {
  const r = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (r.error) return null;
  const m = `${r.stderr}${r.stdout}`.match(/version "(\d+)/);
  return m ? Number(m[1]) : null;
}

test('the W3C Nu HTML Checker finds no error or warning in the site, the examples and their stylesheets', { timeout: 240_000 }, (t) => {
  const java = javaVersion();
  assert.ok(java, 'no `java` to run the W3C checker with: `make java` installs Debian\'s');
  assert.ok(java >= 17, `the checker's vnu.jar needs Java 17 or later; this is Java ${java}`);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'sitegen-vnu-'));
  try {
    const sites = [{ name: 'dist', out: dist }, ...buildExamples(tmp)];
    const checked = sites.map((s) => ({ ...s, html: files(s.out, '.html'), css: files(s.out, '.css') }));
    for (const s of checked) {
      assert.ok(s.html.length > 5, `${s.name}: only ${s.html.length} HTML files`);
      assert.ok(s.css.length >= 1, `${s.name}: no stylesheet`);
    }
    const canary = canaries(tmp);
    const all = [...checked.flatMap((s) => [...s.html, ...s.css]), ...canary.files];
    const started = Date.now();
    const run = spawnSync('java', ['-jar', jar, '--format', 'json', '--stdout', '--exit-zero-always', '--also-check-css', ...all], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    assert.equal(run.status, 0, `the checker did not run: ${run.error ?? run.stderr}`);
    const messages = JSON.parse(run.stdout).messages;

    // Where a message is, in words: the site and the file within it, line and column.
    const where = (m) => {
      const file = decodeURIComponent(new URL(m.url).pathname);
      const site = checked.find((s) => file.startsWith(s.out + path.sep));
      const name = site ? `${site.name}/${path.relative(site.out, file)}` : path.basename(file);
      return { name, canary: !site, line: `${name}:${m.lastLine ?? '?'}:${m.firstColumn ?? m.lastColumn ?? '?'}` };
    };
    const failures = [];
    const canaryFailures = [];
    const excused = new Map();
    for (const m of messages) {
      if (kind(m) === 'info') continue;
      const w = where(m);
      const k = known(m);
      if (w.canary) {
        if (!k) canaryFailures.push(`${w.name}: ${kind(m)}: ${m.message}`);
      } else if (k) {
        excused.set(k.why, (excused.get(k.why) ?? 0) + 1);
      } else {
        failures.push(`${w.line}: ${kind(m)}: ${m.message}\n    ${(m.extract ?? '').replace(/\n/g, ' ').slice(0, 160)}`);
      }
    }
    const html = checked.reduce((n, s) => n + s.html.length, 0);
    const css = checked.reduce((n, s) => n + s.css.length, 0);
    t.diagnostic(`${html} HTML files and ${css} stylesheets of ${checked.map((s) => s.name).join(', ')} checked in ${seconds} s`);
    for (const [why, n] of excused) t.diagnostic(`known, not ours (${n}): ${why}`);

    assert.deepEqual([...new Set(canaryFailures)].sort(), canary.expected, 'the files with known mistakes are reported as such');
    assert.deepEqual(failures, [], `the W3C checker found ${failures.length} problems:\n${failures.slice(0, 40).join('\n')}`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});

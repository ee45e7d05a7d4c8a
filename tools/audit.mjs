// Lighthouse audit of the built site (issue 5): mobile preset, Debian chromium, served on 127.0.0.1.
//   node tools/audit.mjs [--out DIR] [--runs 3] [--report-dir reports/lighthouse] [--no-compress] [ROUTE...]
// Serves DIR (default dist, already built) with `sitegen serve --no-build`, runs Lighthouse RUNS
// times on each route, writes every run's JSON report and summary.md to the report folder, and
// exits 1 when a target is missed: Accessibility, Best Practices and SEO 100 on every run,
// Performance (median of the runs) 95 or more.
//
// The preview server sends files uncompressed; every host in docs/deploy.md gzips or brotli-compresses
// text. So by default Lighthouse talks to a small gzip layer in front of `sitegen serve` (headers and
// bodies passed through, text gzipped when the browser accepts it), and measures what visitors get.
// --no-compress points Lighthouse at `sitegen serve` directly.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROUTES = ['/', '/quote', '/calgary', '/calgary/furnace-replacement', '/emergency-repairs', '/about', '/cities', '/calgary/boiler-replacement'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const CHROME_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
];

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', default: 'dist' },
    runs: { type: 'string', default: '3' },
    'no-compress': { type: 'boolean', default: false },
    'report-dir': { type: 'string', default: 'reports/lighthouse' },
    chrome: { type: 'string', default: process.env.CHROME_PATH || '/usr/bin/chromium' },
  },
});
const out = path.resolve(root, opts.out);
const runs = Number(opts.runs);
const reportDir = path.resolve(root, opts['report-dir']);
const routes = positionals.length ? positionals : ROUTES;
const sitegen = path.join(root, 'target/release/sitegen');
for (const [file, what] of [[sitegen, 'the sitegen binary (cargo build --release -p sitegen)'],
  [path.join(out, 'index.html'), `a built site in ${out}`], [opts.chrome, 'chromium (set CHROME_PATH)']]) {
  if (!existsSync(file)) { console.error(`audit: needs ${what}: ${file} is missing`); process.exit(2); }
}

const freePort = () => new Promise((resolve, reject) => {
  const srv = net.createServer().once('error', reject).listen(0, '127.0.0.1', () => {
    const { port } = srv.address(); srv.close(() => resolve(port));
  });
});
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;

// The preview server sends the site's _headers (CSP and all), like the real host.
const server = spawn(sitegen, ['serve', '--no-build', '--root', root, '--out', out, '--port', String(port)],
  { stdio: ['ignore', 'ignore', 'inherit'] });
const stopServer = () => { if (server.exitCode === null) server.kill('SIGTERM'); };
process.on('exit', stopServer);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => { stopServer(); process.exit(130); });
for (let i = 0; ; i++) {
  try { if ((await fetch(origin + '/')).ok) break; } catch { /* not up yet */ }
  if (server.exitCode !== null || i > 100) { console.error(`audit: sitegen serve did not come up on ${origin}`); process.exit(2); }
  await new Promise((r) => setTimeout(r, 100));
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
let gzipLayer = null;
if (!opts['no-compress']) {
  gzipLayer = http.createServer((req, res) => {
    const up = http.request(origin + req.url, { method: req.method, headers: { ...req.headers, 'accept-encoding': 'identity' } }, (upRes) => {
      const chunks = [];
      upRes.on('data', (c) => chunks.push(c));
      upRes.on('end', () => {
        let body = Buffer.concat(chunks);
        const headers = { ...upRes.headers };
        delete headers['transfer-encoding'];
        if (COMPRESSIBLE.test(headers['content-type'] ?? '')) {
          headers.vary = 'Accept-Encoding';
          if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && body.length) {
            body = zlib.gzipSync(body, { level: 6 });
            headers['content-encoding'] = 'gzip';
          }
        }
        headers['content-length'] = String(body.length);
        res.writeHead(upRes.statusCode, headers);
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    });
    up.on('error', () => { res.writeHead(502); res.end(); });
    req.pipe(up);
  });
  await new Promise((resolve) => gzipLayer.listen(0, '127.0.0.1', resolve));
}
const base = gzipLayer ? `http://127.0.0.1:${gzipLayer.address().port}` : origin;

const slug = (route) => (route === '/' ? 'home' : route.slice(1).replaceAll('/', '--'));
const score = (lhr, cat) => Math.round((lhr.categories[cat]?.score ?? 0) * 100);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

mkdirSync(reportDir, { recursive: true });
for (const f of readdirSync(reportDir)) if (f.endsWith('.json')) rmSync(path.join(reportDir, f));

/** The page's own address: where the site's links point (`/quote/` on a host that serves folders),
 * so the audit measures the page and not a redirect that no link of the site makes a visitor take. */
async function own(route) {
  const r = await fetch(base + route, { redirect: 'manual' });
  const to = r.status >= 300 && r.status < 400 ? r.headers.get('location') : null;
  return to ? new URL(to, base + route).pathname : route;
}

const results = [];
let lighthouseVersion = '', chromeVersion = '';
for (const route of routes) {
  const lhrs = [];
  const address = await own(route);
  for (let run = 1; run <= runs; run++) {
    // A fresh browser for every run: no cache, no warmed-up state carried between runs.
    const chrome = await chromeLauncher.launch({ chromePath: opts.chrome, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    try {
      const result = await lighthouse(base + address, {
        port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES,
        // The filmstrip and full-page screenshot are two thirds of a report and score nothing.
        disableFullPageScreenshot: true, skipAudits: ['screenshot-thumbnails'],
      }); // no config: Lighthouse's default, the mobile preset (Moto G Power, simulated slow 4G)
      if (!result) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      writeFileSync(path.join(reportDir, `${slug(route)}.run${run}.json`), JSON.stringify(result.lhr));
      lighthouseVersion = lhr.lighthouseVersion; chromeVersion = lhr.environment.hostUserAgent;
      lhrs.push(lhr);
      console.log(`${route} run ${run}: ${CATEGORIES.map((c) => `${c} ${score(lhr, c)}`).join(', ')}`);
    } finally {
      await chrome.kill();
    }
  }
  results.push({ route, lhrs });
}
stopServer();
gzipLayer?.close();

// Performance: the median run. The other categories: the worst run, since each must be 100 on every run.
const rows = results.map(({ route, lhrs }) => {
  const perf = lhrs.map((l) => score(l, 'performance'));
  const row = { route, perfRuns: perf, performance: median(perf) };
  for (const c of CATEGORIES.slice(1)) row[c] = Math.min(...lhrs.map((l) => score(l, c)));
  row.pass = CATEGORIES.every((c) => row[c] >= TARGETS[c]);
  return row;
});

// Every audit that fails in any run. Performance: the metrics below 0.9 and the opportunities and
// diagnostics Lighthouse flags (not the experimental "insights", hidden in Lighthouse 12, which
// repeat them). Other categories: every audit below 1.
const local = (u) => (typeof u === 'string' ? u.replace(base, '').replace(origin, '') : u);
const itemsOf = (details) => {
  if (!details) return [];
  if (details.type === 'list') return details.items.flatMap(itemsOf);
  if (!Array.isArray(details.items)) return [];
  return details.items.map((it) => it.node?.selector ?? local(it.url) ?? local(it.source?.url)).filter(Boolean);
};
const failing = [];
for (const { route, lhrs } of results) {
  const seen = new Map();
  for (const lhr of lhrs) {
    for (const cat of CATEGORIES) {
      for (const ref of lhr.categories[cat].auditRefs) {
        const a = lhr.audits[ref.id];
        if (a.score === null || a.scoreDisplayMode === 'informative' || ref.group === 'hidden') continue;
        if (cat === 'performance' ? a.score >= 0.9 : a.score >= 1) continue;
        const key = `${cat}/${a.id}`;
        if (seen.has(key)) continue;
        seen.set(key, { route, cat, id: a.id, title: a.title, score: a.score, value: a.displayValue ?? '', items: [...new Set(itemsOf(a.details))].slice(0, 5) });
      }
    }
  }
  failing.push(...seen.values());
}

const md = [];
md.push('# Lighthouse', '');
md.push(`Lighthouse ${lighthouseVersion}, mobile preset (simulated throttling), ${chromeVersion.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? chromeVersion},`);
md.push(`site served by \`sitegen serve --no-build\` on 127.0.0.1 with its \`_headers\`, ${gzipLayer ? 'text gzipped as every static host does (`tools/audit.mjs`)' : '**uncompressed** (`--no-compress`)'}. ${runs} runs a page;`);
md.push('Performance is the median run, the other categories the worst run. Targets: Performance >= 95,');
md.push('Accessibility, Best Practices and SEO 100. Reports: `<page>.run<N>.json` (open in https://googlechrome.github.io/lighthouse/viewer/).');
md.push('', '| Page | Performance (runs) | Accessibility | Best Practices | SEO | Targets |', '|---|---|---|---|---|---|');
for (const r of rows) {
  md.push(`| ${r.route} | ${r.performance} (${r.perfRuns.join(', ')}) | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${r.pass ? 'met' : '**missed**'} |`);
}
md.push('', '## Failing audits (any run)', '');
if (!failing.length) md.push('None.');
else {
  md.push('| Page | Category | Audit | Score | Value | Elements / resources |', '|---|---|---|---|---|---|');
  const cell = (s) => String(s).replaceAll('|', '\\|').replaceAll('\n', ' ');
  for (const f of failing) {
    md.push(`| ${f.route} | ${f.cat} | \`${f.id}\` ${cell(f.title)} | ${f.score} | ${cell(f.value)} | ${f.items.map((i) => `\`${cell(i)}\``).join('<br>')} |`);
  }
}
writeFileSync(path.join(reportDir, 'summary.md'), md.join('\n') + '\n');
console.log(`\n${md.join('\n')}\n\naudit: reports in ${path.relative(root, reportDir) || reportDir}/`);
process.exit(rows.every((r) => r.pass) ? 0 : 1);

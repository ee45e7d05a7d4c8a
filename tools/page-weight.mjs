// What JavaScript each page downloads, in bytes and gzip bytes, measured in Chromium after
// scrolling through the page (so every island that hydrates on view is counted).
//   node tools/page-weight.mjs http://127.0.0.1:8080 / /quote /calgary/furnace-repair
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { launch, dist, scrollThrough, hydrated } from '../tests/e2e/lib.mjs';

const [,, base, ...routes] = process.argv;
const browser = await launch();
for (const route of routes) {
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('request', (r) => { const u = new URL(r.url()); if (u.pathname.endsWith('.js')) scripts.add(u.pathname); });
  await page.goto(base + route, { waitUntil: 'networkidle' });
  await scrollThrough(page);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  let raw = 0, gz = 0;
  for (const s of scripts) {
    const bytes = readFileSync(path.join(dist, s));
    raw += bytes.length;
    gz += gzipSync(bytes, { level: 9 }).length;
  }
  console.log(`${route}\t${scripts.size} files\t${raw} B\t${gz} B gzip`);
  await page.close();
}
await browser.close();

// Photos in a real browser, on the pages that show them: at 390 and 1280 px each <picture> loads
// the candidate its width needs (AVIF, never a larger file), its `sizes` is the width the layout
// gives it, nothing shifts while photos load, photos below the fold wait until the visitor scrolls
// near them, and the hero's photo is fetched first. Prints the bytes each page's photos cost.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { launch, root, serve, hydrated, scrollThrough } from './lib.mjs';

const PAGES = ['/about', '/cities', '/calgary/boiler-replacement', '/'];
const WIDTHS = [390, 1280];

let browser, server;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); server?.stop(); });

/** Opens `route` at `width`, recording every /img/ response and the layout shifts from the start. */
async function open(width, route, { scale = 1, scroll = true } = {}) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 800 }, deviceScaleFactor: scale });
  const page = await context.newPage();
  const photos = new Map();
  page.on('response', async (res) => {
    const { pathname } = new URL(res.url());
    if (!pathname.startsWith('/img/')) return;
    // Counted as it arrives; its size comes later (the body is fetched from the browser
    // asynchronously, and a test may look at the count before that).
    photos.set(pathname, 0);
    const body = await res.body().catch(() => Buffer.alloc(0));
    photos.set(pathname, body.length);
  });
  await page.addInitScript(() => {
    window.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(server.base + route, { waitUntil: 'load' });
  if (scroll) {
    // Half-screen steps: every lazy photo comes near the viewport on its way.
    await scrollThrough(page, 300);
    // Islands (the city search) hydrate once seen; a layout shift would come with them too.
    await hydrated(page);
    await page.waitForFunction(() => [...document.images].every((i) => i.complete), null, { timeout: 15000 });
    await page.waitForLoadState('networkidle');
  }
  return { context, page, photos };
}

/** Every <picture>'s img: its sizes' width (evaluated here), its rendered width, its candidates. */
function pictures(page) {
  return page.evaluate(() => [...document.querySelectorAll('picture')].map((p) => {
    const img = p.querySelector('img');
    // An art-directed picture (the hero) has AVIF sources for several `media`: the one this window matches.
    const source = [...p.querySelectorAll('source[type="image/avif"]')].find((s) => !s.media || matchMedia(s.media).matches);
    // Its width/height (a source's own, for another crop) give the shape it is drawn in.
    const shape = source?.hasAttribute('width') ? source : img;
    const slot = (() => {
      for (const part of img.sizes.split(/,\s*(?![^()]*\))/)) {
        const m = part.trim().match(/^(\(.*?\))\s+(.*)$/);
        if (m && !matchMedia(m[1]).matches) continue;
        const probe = document.createElement('div');
        probe.style.cssText = `position:absolute;visibility:hidden;width:${m ? m[2] : part.trim()}`;
        document.body.append(probe);
        const w = probe.getBoundingClientRect().width;
        probe.remove();
        return w;
      }
    })();
    const candidates = (source ?? img).srcset.split(', ').map((c) => {
      const [url, w] = c.split(' ');
      return { url, w: parseInt(w, 10) };
    });
    return {
      alt: img.alt,
      lead: img.getAttribute('fetchpriority') === 'high',
      loading: img.getAttribute('loading'),
      slot,
      rendered: img.getBoundingClientRect().width,
      current: new URL(img.currentSrc, location.href).pathname,
      candidates,
      natural: img.naturalWidth,
      ratio: img.width / img.height,
      attrRatio: shape.getAttribute('width') / shape.getAttribute('height'),
    };
  }));
}

for (const width of WIDTHS) {
  test(`at ${width} px each photo loads the AVIF candidate its width needs, sized as the layout, without a shift`, async () => {
    const report = [];
    for (const route of PAGES) {
      for (const scale of [1, 2]) {
        const { context, page, photos } = await open(width, route, { scale });
        const found = await pictures(page);
        assert.ok(found.length > 0, `${route} shows photos`);
        for (const p of found) {
          const where = `${route} at ${width} px ×${scale}, "${p.alt}"`;
          assert.ok(Math.abs(p.slot - p.rendered) <= 2, `${where}: sizes says ${p.slot} px, the layout gives ${p.rendered} px`);
          const need = p.slot * scale;
          const widths = p.candidates.map((c) => c.w).sort((a, b) => a - b);
          const enough = widths.find((w) => w >= need - 1) ?? widths.at(-1);
          const below = widths.filter((w) => w < enough).at(-1);
          const chosen = p.candidates.find((c) => c.url === p.current);
          assert.ok(chosen, `${where}: loaded ${p.current}, which is not one of its AVIF candidates`);
          // The smallest candidate that covers the width, or (Chromium's heuristic near a step)
          // the one just below it: never a larger file than the screen needs.
          assert.ok(chosen.w === enough || chosen.w === below, `${where}: needs ${need} px, loaded ${chosen.w} of ${widths}`);
          assert.ok(p.natural > 0, `${where}: did not load`);
          assert.ok(Math.abs(p.attrRatio - p.ratio) < 0.01, `${where}: drawn in another shape than its width/height`);
        }
        const shift = await page.evaluate(() => window.__shift);
        assert.equal(shift, 0, `${route} at ${width} px ×${scale}: layout shift ${shift}`);
        {
          const bytes = [...photos.values()].reduce((a, b) => a + b, 0);
          report.push(`${route} ×${scale}: ${photos.size} photo files, ${(bytes / 1024).toFixed(1)} KB`);
        }
        await context.close();
      }
    }
    console.log(`photos at ${width} px:\n  ${report.join('\n  ')}`);
  });
}

test('the hero photo is fetched first; photos below the fold load only when scrolled near', async () => {
  const { context, page, photos } = await open(390, '/calgary/boiler-replacement', { scroll: false });
  const found = await pictures(page);
  assert.ok(found.every((p) => !p.lead && p.loading === 'lazy'), 'a page without a hero photo has no lead photo');
  // Chromium starts lazy images up to 1250-2500 px ahead: one 3000 px below has not started.
  const far = await page.evaluate(() => [...document.querySelectorAll('picture img')]
    .filter((i) => i.getBoundingClientRect().top > innerHeight + 3000)
    .map((i) => ({ alt: i.alt, complete: i.complete && i.naturalWidth > 0 })));
  assert.ok(far.length > 0, 'the case study photo is far below the fold at 390 px');
  assert.ok(far.every((i) => !i.complete), `loaded before scrolling: ${far.map((i) => i.alt)}`);
  const before = photos.size;
  await page.evaluate(() => document.querySelector('.case-study picture').scrollIntoView());
  await page.waitForFunction(() => { const i = document.querySelector('.case-study picture img'); return i.complete && i.naturalWidth > 0; });
  assert.ok(photos.size > before, 'scrolling near it fetched the photo');
  await context.close();

  // /cities: a hero without a photo, then the city cards: their first row is the first screen's
  // largest paint (Lighthouse's LCP), so it loads at once; the others wait.
  const cities = await open(390, '/cities', { scroll: false });
  const cards = await pictures(cities.page);
  assert.deepEqual(cards.map((p) => p.lead), cards.map((_, i) => i < 3), '/cities: the first three cards load first');
  assert.ok(cards.slice(3).every((p) => p.loading === 'lazy'));
  await cities.context.close();

  const about = await open(1280, '/about', { scroll: false });
  const lead = (await pictures(about.page)).filter((p) => p.lead);
  assert.equal(lead.length, 1, 'one lead photo: the hero');
  assert.equal(lead[0].loading, null, 'the lead photo is not lazy');
  assert.ok(lead[0].natural > 0, 'and it has loaded with the page');
  await about.context.close();
});

test('each page shares a 1200 × 630 social picture: its hero photo, or the site default', async () => {
  for (const [route, stem] of [['/about', 'crew'], ['/', 'van'], ['/contact/', 'og-card']]) {
    const html = await (await fetch(server.base + route)).text();
    const url = html.match(/property="og:image" content="([^"]+)"/)[1];
    assert.match(url, new RegExp(`/img/${stem}-1200-[0-9a-f]{10}\\.jpg$`), route);
    assert.match(html, /property="og:image:width" content="1200"/);
    assert.match(html, /property="og:image:height" content="630"/);
    const res = await fetch(server.base + new URL(url).pathname);
    assert.equal(res.status, 200);
    // Cached for good where the host reads _headers (hosts without it: tests/hosts).
    if (existsSync(path.join(root, 'dist/_headers'))) assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  }
});

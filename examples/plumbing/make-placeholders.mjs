// Draws the example site's placeholder photos (content/images/): flat coloured cards that say
// what they stand for, rendered by the headless Chromium the browser tests use. They are
// committed; run this again only to change them: node examples/plumbing/make-placeholders.mjs
import { launch } from '../../tests/e2e/lib.mjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const images = path.join(path.dirname(fileURLToPath(import.meta.url)), 'content/images');
const cards = [
  { file: 'og-card.jpg', w: 1200, h: 630, bg: '#0f5257', title: 'Cedar Coast Plumbing', sub: 'Victoria and Nanaimo, BC' },
  { file: 'cities/victoria.jpg', w: 800, h: 534, bg: '#14746f', title: 'Victoria', sub: 'Placeholder photo' },
  { file: 'cities/nanaimo.jpg', w: 800, h: 534, bg: '#3d5a80', title: 'Nanaimo', sub: 'Placeholder photo' },
  { file: 'jobs/water-heater.jpg', w: 600, h: 800, bg: '#5c677d', title: 'Water heater', sub: 'Placeholder photo', tank: true },
];

const shape = (c) =>
  c.tank ? '<div style="width:150px;height:300px;border:10px solid #fff;border-radius:100px/34px;margin:30px auto"></div>' : '';

const browser = await launch();
const page = await browser.newPage();
for (const c of cards) {
  await page.setViewportSize({ width: c.w, height: c.h });
  await page.setContent(`<body style="margin:0;width:${c.w}px;height:${c.h}px;background:${c.bg};color:${c.fg ?? '#fff'};
    font-family:'DejaVu Sans',sans-serif;display:flex;flex-direction:column;justify-content:center;text-align:center">
    ${shape(c)}<div style="font-size:${Math.round(c.w / 14)}px;font-weight:bold">${c.title}</div>
    <div style="font-size:${Math.round(c.w / 32)}px;margin-top:16px;opacity:.85">${c.sub}</div></body>`);
  await page.screenshot({ path: path.join(images, c.file), type: 'jpeg', quality: 82 });
}
await browser.close();

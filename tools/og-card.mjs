// Draws the Open Graph card (content/images/og-card.jpg, 1200x630) in Chromium from the brand
// name and tagline given on the command line, so the image is made here, not downloaded:
//   node tools/og-card.mjs "Chinook Heating & Gas" "Furnaces, boilers and heat pumps for Alberta"
import { launch } from '../tests/e2e/lib.mjs';
const [,, name, tagline] = process.argv;
const esc = (s) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const browser = await launch();
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(`<body style="margin:0;width:1200px;height:630px;display:flex;flex-direction:column;justify-content:center;padding:0 90px;box-sizing:border-box;background:linear-gradient(135deg,#13263b,#1e3a5f 55%,#7c2d12 140%);font-family:system-ui,sans-serif;color:#fff">
<svg width="120" height="120" viewBox="0 0 36 36"><rect width="36" height="36" rx="8" fill="#c2410c"/><path d="M18 6c1 5 7 8 7 15a7 7 0 0 1-14 0c0-4 2-6 4-8 0 3 1 5 3 6-1-5 0-9 0-13z" fill="#fff7ed"/></svg>
<h1 style="font-size:76px;margin:40px 0 16px;letter-spacing:-1px">${esc(name)}</h1>
<p style="font-size:36px;margin:0;color:#fed7aa">${esc(tagline)}</p></body>`);
await page.screenshot({ path: 'content/images/og-card.jpg', type: 'jpeg', quality: 85 });
await browser.close();

// Layout shifts of a page as a slow phone sees them: the page loaded N times at one width with
// Chromium's CPU slowed (a slow phone paints half-read pages), each shift printed with what moved
// and from where to where. For chasing a shift that a browser test reports only now and then.
//   node tools/layout-shift.mjs http://127.0.0.1:8080 /calgary/furnace-repair [width=390] [loads=20] [slowdown=6]
import { launch } from '../tests/e2e/lib.mjs';

const [,, base, route, width = '390', loads = '20', slowdown = '6'] = process.argv;
if (!base || !route) {
  console.error('usage: node tools/layout-shift.mjs BASE_URL ROUTE [width] [loads] [slowdown]');
  process.exit(2);
}
const browser = await launch();
let shifted = 0;
for (let i = 0; i < Number(loads); i++) {
  const context = await browser.newContext({ viewport: { width: Number(width), height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(slowdown) });
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.hadRecentInput) continue;
        window.__shifts.push({
          value: e.value,
          at: Math.round(e.startTime),
          moved: e.sources.map((s) => ({
            element: s.node ? `${s.node.nodeName.toLowerCase()}.${s.node.getAttribute?.('class') ?? ''}` : '(gone)',
            from: s.previousRect.toJSON(),
            to: s.currentRect.toJSON(),
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(base + route, { waitUntil: 'load' });
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => window.__shifts);
  if (shifts.length) {
    shifted++;
    console.log(`load ${i + 1}:`, JSON.stringify(shifts, null, 1));
  }
  await context.close();
}
console.log(`${shifted} of ${loads} loads of ${route} at ${width} px shifted (CPU ${slowdown}x slower)`);
await browser.close();

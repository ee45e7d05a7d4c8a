// Draws the site's original photos (content/images/**.jpg) in Chromium from scenes written here in
// SVG, so every picture the site ships is ours to publish: no stock photos, nothing downloaded.
// Each is 3600 px wide (a 1200 px scene at device scale 3), JPEG quality 85, like a photo a phone
// or a camera would hand the marketing person. Run once after changing a scene:
//   node tools/photos.mjs            (all)      node tools/photos.mjs cities/calgary   (one)
// The small test site (tests/sites/good) has 648 px copies of a few, so its builds stay quick:
//   node tools/photos.mjs --scale 0.54 --out tests/sites/good/content/images cities/calgary team/van jobs/furnace-install
// The build then makes the smaller AVIF, WebP and JPEG copies (docs/editing-content.md, "Add a photo").
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { launch } from '../tests/e2e/lib.mjs';

const W = 1200;
const H = 800;

// A small seeded random generator, so a scene draws the same every time.
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sky = (id, stops) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient>`;

// A ridge line from x=0 to W around `base`, `rough` pixels high, filled down to the bottom.
function ridge(r, base, rough, fill, step = 24, extra = '') {
  let d = `M0 ${H} L0 ${base}`;
  let y = base;
  for (let x = 0; x <= W + step; x += step) {
    y += (r() - 0.5) * rough;
    y = Math.max(base - rough * 2.2, Math.min(base + rough, y));
    d += ` L${x} ${y.toFixed(1)}`;
  }
  return `<path d="${d} L${W + step} ${H} Z" fill="${fill}" ${extra}/>`;
}

// Snow-capped mountains: peaks with a lighter cap.
function mountains(r, base, count, height, fill, cap) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const cx = (i + r() * 0.6) * (W / count);
    const h = height * (0.6 + r() * 0.5);
    const w = h * (1.4 + r());
    const top = base - h;
    out += `<path d="M${cx - w} ${base} L${cx - w * 0.15} ${top + h * 0.08} L${cx} ${top} L${cx + w * 0.2} ${top + h * 0.12} L${cx + w} ${base} Z" fill="${fill}"/>`;
    out += `<path d="M${cx - w * 0.28} ${top + h * 0.3} L${cx - w * 0.15} ${top + h * 0.08} L${cx} ${top} L${cx + w * 0.2} ${top + h * 0.12} L${cx + w * 0.34} ${top + h * 0.33} L${cx + w * 0.1} ${top + h * 0.24} L${cx - w * 0.05} ${top + h * 0.36} Z" fill="${cap}"/>`;
  }
  return out;
}

// City blocks with lit windows, between x0 and x1, standing on `ground`.
function skyline(r, x0, x1, ground, maxH, body, lit, spire) {
  let out = '';
  let x = x0;
  while (x < x1) {
    const w = 22 + r() * 46;
    const h = maxH * (0.25 + r() * 0.75) * (1 - Math.abs((x - (x0 + x1) / 2) / (x1 - x0)) * 0.8);
    out += `<rect x="${x.toFixed(1)}" y="${(ground - h).toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${body}"/>`;
    for (let wy = ground - h + 8; wy < ground - 8; wy += 9) {
      for (let wx = x + 4; wx < x + w - 5; wx += 7) {
        if (r() < 0.38) out += `<rect x="${wx.toFixed(1)}" y="${wy.toFixed(1)}" width="3.2" height="4.2" fill="${lit}" opacity="${(0.5 + r() * 0.5).toFixed(2)}"/>`;
      }
    }
    x += w + 2 + r() * 6;
  }
  if (spire) {
    const [sx, sh] = spire;
    out += `<rect x="${sx - 5}" y="${ground - sh}" width="10" height="${sh}" fill="${body}"/>`;
    out += `<ellipse cx="${sx}" cy="${ground - sh}" rx="16" ry="9" fill="${body}"/><rect x="${sx - 1.5}" y="${ground - sh - 40}" width="3" height="40" fill="${body}"/>`;
    out += `<rect x="${sx - 13}" y="${ground - sh - 3}" width="26" height="3" fill="${lit}" opacity=".8"/>`;
  }
  return out;
}

// Spruce trees along a line: dark narrow triangles of varying height.
function spruces(r, x0, x1, ground, size, fill, density = 9) {
  let out = '';
  for (let x = x0; x < x1; x += density * (0.5 + r())) {
    const h = size * (0.5 + r() * 0.8);
    const y = ground + r() * size * 0.3;
    out += `<path d="M${x} ${y - h} L${x - h * 0.22} ${y} L${x + h * 0.22} ${y} Z" fill="${fill}"/>`;
  }
  return out;
}

// Houses: boxes with a pitched roof and a warm window.
function houses(r, x0, x1, ground, size, walls, roof, lit) {
  let out = '';
  for (let x = x0; x < x1; x += size * (1.4 + r())) {
    const w = size * (0.9 + r() * 0.5);
    const h = size * (0.55 + r() * 0.2);
    const y = ground + r() * 8;
    out += `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" fill="${walls[Math.floor(r() * walls.length)]}"/>`;
    out += `<path d="M${x - 4} ${y - h} L${x + w / 2} ${y - h - w * 0.35} L${x + w + 4} ${y - h} Z" fill="${roof}"/>`;
    out += `<rect x="${x + w * 0.2}" y="${y - h * 0.7}" width="${w * 0.22}" height="${h * 0.3}" fill="${lit}"/>`;
  }
  return out;
}

// A person seen from the front: shoes, trousers, work shirt with the brand patch, head, hair.
function person(x, ground, scale, shirt, skin, hair, r) {
  const s = scale;
  const top = ground - 170 * s;
  return `<g>
    <rect x="${x - 22 * s}" y="${ground - 82 * s}" width="${19 * s}" height="${80 * s}" rx="${4 * s}" fill="#1f2937"/>
    <rect x="${x + 3 * s}" y="${ground - 82 * s}" width="${19 * s}" height="${80 * s}" rx="${4 * s}" fill="#1f2937"/>
    <rect x="${x - 24 * s}" y="${ground - 6 * s}" width="${22 * s}" height="${7 * s}" rx="${3 * s}" fill="#111"/>
    <rect x="${x + 2 * s}" y="${ground - 6 * s}" width="${22 * s}" height="${7 * s}" rx="${3 * s}" fill="#111"/>
    <path d="M${x - 30 * s} ${ground - 78 * s} L${x - 28 * s} ${top + 40 * s} Q${x} ${top + 30 * s} ${x + 28 * s} ${top + 40 * s} L${x + 30 * s} ${ground - 78 * s} Z" fill="${shirt}"/>
    <rect x="${x - 40 * s}" y="${top + 44 * s}" width="${12 * s}" height="${56 * s}" rx="${6 * s}" fill="${shirt}"/>
    <rect x="${x + 28 * s}" y="${top + 44 * s}" width="${12 * s}" height="${56 * s}" rx="${6 * s}" fill="${shirt}"/>
    <circle cx="${x - 34 * s}" cy="${top + 104 * s}" r="${6 * s}" fill="${skin}"/>
    <circle cx="${x + 34 * s}" cy="${top + 104 * s}" r="${6 * s}" fill="${skin}"/>
    <rect x="${x + 8 * s}" y="${top + 52 * s}" width="${13 * s}" height="${9 * s}" rx="${2 * s}" fill="#c2410c"/>
    <rect x="${x - 6 * s}" y="${top + 24 * s}" width="${12 * s}" height="${12 * s}" fill="${skin}"/>
    <ellipse cx="${x}" cy="${top + 12 * s}" rx="${15 * s}" ry="${18 * s}" fill="${skin}"/>
    <path d="M${x - 16 * s} ${top + 8 * s} Q${x} ${top - 14 * s - r() * 6 * s} ${x + 16 * s} ${top + 8 * s} Q${x} ${top - 2 * s} ${x - 16 * s} ${top + 8 * s} Z" fill="${hair}"/>
    <path d="M${x - 6 * s} ${top + 20 * s} Q${x} ${top + 25 * s} ${x + 6 * s} ${top + 20 * s}" stroke="#7c2d12" stroke-width="${1.6 * s}" fill="none"/>
    <circle cx="${x - 5.5 * s}" cy="${top + 10 * s}" r="${1.8 * s}" fill="#1f2937"/><circle cx="${x + 5.5 * s}" cy="${top + 10 * s}" r="${1.8 * s}" fill="#1f2937"/>
  </g>`;
}

// The service van, side on, with the brand on it.
function van(x, ground, s) {
  return `<g>
    <ellipse cx="${x + 210 * s}" cy="${ground + 4 * s}" rx="${230 * s}" ry="${14 * s}" fill="#000" opacity=".25"/>
    <path d="M${x} ${ground - 30 * s} L${x} ${ground - 190 * s} Q${x} ${ground - 200 * s} ${x + 12 * s} ${ground - 200 * s} L${x + 300 * s} ${ground - 200 * s} Q${x + 330 * s} ${ground - 200 * s} ${x + 350 * s} ${ground - 150 * s} L${x + 410 * s} ${ground - 110 * s} Q${x + 425 * s} ${ground - 100 * s} ${x + 425 * s} ${ground - 80 * s} L${x + 425 * s} ${ground - 30 * s} Z" fill="#f8fafc"/>
    <path d="M${x + 318 * s} ${ground - 188 * s} L${x + 345 * s} ${ground - 130 * s} L${x + 300 * s} ${ground - 130 * s} L${x + 300 * s} ${ground - 188 * s} Z" fill="#1e3a5f"/>
    <rect x="${x}" y="${ground - 95 * s}" width="${425 * s}" height="${22 * s}" fill="#c2410c"/>
    <rect x="${x}" y="${ground - 73 * s}" width="${425 * s}" height="${6 * s}" fill="#1e3a5f"/>
    <text x="${x + 30 * s}" y="${ground - 128 * s}" font-family="system-ui, sans-serif" font-weight="800" font-size="${30 * s}" fill="#13263b">Chinook Heating &amp; Gas</text>
    <text x="${x + 30 * s}" y="${ground - 104 * s}" font-family="system-ui, sans-serif" font-weight="600" font-size="${15 * s}" fill="#9a3412">Furnaces · Boilers · Heat pumps · 24/7</text>
    <circle cx="${x + 85 * s}" cy="${ground - 28 * s}" r="${30 * s}" fill="#111827"/><circle cx="${x + 85 * s}" cy="${ground - 28 * s}" r="${14 * s}" fill="#9ca3af"/>
    <circle cx="${x + 340 * s}" cy="${ground - 28 * s}" r="${30 * s}" fill="#111827"/><circle cx="${x + 340 * s}" cy="${ground - 28 * s}" r="${14 * s}" fill="#9ca3af"/>
    <rect x="${x + 405 * s}" y="${ground - 88 * s}" width="${18 * s}" height="${10 * s}" rx="${3 * s}" fill="#fde68a"/>
  </g>`;
}

// Film grain and a soft vignette, so flat colours look photographed.
const finish = (seed) => `
  <filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="1.6" numOctaves="1" seed="${seed}"/><feColorMatrix values="0 0 0 0 .5  0 0 0 0 .5  0 0 0 0 .5  0 0 0 .09 0"/></filter>
  <radialGradient id="vig" cx=".5" cy=".5" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></radialGradient>
  <rect width="${W}" height="${H}" filter="url(#grain)"/><rect width="${W}" height="${H}" fill="url(#vig)"/>`;

const blur = (id, d) => `<filter id="${id}"><feGaussianBlur stdDeviation="${d}"/></filter>`;

const SCENES = {
  'cities/calgary': (r) => `
    <defs>${sky('s', [[0, '#1e3a5f'], [0.55, '#c2410c'], [0.8, '#f59e0b']])}${blur('far', 2.5)}</defs>
    <rect width="${W}" height="${H}" fill="url(#s)"/>
    <circle cx="880" cy="470" r="60" fill="#fde68a" opacity=".7" filter="url(#far)"/>
    <g filter="url(#far)">${mountains(r, 520, 7, 260, '#64748b', '#e2e8f0')}</g>
    ${ridge(r, 560, 30, '#334155')}
    ${skyline(r, 330, 900, 640, 260, '#0f1b2d', '#fcd34d', [610, 330])}
    ${ridge(r, 650, 14, '#0b1320')}
    <path d="M0 700 Q600 670 1200 705 L1200 800 L0 800 Z" fill="#e5e7eb"/>
    ${houses(r, 20, 1180, 735, 46, ['#cbd5e1', '#94a3b8', '#e2e8f0'], '#334155', '#fbbf24')}`,
  'cities/edmonton': (r) => `
    <defs>${sky('s', [[0, '#0f2a4a'], [0.6, '#3b6ea5'], [1, '#fbcfe8']])}${blur('far', 2)}</defs>
    <rect width="${W}" height="${H}" fill="url(#s)"/>
    ${skyline(r, 260, 980, 470, 300, '#13263b', '#fde68a')}
    ${ridge(r, 480, 20, '#1e3a2f')}
    ${spruces(r, 0, W, 520, 60, '#14532d', 7)}
    <path d="M0 600 Q300 560 600 590 T1200 570 L1200 650 Q600 640 0 660 Z" fill="#4b7bab" opacity=".9"/>
    <path d="M0 600 Q300 560 600 590 T1200 570" stroke="#bfdbfe" stroke-width="3" fill="none" opacity=".6"/>
    <rect x="80" y="540" width="1040" height="12" fill="#374151"/>${Array.from({ length: 14 }, (_, i) => `<rect x="${100 + i * 74}" y="552" width="10" height="70" fill="#374151"/>`).join('')}
    ${ridge(r, 690, 24, '#166534')}${spruces(r, 0, W, 760, 110, '#052e16', 14)}`,
  'cities/red-deer': (r) => `
    <defs>${sky('s', [[0, '#60a5fa'], [1, '#dbeafe']])}${blur('far', 3)}</defs>
    <rect width="${W}" height="${H}" fill="url(#s)"/>
    <g filter="url(#far)">${ridge(r, 380, 40, '#93c5fd')}</g>
    ${ridge(r, 430, 50, '#65a30d')}
    ${houses(r, 40, 1160, 430, 40, ['#f5f5f4', '#fde68a', '#fecaca', '#d6d3d1'], '#7c2d12', '#fef3c7')}
    ${ridge(r, 520, 40, '#4d7c0f')}
    <path d="M0 640 Q400 590 700 630 T1200 600 L1200 700 Q600 690 0 720 Z" fill="#2563eb" opacity=".85"/>
    ${ridge(r, 740, 20, '#365314')}${spruces(r, 0, W, 780, 90, '#1a2e05', 16)}`,
  'cities/lethbridge': (r) => `
    <defs>${sky('s', [[0, '#38bdf8'], [1, '#fef3c7']])}${blur('far', 2)}</defs>
    <rect width="${W}" height="${H}" fill="url(#s)"/>
    ${ridge(r, 420, 60, '#d6b98c', 18)}${ridge(r, 500, 70, '#b08968', 16)}
    <rect x="0" y="330" width="${W}" height="16" fill="#3f3f46"/>
    ${Array.from({ length: 34 }, (_, i) => `<path d="M${i * 36} 346 L${i * 36 + 12} 346 L${i * 36 + 22} ${560 + Math.sin(i) * 30} L${i * 36 - 10} ${560 + Math.sin(i) * 30} Z" fill="none" stroke="#3f3f46" stroke-width="3"/>`).join('')}
    ${ridge(r, 590, 40, '#8a6a4a', 20)}
    <path d="M0 680 Q500 650 1200 690 L1200 730 Q600 700 0 725 Z" fill="#0ea5e9" opacity=".8"/>
    ${ridge(r, 760, 14, '#6b705c')}`,
  'cities/medicine-hat': (r) => `
    <defs>${sky('s', [[0, '#0284c7'], [1, '#e0f2fe']])}${blur('far', 2)}</defs>
    <rect width="${W}" height="${H}" fill="url(#s)"/>
    <circle cx="200" cy="150" r="55" fill="#fefce8" opacity=".9" filter="url(#far)"/>
    ${ridge(r, 470, 30, '#c2a878')}
    ${skyline(r, 380, 820, 520, 120, '#7c2d12', '#fde68a')}
    ${houses(r, 0, 380, 540, 34, ['#fca5a5', '#fde68a', '#e7e5e4'], '#44403c', '#fef9c3')}
    ${houses(r, 820, 1200, 540, 34, ['#fca5a5', '#fde68a', '#e7e5e4'], '#44403c', '#fef9c3')}
    <path d="M0 600 Q600 560 1200 610 L1200 680 Q600 650 0 690 Z" fill="#0369a1" opacity=".9"/>
    ${ridge(r, 720, 18, '#a3a380')}${spruces(r, 0, W, 780, 70, '#3f6212', 22)}`,
  'cities/fort-mcmurray': (r) => `
    <defs>${sky('s', [[0, '#1e293b'], [0.5, '#475569'], [1, '#cbd5e1']])}${blur('far', 3)}</defs>
    <rect width="${W}" height="${H}" fill="url(#s)"/>
    <g filter="url(#far)">${ridge(r, 420, 30, '#64748b')}${spruces(r, 0, W, 440, 50, '#334155', 5)}</g>
    ${ridge(r, 500, 26, '#1e3a2f')}${spruces(r, 0, W, 520, 80, '#14532d', 6)}
    <path d="M0 620 Q400 580 800 610 T1200 600 L1200 720 Q600 700 0 740 Z" fill="#64748b"/>
    <path d="M0 650 Q500 620 1200 640" stroke="#e2e8f0" stroke-width="2" fill="none" opacity=".5"/>
    ${spruces(r, 0, W, 800, 160, '#052e16', 18)}`,
  'team/crew': (r) => {
    const skins = ['#f1c27d', '#8d5524', '#e0ac69', '#c68642', '#ffdbac'];
    const hairs = ['#2d1b0e', '#111', '#6b4423', '#3b2f2f', '#a16207'];
    return `
    <defs>${sky('s', [[0, '#7dd3fc'], [1, '#e0f2fe']])}${blur('far', 4)}</defs>
    <rect width="${W}" height="${H}" fill="url(#s)"/>
    <g filter="url(#far)">${houses(r, -20, 1220, 420, 90, ['#e7e5e4', '#d6d3d1', '#fde68a'], '#57534e', '#fef3c7')}${spruces(r, 0, W, 430, 120, '#166534', 60)}</g>
    <rect y="430" width="${W}" height="${H - 430}" fill="#9ca3af"/>
    <rect y="430" width="${W}" height="40" fill="#6b7280"/>
    <g filter="url(#far)" opacity=".95">${van(560, 560, 1.25)}</g>
    ${[160, 330, 500, 680, 860, 1030].map((x, i) => person(x, 770 - (i % 2) * 10, 1.95 - (i % 3) * 0.05, i % 2 ? '#1e3a5f' : '#13263b', skins[i % 5], hairs[(i + 2) % 5], r)).join('')}`;
  },
  'team/van': (r) => `
    <defs>${sky('s', [[0, '#93c5fd'], [1, '#f1f5f9']])}${blur('far', 3)}</defs>
    <rect width="${W}" height="${H}" fill="url(#s)"/>
    <g filter="url(#far)">${houses(r, 0, W, 470, 170, ['#e7e5e4', '#fef3c7', '#cbd5e1'], '#44403c', '#fde68a')}</g>
    <rect y="470" width="${W}" height="${H - 470}" fill="#f8fafc"/>
    <rect y="560" width="${W}" height="150" fill="#6b7280"/>
    ${van(200, 690, 1.9)}
    <path d="M0 710 L${W} 710 L${W} ${H} L0 ${H} Z" fill="#e5e7eb"/>`,
  'jobs/furnace-install': (r) => `
    <defs>${sky('wall', [[0, '#d6d3d1'], [1, '#a8a29e']])}<linearGradient id="metal" x1="0" x2="1"><stop offset="0" stop-color="#9ca3af"/><stop offset=".5" stop-color="#e5e7eb"/><stop offset="1" stop-color="#9ca3af"/></linearGradient>${blur('soft', 6)}</defs>
    <rect width="${W}" height="${H}" fill="url(#wall)"/>
    ${Array.from({ length: 12 }, (_, i) => `<rect x="0" y="${i * 60}" width="${W}" height="2" fill="#78716c" opacity=".4"/>`).join('')}
    <rect y="640" width="${W}" height="160" fill="#57534e"/>
    <rect x="420" y="40" width="200" height="210" fill="url(#metal)"/>
    <rect x="300" y="40" width="520" height="70" fill="url(#metal)"/>
    <rect x="440" y="250" width="260" height="400" rx="6" fill="#f3f4f6" stroke="#9ca3af" stroke-width="3"/>
    <rect x="465" y="290" width="210" height="120" rx="4" fill="#e5e7eb"/>${Array.from({ length: 8 }, (_, i) => `<rect x="480" y="${300 + i * 13}" width="180" height="5" rx="2" fill="#9ca3af"/>`).join('')}
    <rect x="465" y="430" width="210" height="190" rx="4" fill="#e5e7eb"/>
    <rect x="590" y="450" width="60" height="26" rx="3" fill="#1e3a5f"/><circle cx="605" cy="463" r="5" fill="#22c55e"/>
    <text x="475" y="600" font-family="system-ui" font-size="16" font-weight="700" fill="#6b7280">HIGH EFFICIENCY 96%</text>
    <rect x="700" y="300" width="14" height="350" fill="#facc15"/><rect x="700" y="300" width="120" height="14" fill="#facc15"/>
    <rect x="380" y="420" width="60" height="14" fill="#f8fafc"/><rect x="380" y="200" width="14" height="234" fill="#f8fafc"/>
    <rect x="920" y="120" width="160" height="120" rx="6" fill="#f5f5f4" stroke="#a8a29e" stroke-width="3"/><text x="940" y="190" font-family="system-ui" font-size="22" font-weight="700" fill="#57534e">PERMIT</text>
    <ellipse cx="570" cy="660" rx="220" ry="18" fill="#000" opacity=".25" filter="url(#soft)"/>
    ${person(230, 770, 2.6, '#1e3a5f', '#c68642', '#111', r)}`,
  'jobs/boiler-room': (r) => `
    <defs>${sky('wall', [[0, '#cbd5e1'], [1, '#94a3b8']])}<linearGradient id="tank" x1="0" x2="1"><stop offset="0" stop-color="#7f1d1d"/><stop offset=".45" stop-color="#dc2626"/><stop offset="1" stop-color="#7f1d1d"/></linearGradient><linearGradient id="pipe" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6b7280"/><stop offset=".5" stop-color="#d1d5db"/><stop offset="1" stop-color="#6b7280"/></linearGradient>${blur('soft', 6)}</defs>
    <rect width="${W}" height="${H}" fill="url(#wall)"/>
    <rect y="620" width="${W}" height="180" fill="#475569"/>
    ${[140, 470, 800].map((x) => `<ellipse cx="${x + 130}" cy="640" rx="150" ry="14" fill="#000" opacity=".3" filter="url(#soft)"/><rect x="${x}" y="280" width="260" height="360" rx="30" fill="url(#tank)"/><rect x="${x + 20}" y="320" width="220" height="60" rx="8" fill="#111827" opacity=".85"/><circle cx="${x + 60}" cy="350" r="18" fill="#f8fafc"/><path d="M${x + 60} 350 L${x + 70} 338" stroke="#111" stroke-width="3"/><rect x="${x + 100}" y="338" width="110" height="24" rx="4" fill="#22c55e" opacity=".8"/><rect x="${x + 110}" y="180" width="40" height="100" fill="url(#pipe)"/>`).join('')}
    <rect x="0" y="150" width="${W}" height="40" fill="url(#pipe)"/>
    <rect x="0" y="90" width="${W}" height="26" fill="url(#pipe)"/>
    ${Array.from({ length: 7 }, (_, i) => `<rect x="${60 + i * 170}" y="110" width="10" height="50" fill="#4b5563"/>`).join('')}
    <rect x="1080" y="300" width="90" height="140" rx="6" fill="#e5e7eb" stroke="#6b7280" stroke-width="3"/><circle cx="1125" cy="350" r="20" fill="#1e3a5f"/>`,
};

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at < 0 ? fallback : args.splice(at, 2)[1];
};
const scale = Number(option('--scale', '3'));
const out = option('--out', 'content/images');
const only = args;
const browser = await launch();
const page = await browser.newPage({ viewport: { width: W, height: H }, deviceScaleFactor: scale });
let seed = 7;
for (const [name, draw] of Object.entries(SCENES)) {
  seed += 11;
  if (only.length && !only.includes(name)) continue;
  const r = rng(seed);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${draw(r)}<defs>${''}</defs>${finish(seed)}</svg>`;
  await page.setContent(`<body style="margin:0">${svg}</body>`);
  const path = `${out}/${name}.jpg`;
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, type: 'jpeg', quality: 85 });
  console.log(path);
}
await browser.close();

// The built site against the spec: every route, the anchors it names, list sizes, prices and
// redirects. Reads dist/ directly; no browser needed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { dist, root, routes, url } from './lib.mjs';

const file = (route) => path.join(dist, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
const html = (route) => readFileSync(file(route), 'utf8');
const count = (s, re) => (s.match(re) ?? []).length;
/** The HTML of the section with this id. */
function section(route, id) {
  const page = html(route);
  const start = page.indexOf(`id="${id}"`);
  assert.ok(start >= 0, `${route} has #${id}`);
  const end = page.indexOf('</section>', start);
  return page.slice(start, end);
}

const SPEC_ROUTES = [
  '/', '/quote', '/about', '/contact', '/residential', '/commercial', '/cities', '/services',
  '/boiler-replacement', '/emergency-repairs', '/residential/furnace-replacement',
  '/calgary', '/edmonton', '/red-deer', '/lethbridge', '/medicine-hat', '/fort-mcmurray',
  ...['boiler-replacement', 'furnace-replacement', 'furnace-services', 'commercial-furnace-services',
    'residential-furnace-services', 'furnace-installation', 'furnace-repair', 'furnace-maintenance',
    'emergency-furnace-service', 'heat-pump-services', 'ductwork-services', 'air-conditioning-services',
    'gas-line-services', 'thermostat-services', 'indoor-air-quality-services', 'commercial-boiler-services'].map((s) => `/calgary/${s}`),
  ...['boiler-replacement', 'boiler-services', 'furnace-services', 'furnace-replacement', 'furnace-installation',
    'furnace-repair', 'furnace-maintenance', 'emergency-furnace-service', 'heat-pump-services', 'ductwork-services',
    'air-conditioning-services', 'gas-line-services', 'thermostat-services', 'indoor-air-quality-services',
    'commercial-furnace-services', 'residential-furnace-services', 'commercial-boiler-services'].map((s) => `/edmonton/${s}`),
  ...['heating-services', 'furnace-services', 'furnace-replacement', 'boiler-services', 'heat-pump-services',
    'ductwork-services', 'air-conditioning-services', 'indoor-air-quality-services'].map((s) => `/red-deer/${s}`),
  '/lethbridge/heating-system-replacement', '/lethbridge/furnace-services',
  '/medicine-hat/furnace-services', '/medicine-hat/boiler-services',
];
// /quote/thanks: where a quote request sent without JavaScript lands (issue 7); /quote/not-connected:
// where it lands in demo mode (issue 17).
const LINKED_PAGES = ['/quote/thanks', '/quote/not-connected', '/testimonials', '/privacy-policy', '/terms-of-service', '/maintenance', '/heating-guide',
  '/commercial-quote', '/residential/boiler-replacement', '/commercial/boiler-replacement',
  ...['furnace-replacement-cost', 'high-efficiency-furnaces', 'furnace-rebates-alberta', 'furnace-sizing',
    'furnace-warranty', 'furnace-installation', 'heat-pump-vs-furnace', 'furnace-lifespan'].map((t) => `/search/${t}`)];
const REDIRECTS = ['/furnace-replacement', '/residential-heating', '/commercial-heating', '/calgary/hvac-maintenance',
  '/calgary/commercial-heating', '/calgary/service-areas'];

test('every route of the spec is built, plus the pages it links to, and nothing else', () => {
  assert.equal(SPEC_ROUTES.length, 62);
  assert.deepEqual([...routes()].sort(), [...SPEC_ROUTES, ...LINKED_PAGES].sort());
  assert.ok(existsSync(path.join(dist, '404.html')));
});

test('links the spec names without a page are permanent redirects, with HTML fallbacks', () => {
  // This build is for GitHub Pages, which has no redirects: each is a page at the old address. The
  // real 301s of Netlify and Cloudflare Pages are tested on their own software (tests/hosts/).
  const yaml = readFileSync(path.join(root, 'content/redirects.yaml'), 'utf8');
  const rules = [...yaml.matchAll(/\{\s*from:\s*([^,\s]+),\s*to:\s*([^}\s]+)\s*\}/g)].map((m) => [m[1], m[2]]);
  assert.deepEqual(rules.map((r) => r[0]).sort(), [...REDIRECTS].sort());
  for (const [from, to] of rules) {
    assert.ok(routes().includes(to.split('#')[0]), `${from} -> ${to} lands on a page`);
    const fallback = html(from);
    assert.match(fallback, new RegExp(`<link rel="canonical" href="https://[^"]+${url(to)}">`));
    assert.match(fallback, new RegExp(`<meta http-equiv="refresh" content="0; url=${url(to)}">`));
  }
});

test('every in-page anchor the spec names exists', () => {
  const anchors = {
    '/calgary/boiler-replacement': 'boiler-types', '/calgary': ['calgary-services', 'calgary-process'],
    '/calgary/commercial-furnace-services': 'commercial-systems', '/calgary/furnace-services': 'service-options',
    '/calgary/furnace-installation': 'installation-process', '/calgary/furnace-repair': 'common-issues',
    '/calgary/furnace-maintenance': 'plans', '/edmonton/boiler-replacement': 'boiler-options',
  };
  for (const [route, ids] of Object.entries(anchors)) {
    for (const id of [ids].flat()) assert.ok(html(route).includes(`id="${id}"`), `${route}#${id}`);
  }
});

test('area lists have the sizes of the spec', () => {
  const lists = [
    ['/edmonton/boiler-replacement', 24], ['/edmonton/furnace-services', 20], ['/red-deer/heating-services', 15],
    ['/lethbridge/heating-system-replacement', 24], ['/medicine-hat/furnace-services', 10], ['/fort-mcmurray', 6], ['/quote', 15],
  ];
  for (const [route, n] of lists) {
    const page = html(route);
    const grid = page.slice(page.indexOf('<ul class="area-grid">'), page.indexOf('</ul>', page.indexOf('<ul class="area-grid">')));
    assert.equal(count(grid, /<li>/g), n, route);
  }
  const hub = html('/calgary/furnace-services');
  const grid = hub.slice(hub.indexOf('<ul class="area-grid">'), hub.indexOf('</ul>', hub.indexOf('<ul class="area-grid">')));
  const calgary = count(grid, /<li>/g);
  assert.ok(calgary >= 38 && calgary <= 42, `about 40 Calgary neighbourhoods, got ${calgary}`);
  for (const name of ['Blackfalds', 'Lacombe', 'Sylvan Lake', 'Penhold', 'Innisfail', 'Springbrook', 'Gasoline Alley', 'Delburne', 'Elnora', 'Bentley', 'Eckville', 'Bowden', 'Spruce View', 'Caroline']) {
    assert.ok(html('/red-deer/heating-services').includes(name), name);
  }
  for (const name of ['Anzac', 'Fort McKay', 'Conklin', 'Janvier', 'Gregoire Lake']) assert.ok(html('/fort-mcmurray').includes(name), name);
});

test('plans and prices are exactly the spec', () => {
  const calgary = section('/calgary/furnace-maintenance', 'plans');
  for (const s of ['Basic Protection', '$149', 'Complete Protection', '$249', 'Ultimate Protection', '$349', 'Most Popular']) assert.ok(calgary.includes(s), s);
  assert.equal(calgary.split(`href="${url('/quote')}"`).length - 1, 3, 'each plan button leads to /quote');
  const edmonton = html('/edmonton/furnace-maintenance');
  for (const s of ['Basic Tune-Up', '$129', 'Preferred Plan', '$219', 'Premium Protection', '$349',
    url('/quote?service=basic-tune-up'), url('/quote?service=preferred-plan'), url('/quote?service=premium-plan')]) assert.ok(edmonton.includes(s), s);
  const boiler = html('/edmonton/boiler-services');
  for (const s of ['$149', '$249', 'Custom', url('/quote?service=basic-boiler-maintenance'), url('/quote?service=premium-boiler-protection'), url('/quote?service=commercial-boiler-maintenance')]) assert.ok(boiler.includes(s), s);
  const heatPumps = html('/edmonton/heat-pump-services');
  for (const s of ['heat-pump-installation', 'heat-pump-repair', 'heat-pump-maintenance']) assert.ok(heatPumps.includes(url(`/quote?service=${s}`)), s);
});

test('21-point checklists: four groups in Calgary, 10 safety + 11 performance in Edmonton', () => {
  const checklist = (route) => {
    const page = html(route);
    const start = page.indexOf('class="section checklist"');
    assert.ok(start > 0, `${route} has a checklist`);
    const body = page.slice(start, page.indexOf('</section>', start));
    return body.split('<h3').slice(1).map((group) => count(group, /<li>/g));
  };
  const calgary = checklist('/calgary/furnace-maintenance');
  assert.equal(calgary.length, 4);
  assert.equal(calgary.reduce((a, b) => a + b), 21);
  assert.deepEqual(checklist('/edmonton/furnace-maintenance'), [10, 11]);
});

test('the home page has the sections of spec 2.4 and the quote page those of 2.5', () => {
  const home = html('/');
  for (const s of [`href="${url('/quote')}"`, 'Our Services', 'Request a Consultation', 'Our Expert Heating Services', 'View All Services',
    'Search your city...', 'Why Choose', `href="${url('/testimonials')}"`, 'Contact Emergency Service', 'Request Service Online',
    'Alberta Heating Replacement Guide']) assert.ok(home.includes(s), s);
  const quote = html('/quote');
  // "No heat right now?" is the one emergency band, red as everywhere else (issue 59: it was the orange warning here).
  for (const s of ['24-Hour Response', 'Licensed &amp; Insured', 'No Obligation', 'banner-emergency']) assert.ok(quote.includes(s), s);
  assert.ok(!quote.includes('banner-warning'), 'no orange warning band on /quote');
  const about = html('/about');
  for (const s of ['2008', '15+', '10,000+', '25+', '20+', 'Integrity', 'Reliability', 'Expertise', 'Customer Focus']) assert.ok(about.includes(s), s);
  assert.ok(html('/emergency-repairs').includes('class="theme-emergency"'));
});

test('one phone number everywhere, in one form', () => {
  const tels = new Set();
  for (const route of routes()) for (const m of html(route).matchAll(/href="tel:([^"]+)"/g)) tels.add(m[1]);
  assert.equal(tels.size, 1, [...tels].join(', '));
});

test('every page has its own title and meta description', () => {
  const seen = { title: new Map(), description: new Map() };
  for (const route of routes()) {
    const page = html(route);
    const title = page.match(/<title>([^<]+)<\/title>/)[1];
    const description = page.match(/<meta name="description" content="([^"]+)">/)[1];
    for (const [kind, value] of [['title', title], ['description', description]]) {
      assert.ok(!seen[kind].has(value), `${route} repeats the ${kind} of ${seen[kind].get(value)}`);
      seen[kind].set(value, route);
    }
    assert.ok(description.length >= 50 && description.length <= 170, `${route}: description of ${description.length} characters`);
  }
});

test('dangers are marked as warnings, not with the check mark that reads as "all good"', () => {
  const page = html('/emergency-repairs');
  const list = page.match(/<ul class="check-list check-list--danger">([\s\S]*?)<\/ul>/);
  assert.ok(list, 'the "Call immediately" points are a danger list');
  assert.match(list[1], /carbon monoxide alarm/);
  assert.equal((list[1].match(/<li>/g) ?? []).length, (list[1].match(/M10\.3 3\.9/g) ?? []).length, 'each point has the warning mark');
  assert.ok(!/m5 12 5 5L20 7/.test(list[1]), 'no check mark among them');
});

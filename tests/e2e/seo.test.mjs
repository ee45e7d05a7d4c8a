// Search and sharing metadata, structured data against Google's requirements, site files and the
// byte budgets of issue 5. Reads the built dist/ directly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { dist, root, routes, sitemapRoutes, url } from './lib.mjs';

const file = (route) => path.join(dist, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
const html = (route) => readFileSync(file(route), 'utf8');
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const ld = (page) => [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
const base = html('/').match(/<link rel="canonical" href="([^"]+)\/">/)[1];

test('every page has lang, title, description, canonical, Open Graph, Twitter card, favicon and manifest', () => {
  for (const route of routes()) {
    const page = html(route);
    assert.match(page, /<html lang="en-CA">/, route);
    // At the page's own address in the host's URL form, which is what the host serves with a 200.
    assert.ok(page.includes(`<link rel="canonical" href="${base}${url(route)}">`), `${route} canonical`);
    assert.ok(page.includes(`<meta property="og:url" content="${base}${url(route)}">`), `${route} og:url`);
    for (const p of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type']) assert.ok(page.includes(`property="${p}"`), `${route} ${p}`);
    // The social picture is a file of this build (the image pipeline's 1200 × 630 JPEG).
    const og = page.match(/property="og:image" content="([^"]+)"/)[1];
    assert.ok(og.startsWith(`${base}/img/`) && existsSync(path.join(dist, og.slice(base.length))), `${route} ${og}`);
    assert.ok(page.includes('name="twitter:card"'), route);
    assert.ok(page.includes('rel="icon"') && page.includes('rel="manifest"'), route);
    assert.ok(page.includes('<link rel="apple-touch-icon" href="/apple-touch-icon.png">'), `${route} apple-touch-icon`);
  }
  for (const f of ['favicon.svg', 'site.webmanifest']) assert.ok(existsSync(path.join(dist, f)), f);
  const manifest = JSON.parse(readFileSync(path.join(dist, 'site.webmanifest'), 'utf8'));
  assert.equal(manifest.lang, 'en-CA');
  // Chrome's installable app asks for PNG icons of 192 and 512 px; Android's a maskable one.
  for (const [sizes, purpose] of [['192x192', 'any'], ['512x512', 'any'], ['512x512', 'maskable']]) {
    const icon = manifest.icons.find((i) => i.sizes === sizes && i.purpose === purpose);
    assert.ok(icon && icon.type === 'image/png', `${sizes} ${purpose}`);
    assert.deepEqual(pngSize(icon.src), sizes.split('x').map(Number), icon.src);
  }
  assert.deepEqual(pngSize('/apple-touch-icon.png'), [180, 180]);
});

/** A PNG file's width and height, from its IHDR chunk. */
function pngSize(src) {
  const png = readFileSync(path.join(dist, src.replace(/^\//, '')));
  assert.equal(png.toString('latin1', 1, 4), 'PNG', src);
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

// Google's "Local business structured data" page lists what a LocalBusiness (HVACBusiness is one)
// needs: required `name` and `address` (a PostalAddress); recommended `aggregateRating`,
// `department`, `geo` (latitude and longitude), `menu`, `openingHoursSpecification`, `priceRange`,
// `review`, `servesCuisine`, `telephone` and `url`, and its examples give `image`
// (https://developers.google.com/search/docs/appearance/structured-data/local-business). Google's
// "Logo (Organization) structured data" asks a `logo` of at least 112 x 112 px, in a format Google
// Images reads (https://developers.google.com/search/docs/appearance/structured-data/logo).
// Left out on purpose: `aggregateRating` and `review` (the site's own testimonials about itself:
// Google's review snippet guidelines refuse self-serving reviews of a LocalBusiness), `priceRange`
// (site.yaml states none; a range is not invented), `department`, `menu`, `servesCuisine` (not
// this kind of business). Street, postal code and geo are given exactly when site.yaml writes them.
test("the home page's business node has Google's required and recommended properties", () => {
  const siteYaml = readFileSync(path.join(root, 'content/site.yaml'), 'utf8');
  const address = siteYaml.match(/^address:\n((?:[ #].*\n)+)/m)[1];
  const business = ld(html('/')).find((b) => b['@id'] === `${base}/#business`);
  assert.ok(business, 'the business node');
  // Required.
  assert.ok(business.name);
  assert.equal(business.address['@type'], 'PostalAddress');
  for (const key of ['addressLocality', 'addressRegion', 'addressCountry']) assert.ok(business.address[key], key);
  assert.equal(Boolean(business.address.streetAddress), /^ {2}street:/m.test(address), 'streetAddress when site.yaml gives one');
  assert.equal(Boolean(business.address.postalCode), /^ {2}postal_code:/m.test(address), 'postalCode when site.yaml gives one');
  // Recommended, where the site has the fact.
  assert.equal(Boolean(business.geo), /^ {2}geo:/m.test(address), 'geo when site.yaml gives it');
  if (business.geo) assert.ok(Math.abs(business.geo.latitude) <= 90 && Math.abs(business.geo.longitude) <= 180);
  assert.ok(business.openingHoursSpecification.length > 0);
  assert.match(business.telephone, /^\+1\d{10}$/);
  assert.equal(business.url, `${base}/`);
  assert.ok(!('priceRange' in business) && !('aggregateRating' in business) && !('review' in business));
  // A photo of this build (the home hero's, cropped for sharing), and the 512 px PNG logo.
  assert.ok(business.image.startsWith(`${base}/img/`) && existsSync(path.join(dist, business.image.slice(base.length))), business.image);
  assert.ok(business.logo.startsWith(`${base}/`) && business.logo.endsWith('.png'), business.logo);
  const [w, h] = pngSize(business.logo.slice(base.length));
  assert.ok(w >= 112 && h >= 112, `logo ${w} x ${h}`);
  // Where it works: the cities, never the province; its profiles, never a network's home page.
  assert.ok(business.areaServed.length > 0 && business.areaServed.every((a) => a['@type'] === 'City' && a.name));
  for (const profile of business.sameAs ?? []) assert.match(profile, /^https:\/\/[^/]+\/[^?#]+/, `${profile} is a home page`);
});

test('structured data meets Google\'s required properties on every page', () => {
  for (const route of routes()) {
    const page = html(route);
    const blocks = ld(page);
    const types = blocks.map((b) => b['@type']);
    const business = blocks.find((b) => b['@type'] === 'HVACBusiness');
    assert.ok(business, `${route}: HVACBusiness`);
    for (const key of ['name', 'url', 'telephone', 'email', 'address', 'openingHoursSpecification', 'areaServed']) assert.ok(business[key], `${route}: business.${key}`);
    assert.equal(business.address['@type'], 'PostalAddress');
    assert.ok(business.address.addressLocality && business.address.addressRegion && business.address.addressCountry);
    assert.match(business.telephone, /^\+1\d{10}$/);
    for (const h of business.openingHoursSpecification) {
      assert.ok(h.dayOfWeek.length && /^\d\d:\d\d$/.test(h.opens) && /^\d\d:\d\d$/.test(h.closes), `${route}: opening hours`);
    }
    assert.ok(!types.some((t) => /Review|Rating/.test(t)) && !page.includes('aggregateRating'), `${route}: no self-serving review markup`);

    const service = blocks.find((b) => b['@type'] === 'Service');
    if (service) {
      // The page's city, else every city the business serves (never the whole province).
      const areas = [service.areaServed].flat();
      assert.ok(service.name && areas.length && areas.every((a) => a['@type'] === 'City' && a.name), `${route}: Service name and areaServed`);
      assert.equal(service.provider['@id'], business['@id']);
    }
    // Every <details> is a question, but the quote form's emergency path ("No heat or a gas smell
    // right now?") and the privacy policy's lists of field names.
    const faqCount = (page.match(/<details(?![^>]*class="(?:quote-form__urgent|privacy-more)")/g) ?? []).length;
    const faq = blocks.find((b) => b['@type'] === 'FAQPage');
    assert.equal(faq?.mainEntity.length ?? 0, faqCount, `${route}: FAQPage lists the ${faqCount} questions shown`);
    for (const q of faq?.mainEntity ?? []) assert.ok(q['@type'] === 'Question' && q.name && q.acceptedAnswer?.text, route);

    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');
    const nested = route.split('/').length > 2;
    assert.equal(Boolean(crumbs), nested, `${route}: breadcrumbs exactly on nested pages`);
    crumbs?.itemListElement.forEach((item, i) => {
      assert.equal(item.position, i + 1);
      assert.ok(item.name && item.item.startsWith(base), route);
    });
  }
  // Every city service page says what it sells and where.
  for (const route of routes().filter((r) => /^\/(calgary|edmonton|red-deer|lethbridge|medicine-hat)\/.+/.test(r))) {
    assert.ok(ld(html(route)).some((b) => b['@type'] === 'Service'), `${route}: Service`);
  }
});

test('JSON inside script blocks cannot close the block', () => {
  for (const route of routes()) {
    for (const m of html(route).matchAll(/<script type="application\/(?:ld\+)?json">([\s\S]*?)<\/script>/g)) {
      assert.ok(!/[<>\u2028\u2029]/.test(m[1]) && !/&(?!quot;)/.test(m[1]), `${route}: unescaped character in JSON`);
    }
  }
});

test('sitemap lists every indexable page and nothing else; robots.txt points to it', () => {
  const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
  assert.ok(!sitemap.includes('/404'));
  // The not-found page is shown at every missing address: it claims none as its own (issue 59).
  const notFound = readFileSync(path.join(dist, '404.html'), 'utf8');
  assert.ok(!notFound.includes('rel="canonical"') && !notFound.includes('property="og:url"'), '404.html names no canonical address');
  assert.ok(notFound.includes('<meta name="robots" content="noindex">'));
  const redirects = [...readFileSync(path.join(root, 'content/redirects.yaml'), 'utf8').matchAll(/from:\s*([^,\s]+)/g)].map((m) => m[1]);
  assert.ok(redirects.length >= 6);
  for (const r of redirects) assert.ok(!sitemapRoutes().includes(url(r)), `redirect ${r} not in sitemap`);
  assert.equal(new Set(sitemapRoutes()).size, sitemapRoutes().length);
  // A page marked `noindex` (the thank-you and not-connected pages) says so to crawlers and stays out of the sitemap.
  const noindex = routes().filter((r) => html(r).includes('<meta name="robots" content="noindex">'));
  assert.deepEqual(noindex, ['/quote/not-connected', '/quote/thanks']);
  assert.deepEqual(sitemapRoutes().sort(), routes().filter((r) => !noindex.includes(r)).map(url).sort());
  assert.match(readFileSync(path.join(dist, 'robots.txt'), 'utf8'), new RegExp(`Sitemap: ${base}/sitemap.xml\n$`));
});

test('page budgets: HTML < 60 KB gzip, CSS < 20 KB gzip, menu-only JavaScript < 80 KB gzip, no render-blocking script', () => {
  let largest = { route: '', bytes: 0 };
  for (const route of [...routes(), '/404']) {
    const bytes = readFileSync(route === '/404' ? path.join(dist, '404.html') : file(route));
    const size = gz(bytes);
    if (size > largest.bytes) largest = { route, bytes: size };
    assert.ok(size < 60 * 1024, `${route}: ${size} B gzip`);
    const page = bytes.toString();
    for (const m of page.matchAll(/<script\b([^>]*)>/g)) {
      assert.match(m[1], /type="(module|application\/json|application\/ld\+json)"/, `${route}: classic script blocks first paint`);
    }
    for (const m of page.matchAll(/<img\b[^>]*>/g)) assert.match(m[0], /width="\d+"[^>]*height="\d+"|height="\d+"[^>]*width="\d+"/, `${route}: image without size`);
  }
  const home = html('/');
  const css = home.match(/<link rel="stylesheet" href="([^"]+)">/)[1];
  const cssSize = gz(readFileSync(path.join(dist, css)));
  assert.ok(cssSize < 20 * 1024, `CSS ${cssSize} B gzip`);
  // What a page with only the menu downloads: the loader, its preloaded chunks and the Menu chunk.
  const scripts = [home.match(/<script type="module" src="([^"]+)">/)[1], ...[...home.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1])];
  const menu = readdirSync(path.join(dist, 'assets/chunks')).find((f) => f.startsWith('Menu-'));
  const jsSize = [...scripts.map((s) => path.join(dist, s)), path.join(dist, 'assets/chunks', menu)].reduce((n, f) => n + gz(readFileSync(f)), 0);
  assert.ok(jsSize < 80 * 1024, `menu-only JS ${jsSize} B gzip`);
  console.log(`budgets: largest page ${largest.route} ${largest.bytes} B gzip; CSS ${cssSize} B gzip; menu-only JS ${jsSize} B gzip`);
});

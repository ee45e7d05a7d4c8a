// The city search does what the spec says (issue 59), on the built site (dist/).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serve, url, hydrated } from './lib.mjs';

let browser, site;
before(async () => { [site, browser] = await Promise.all([serve(), launch()]); });
after(async () => { await browser?.close(); site?.stop(); });

/** The names of the city cards shown. */
const shownCities = (page) => page.locator('.city-search__card:not([hidden]) .city-search__card-name').allTextContents();

test('the city search: by the city\'s name first, then the places served, Enter opens the first', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  for (const route of ['/', '/cities']) {
    await page.goto(site.base + url(route));
    const box = page.locator('.city-search__input');
    await box.scrollIntoViewIfNeeded();
    await hydrated(page, 'CitySearch');
    await box.fill('cal');
    assert.deepEqual(await shownCities(page), ['Calgary'], `${route}: "cal" is Calgary alone`);
    await box.fill('red');
    assert.deepEqual(await shownCities(page), ['Red Deer'], `${route}: "red" is Red Deer alone`);
    await box.fill('saint albert');
    assert.deepEqual(await shownCities(page), ['Edmonton'], `${route}: "saint albert" is served from Edmonton`);
    assert.equal(await page.locator('.city-search__card:not([hidden]) .city-search__card-served').textContent(), 'St. Albert: served from Edmonton');
    await box.fill('zzz');
    const empty = await page.locator('.city-search__empty').textContent();
    assert.ok(!empty.includes('zzz'), `${route}: the no-match answer does not echo what was typed: ${empty}`);
  }
  // Enter opens the first match.
  const box = page.locator('.city-search__input');
  await box.fill('saint albert');
  await Promise.all([page.waitForURL(/\/edmonton\/?$/), box.press('Enter')]);
  await context.close();
});

test('without JavaScript nothing that cannot work is shown: no search box, no rotation line, the cards and links stay', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const route of ['/', '/cities']) {
    await page.goto(site.base + url(route));
    assert.equal(await page.locator('.city-search__input').isVisible(), false, `${route}: no search box that cannot search`);
    assert.equal(await page.locator('.city-search__card').first().isVisible(), true, `${route}: the cards stay`);
    assert.equal(await page.locator('.city-search__hint').isVisible(), true, `${route}: the hint stays`);
    const text = await page.locator('body').innerText();
    assert.ok(!/every few seconds/.test(text), `${route}: nothing says the lists rotate`);
  }
  await context.close();
});


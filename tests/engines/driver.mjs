// The same few steps in WebKit and Gecko, the engines of iPhones' browsers and of Firefox, for the
// browser tests of tests/engines/ (the rest of the browser tests run in Chromium, tests/e2e/).
//
// WebKit: Debian's WebKitWebDriver drives MiniBrowser (WebKitGTK, the engine of Safari) under a
// private Xvfb display, through the W3C WebDriver protocol (a handful of HTTP calls, below).
// Gecko: Debian's firefox-esr through WebDriver BiDi with puppeteer-core. Both only on 127.0.0.1.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import puppeteer from 'puppeteer-core';

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const FIREFOX = '/usr/bin/firefox-esr';

/** Whether this machine has the engine (the Makefile's `engines` target installs both). */
export function available(name) {
  return name === 'webkit' ? existsSync(WEBKIT_DRIVER) && existsSync(MINIBROWSER) && existsSync('/usr/bin/Xvfb') : existsSync(FIREFOX);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
    s.on('error', reject);
  });
}

async function waitUntil(ok, ms, what) {
  const deadline = Date.now() + ms;
  for (;;) {
    try { if (await ok()) return; } catch { /* not yet */ }
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** WebKit through WebKitWebDriver, under its own Xvfb display. */
async function webkit(width, height) {
  const display = `:${100 + Math.floor(Math.random() * 800)}`;
  const xvfb = spawn('/usr/bin/Xvfb', [display, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=127.0.0.1'], { stdio: 'ignore', env: { ...process.env, DISPLAY: display } });
  const base = `http://127.0.0.1:${port}`;
  const call = async (method, path, body) => {
    const res = await fetch(base + path, { method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const { value } = await res.json();
    if (value && value.error) throw new Error(`WebDriver ${path}: ${value.error}: ${value.message}`);
    return value;
  };
  await waitUntil(async () => (await fetch(`${base}/status`)).ok, 10000, 'WebKitWebDriver starts');
  const session = await call('POST', '/session', { capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } } } });
  const s = `/session/${session.sessionId}`;
  await call('POST', `${s}/window/rect`, { width, height });
  const find = async (selector) => (await call('POST', `${s}/element`, { using: 'css selector', value: selector }))[ELEMENT];
  const d = {
    name: 'WebKit',
    async goto(url) { await call('POST', `${s}/url`, { url }); },
    async reload() { await call('POST', `${s}/refresh`, {}); },
    eval(fn, ...args) { return call('POST', `${s}/execute/sync`, { script: `return (${fn}).apply(null, arguments)`, args }); },
    async click(selector) {
      // WebKit's driver does not scroll an element into view before clicking it, as a person would.
      await d.eval((sel) => document.querySelector(sel)?.scrollIntoView({ block: 'center', behavior: 'instant' }), selector);
      await call('POST', `${s}/element/${await find(selector)}/click`, {});
    },
    async type(selector, text) { await call('POST', `${s}/element/${await find(selector)}/value`, { text }); },
    // A <select>'s list is the system's own pop-up, which WebDriver cannot reach in WebKitGTK: the
    // choice is made as the pop-up makes it (the value, then the change event React listens to).
    async select(selector, value) {
      await d.eval((sel, v) => {
        const el = document.querySelector(sel);
        el.focus();
        Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set.call(el, v);
        el.dispatchEvent(new Event('input', { bubbles: true }));
        el.dispatchEvent(new Event('change', { bubbles: true }));
      }, selector, value);
    },
    async url() { return call('GET', `${s}/url`); },
    async close() {
      await call('DELETE', s).catch(() => {});
      driver.kill();
      xvfb.kill();
    },
  };
  return d;
}

/** Gecko: firefox-esr through WebDriver BiDi. */
async function firefox(width, height) {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
  const page = await browser.newPage();
  await page.setViewport({ width, height });
  return {
    name: 'Gecko',
    async goto(url) { await page.goto(url); },
    async reload() { await page.reload(); },
    eval(fn, ...args) { return page.evaluate(fn, ...args); },
    async click(selector) { await page.click(selector); },
    async type(selector, text) { await page.type(selector, text); },
    async select(selector, value) { await page.select(selector, value); },
    async url() { return page.url(); },
    async close() { await browser.close(); },
  };
}

/** Opens `name` (webkit or firefox) at a phone's width (WebKit's window is at least 447 px wide). */
export function open(name, width = 390, height = 844) {
  return name === 'webkit' ? webkit(width, height) : firefox(width, height);
}

export { waitUntil };

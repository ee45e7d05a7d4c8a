// Live reload for `sitegen serve`: injected into preview responses only, never written to disk.
// The page knows the build generation it came from (?g=N); the server streams the current
// generation and the errors of the last rebuild, in the page's language (`<html lang>`), with the
// overlay's own words. Moved on without errors: reload. Errors: overlay.
const built = Number(new URL(import.meta.url).searchParams.get('g'));
const OVERLAY = 'sitegen-overlay';

function hide() {
  document.getElementById(OVERLAY)?.remove();
}

function show(errors, heading, note) {
  hide();
  const box = document.createElement('div');
  box.id = OVERLAY;
  box.setAttribute('role', 'alert');
  // CSSOM, not a style attribute: allowed under the site's style-src 'self'.
  Object.assign(box.style, {
    position: 'fixed', inset: '0', zIndex: '2147483647', overflow: 'auto', padding: '2rem',
    background: 'rgba(20, 20, 20, 0.94)', color: '#fff', font: '15px/1.5 ui-monospace, monospace',
  });
  const title = document.createElement('h2');
  title.textContent = heading;
  Object.assign(title.style, { color: '#ff8a80', font: 'bold 20px/1.4 system-ui, sans-serif', margin: '0 0 1rem' });
  box.append(title);
  for (const e of errors) {
    const pre = document.createElement('pre');
    pre.className = 'sitegen-error';
    const where = e.line ? `${e.file}:${e.line}:${e.column}` : e.file;
    pre.textContent = `${where}: ${e.message}${e.snippet ? `\n${e.snippet}` : ''}`;
    Object.assign(pre.style, { whiteSpace: 'pre-wrap', margin: '0 0 1.25rem', padding: '1rem', background: '#000', borderLeft: '4px solid #ff5252' });
    box.append(pre);
  }
  const after = document.createElement('p');
  after.textContent = note;
  box.append(after);
  document.body.append(box);
}

const NOTICE = 'sitegen-notice';

// Facts about the whole site the preview keeps in view on every page (never in the built site):
// with the demo provider, that quote requests go nowhere. Not dismissible, on purpose.
function notices(list) {
  document.getElementById(NOTICE)?.remove();
  if (!list || list.length === 0) return;
  const box = document.createElement('div');
  box.id = NOTICE;
  box.setAttribute('role', 'status');
  Object.assign(box.style, {
    position: 'relative', zIndex: '2147483646', padding: '0.625rem 1rem', background: '#fef3c7',
    color: '#78350f', borderBottom: '3px solid #b45309', font: '600 15px/1.45 system-ui, sans-serif',
  });
  for (const text of list) {
    const p = document.createElement('p');
    p.className = 'sitegen-notice__text';
    p.textContent = text;
    Object.assign(p.style, { margin: '0', maxWidth: '72rem' });
    box.append(p);
  }
  document.body.prepend(box);
}

// The newest rebuild this tab has heard of, and whether it built without errors. Both generations
// are on window for the browser tests, which wait until the tab shows the newest one.
let latest = built;
let clean = true;
window.__sitegenBuilt = built;
window.__sitegenLatest = latest;

// The editor holds the reload while its form has unsaved changes (they would be lost) or while a
// save or an undo is on its way. A rebuild that came in meanwhile is shown the moment it lets go:
// otherwise the tab would keep showing the page as it was until the next rebuild.
let held = Boolean(window.__sitegenHoldReload);
Object.defineProperty(window, '__sitegenHoldReload', {
  configurable: true,
  get: () => held,
  set: (value) => {
    held = Boolean(value);
    if (!held && clean && latest !== built) location.reload();
  },
});

const events = new EventSource(`/_sitegen/events?lang=${encodeURIComponent(document.documentElement.lang)}`);
// Tests wait for this before they edit a file.
events.addEventListener('open', () => { window.__sitegenLive = true; });
events.addEventListener('state', (event) => {
  const { generation, errors, notices: list, heading, note } = JSON.parse(event.data);
  latest = generation;
  window.__sitegenLatest = latest;
  clean = errors.length === 0;
  notices(list);
  // While the editor is open its panel lists the problems beside the fields; the overlay would hide it.
  if (errors.length > 0) { if (!window.__sitegenEditing) show(errors, heading, note); }
  else if (generation !== built && !held) location.reload();
  else hide();
});

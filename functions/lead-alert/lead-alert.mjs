// Every quote request on a phone within a minute: an optional back end for the quote form's
// `endpoint` provider (docs/deploy.md, "Every request on a phone"). It takes the form's request
// (JSON with JavaScript, a plain form post without), sends it as a text message through Twilio's
// Messages API to each number of ALERT_TO and, when SENDGRID_API_KEY is set, as an e-mail through
// Twilio SendGrid, then answers as the form expects: 200 to JavaScript, 303 to the thank-you page
// without. It answers success only when at least one text or e-mail was accepted, so the form
// never says "sent" for a request nobody received.
//
// A request needs a name and a phone number that can be called back (contact.mjs, the quote form's
// own rule); anything else is refused with 422 and the reason in plain words, so the visitor can
// correct it. An e-mail address that is not valid is no reason to lose a request: the phone
// suffices, and the alert says the address is wrong. A request the form marks `suspect` (sent
// sooner after the page opened than a person types: browser autofill, or a bot) is passed on with
// a mark to check before calling; only a filled honeypot is dropped.
//
// No dependencies: Web-standard Request, Response and fetch, as Netlify Functions (the default
// export below) and Cloudflare Workers (worker.mjs) both provide. Secrets stay in the host's
// settings. The folder is deployed as it is, so its modules import each other by relative path only.
import { isCallable, isEmail } from './contact.mjs';
import { wordsFor } from './words.mjs';

/** The settings it reads from the host's environment; see docs/deploy.md for each. */
export const SETTINGS = [
  'SITE_ORIGIN', 'THANKS_PATH', 'BUSINESS_PHONE', 'SITE_LANGUAGE',
  'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'ALERT_TO',
  'SENDGRID_API_KEY', 'ALERT_EMAIL_TO', 'ALERT_EMAIL_FROM',
];

/** The longest request body taken (a real request is under 2 KB). */
const MAX_BODY = 20_000;
/**
 * A text is cut here: three segments at most in the phones' 7-bit alphabet (a letter outside it,
 * like French ê or ç, makes every segment shorter); the e-mail carries everything.
 */
const MAX_TEXT = 450;
/** A phone number quoted back in a refusal is cut here: enough to recognise what was typed. */
const MAX_QUOTED = 40;

/** The fields of a request, as the form sends them (docs/deploy.md, "Quote form providers"). */
const FIELDS = ['name', 'email', 'phone', 'city', 'serviceType', 'propertyType', 'message', 'page', 'service', 'offer', 'urgent', 'suspect', 'consent', 'consentAt', 'landingPage', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid'];

function clean(value) {
  return typeof value === 'string' ? value.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim().slice(0, 4000) : '';
}

/** The request's fields: known names only, text only. */
export async function readLead(request) {
  const text = await request.text();
  if (text.length > MAX_BODY) return { tooLarge: true };
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  let raw = {};
  if (type.includes('application/json')) {
    try { raw = JSON.parse(text); } catch { return { unreadable: true }; }
  } else {
    raw = Object.fromEntries(new URLSearchParams(text));
  }
  if (!raw || typeof raw !== 'object') return { unreadable: true };
  const lead = {};
  for (const f of FIELDS) {
    const v = clean(raw[f]);
    if (v) lead[f] = v;
  }
  return { lead, bot: clean(raw._gotcha) !== '' };
}

/** The words of the site's language (SITE_LANGUAGE), saying once in the host's log when it has none. */
let warnedLanguage = false;
function language(env) {
  const { words, unknown } = wordsFor(env.SITE_LANGUAGE);
  if (unknown && !warnedLanguage) {
    warnedLanguage = true;
    console.error(`lead-alert: SITE_LANGUAGE "${env.SITE_LANGUAGE}" has no words here (en-CA or fr-CA): writing in English.`);
  }
  return words;
}

/** "URGENT", and the suspect mark in full or short, as the lead carries them. */
function marks(lead, w, long) {
  return [lead.urgent && w.urgent, lead.suspect && (long ? `${w.check}${w.colon}${w.sentFast}` : w.check)].filter(Boolean);
}

/** The e-mail address as the alert shows it: flagged when nobody could write to it. */
function emailShown(lead, w) {
  return lead.email && (isEmail(lead.email) ? lead.email : `${lead.email} ${w.emailNotValid}`);
}

/**
 * The text message, in the site's language (`w`, from words.mjs): who, how to reach them, what
 * they need, from where; cut to MAX_TEXT.
 */
export function textOf(lead, w = wordsFor().words) {
  const lines = [
    [w.newRequest, ...marks(lead, w, true)].join(' - '),
    [lead.name, lead.phone, emailShown(lead, w)].filter(Boolean).join(', '),
    [lead.serviceType, lead.city && w.in(lead.city), lead.propertyType && `(${lead.propertyType})`].filter(Boolean).join(' '),
    lead.message && `"${lead.message}"`,
    [lead.page && w.sentFrom(lead.page), lead.utm_source && w.via([lead.utm_source, lead.utm_medium, lead.utm_campaign].filter(Boolean).join('/'))].filter(Boolean).join(' '),
  ].filter(Boolean);
  const text = lines.join('\n');
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - w.restInEmail.length).trimEnd()}${w.restInEmail}` : text;
}

/** The e-mail's subject, in the site's language: the marks, who and where. */
export function subjectOf(lead, w = wordsFor().words) {
  const shown = marks(lead, w, false);
  return `${w.subject}${shown.length ? ` (${shown.join(', ')})` : ''}${w.colon}${lead.name ?? ''}${lead.city ? `, ${lead.city}` : ''}`;
}

/** The e-mail: the suspect mark in words when there is one, then every field, one per line. */
export function emailOf(lead, w = wordsFor().words) {
  return [
    lead.suspect && `${w.check}${w.colon}${w.sentFast}`,
    ...FIELDS.filter((f) => lead[f]).map((f) => `${f}: ${f === 'email' ? emailShown(lead, w) : lead[f]}`),
  ].filter(Boolean).join('\n');
}

/** Why the request cannot be passed on, in the visitor's words, or '' when it can: a name and a callable phone. */
export function refusalOf(lead, w = wordsFor().words) {
  const quoted = (lead.phone ?? '').length > MAX_QUOTED ? `${lead.phone.slice(0, MAX_QUOTED - 3)}...` : lead.phone;
  return [
    !lead.name && w.nameMissing,
    !lead.phone ? w.phoneMissing : !isCallable(lead.phone) && w.phoneNotCallable(quoted),
  ].filter(Boolean).join(' ');
}

async function sendTexts(lead, env, w, fetchImpl) {
  const to = (env.ALERT_TO ?? '').split(',').map((n) => n.trim()).filter(Boolean);
  if (!to.length || !env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN || !env.TWILIO_FROM) return [];
  const api = env.TWILIO_API ?? 'https://api.twilio.com';
  const auth = `Basic ${btoa(`${env.TWILIO_ACCOUNT_SID}:${env.TWILIO_AUTH_TOKEN}`)}`;
  const body = textOf(lead, w);
  return Promise.all(to.map(async (number) => {
    const res = await fetchImpl(`${api}/2010-04-01/Accounts/${encodeURIComponent(env.TWILIO_ACCOUNT_SID)}/Messages.json`, {
      method: 'POST',
      headers: { Authorization: auth, 'Content-Type': 'application/x-www-form-urlencoded' },
      // SmartEncoded: Twilio sends characters that have a plain look-alike (French spacing, curly
      // quotes and dashes in a pasted message) as that look-alike, so a text is not sent in the
      // 2-byte alphabet, whose segments hold 67 characters instead of 153, for a space alone.
      body: new URLSearchParams({ To: number, From: env.TWILIO_FROM, Body: body, SmartEncoded: 'true' }),
    }).catch((e) => ({ ok: false, status: 0, text: async () => String(e) }));
    if (!res.ok) console.error(`lead-alert: Twilio refused the text to ${number} (${res.status}): ${await res.text()}`);
    return res.ok;
  }));
}

async function sendEmail(lead, env, w, fetchImpl) {
  if (!env.SENDGRID_API_KEY || !env.ALERT_EMAIL_TO || !env.ALERT_EMAIL_FROM) return [];
  const api = env.SENDGRID_API ?? 'https://api.sendgrid.com';
  const mail = {
    personalizations: [{ to: env.ALERT_EMAIL_TO.split(',').map((email) => ({ email: email.trim() })) }],
    from: { email: env.ALERT_EMAIL_FROM },
    subject: subjectOf(lead, w),
    content: [{ type: 'text/plain', value: emailOf(lead, w) }],
    // Replies go to the homeowner, when the address can take them: SendGrid refuses the whole
    // e-mail for a reply_to that is not an address, and the request would be lost.
    ...(isEmail(lead.email) ? { reply_to: { email: lead.email.trim(), name: lead.name ?? lead.email } } : {}),
  };
  const res = await fetchImpl(`${api}/v3/mail/send`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${env.SENDGRID_API_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(mail),
  }).catch((e) => ({ ok: false, status: 0, text: async () => String(e) }));
  if (!res.ok) console.error(`lead-alert: SendGrid refused the e-mail (${res.status}): ${await res.text()}`);
  return [res.ok];
}

function cors(request, env) {
  const origin = request.headers.get('origin');
  const allowed = origin && env.SITE_ORIGIN && origin === env.SITE_ORIGIN.replace(/\/$/, '');
  return {
    Vary: 'Origin',
    ...(allowed ? { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type, Accept' } : {}),
  };
}

/** Text made safe inside HTML: a refusal quotes back what the visitor typed. */
function html(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Handles one request to the function. */
export async function handle(request, env, fetchImpl = fetch) {
  const w = language(env);
  const headers = cors(request, env);
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers });
  if (request.method !== 'POST') return new Response(w.postOnly, { status: 405, headers: { ...headers, Allow: 'POST, OPTIONS', 'Content-Type': 'text/plain; charset=utf-8' } });
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  const answer = (status, value, page) => wantsJson
    ? new Response(JSON.stringify(value), { status, headers: { ...headers, 'Content-Type': 'application/json' } })
    : page;
  const thanks = () => new Response(null, { status: 303, headers: { ...headers, Location: `${(env.SITE_ORIGIN ?? '').replace(/\/$/, '')}${env.THANKS_PATH ?? '/quote/thanks/'}` } });
  const call = env.BUSINESS_PHONE && `<a href="tel:${env.BUSINESS_PHONE.replace(/[^+\d]/g, '')}">${html(env.BUSINESS_PHONE)}</a>`;
  const failed = (status, why) => answer(status, { error: why }, new Response(
    `<!doctype html><html lang="${w.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${w.notSentTitle}</title></head><body><h1>${w.notSentHeading}</h1><p>${html(why)} ${w.tryAgain(call)}</p></body></html>`,
    { status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } },
  ));

  const { lead, bot, tooLarge, unreadable } = await readLead(request);
  if (tooLarge) return failed(413, w.tooLarge);
  if (unreadable) return failed(400, w.unreadable);
  // A bot filled the hidden field: it is told what a person would be, and nothing is sent.
  if (bot) return answer(200, { ok: true }, thanks());
  const refusal = refusalOf(lead, w);
  if (refusal) return failed(422, refusal);

  const sent = [...await sendTexts(lead, env, w, fetchImpl), ...await sendEmail(lead, env, w, fetchImpl)];
  if (!sent.some(Boolean)) return failed(502, w.notPassedOn);
  return answer(200, { ok: true }, thanks());
}

/**
 * The Netlify Function (v2): Netlify runs the file of a function's folder that is named like the
 * folder (netlify/functions/lead-alert/lead-alert.mjs), so the handler is this file's default
 * export, with the site's environment variables as its settings. Never called on other hosts.
 */
export default (request) => handle(request, Object.fromEntries(SETTINGS.map((name) => [name, globalThis.process?.env[name]])));

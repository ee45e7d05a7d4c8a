// Every quote request on a phone within a minute: an optional back end for the quote form's
// `endpoint` provider (docs/deploy.md, "Every request on a phone"). It takes the form's request
// (JSON with JavaScript, a plain form post without), sends it as a text message through Twilio's
// Messages API to each number of ALERT_TO and, when SENDGRID_API_KEY is set, as an e-mail through
// Twilio SendGrid, then answers as the form expects: 200 to JavaScript, 303 to the thank-you page
// without. It answers success only when at least one text or e-mail was accepted, so the form
// never says "sent" for a request nobody received.
//
// No dependencies: Web-standard Request, Response and fetch, as Netlify Functions (netlify.mjs)
// and Cloudflare Workers (worker.mjs) both provide. Secrets stay in the host's settings.

/** The settings it reads from the host's environment; see docs/deploy.md for each. */
export const SETTINGS = [
  'SITE_ORIGIN', 'THANKS_PATH', 'BUSINESS_PHONE',
  'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'ALERT_TO',
  'SENDGRID_API_KEY', 'ALERT_EMAIL_TO', 'ALERT_EMAIL_FROM',
];

/** The longest request body taken (a real request is under 2 KB). */
const MAX_BODY = 20_000;
/** A text is cut here: three segments at most; the e-mail carries everything. */
const MAX_TEXT = 450;

/** The fields of a request, as the form sends them (docs/deploy.md, "Quote form providers"). */
const FIELDS = ['name', 'email', 'phone', 'city', 'serviceType', 'propertyType', 'message', 'page', 'service', 'offer', 'urgent', 'consent', 'consentAt', 'landingPage', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid'];

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

/** The text message: who, how to reach them, what they need, from where; cut to MAX_TEXT. */
export function textOf(lead) {
  const lines = [
    `New quote request${lead.urgent ? ' - URGENT' : ''}`,
    [lead.name, lead.phone, lead.email].filter(Boolean).join(', '),
    [lead.serviceType, lead.city && `in ${lead.city}`, lead.propertyType && `(${lead.propertyType})`].filter(Boolean).join(' '),
    lead.message && `"${lead.message}"`,
    [lead.page && `Sent from ${lead.page}`, lead.utm_source && `via ${[lead.utm_source, lead.utm_medium, lead.utm_campaign].filter(Boolean).join('/')}`].filter(Boolean).join(' '),
  ].filter(Boolean);
  const text = lines.join('\n');
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 13).trimEnd()}... (e-mail)` : text;
}

/** The e-mail: every field, one per line. */
export function emailOf(lead) {
  return FIELDS.filter((f) => lead[f]).map((f) => `${f}: ${lead[f]}`).join('\n');
}

async function sendTexts(lead, env, fetchImpl) {
  const to = (env.ALERT_TO ?? '').split(',').map((n) => n.trim()).filter(Boolean);
  if (!to.length || !env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN || !env.TWILIO_FROM) return [];
  const api = env.TWILIO_API ?? 'https://api.twilio.com';
  const auth = `Basic ${btoa(`${env.TWILIO_ACCOUNT_SID}:${env.TWILIO_AUTH_TOKEN}`)}`;
  const body = textOf(lead);
  return Promise.all(to.map(async (number) => {
    const res = await fetchImpl(`${api}/2010-04-01/Accounts/${encodeURIComponent(env.TWILIO_ACCOUNT_SID)}/Messages.json`, {
      method: 'POST',
      headers: { Authorization: auth, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ To: number, From: env.TWILIO_FROM, Body: body }),
    }).catch((e) => ({ ok: false, status: 0, text: async () => String(e) }));
    if (!res.ok) console.error(`lead-alert: Twilio refused the text to ${number} (${res.status}): ${await res.text()}`);
    return res.ok;
  }));
}

async function sendEmail(lead, env, fetchImpl) {
  if (!env.SENDGRID_API_KEY || !env.ALERT_EMAIL_TO || !env.ALERT_EMAIL_FROM) return [];
  const api = env.SENDGRID_API ?? 'https://api.sendgrid.com';
  const mail = {
    personalizations: [{ to: env.ALERT_EMAIL_TO.split(',').map((email) => ({ email: email.trim() })) }],
    from: { email: env.ALERT_EMAIL_FROM },
    subject: `Quote request${lead.urgent ? ' (URGENT)' : ''}: ${lead.name ?? ''}${lead.city ? `, ${lead.city}` : ''}`,
    content: [{ type: 'text/plain', value: emailOf(lead) }],
    ...(lead.email ? { reply_to: { email: lead.email, name: lead.name ?? lead.email } } : {}),
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

/** Handles one request to the function. */
export async function handle(request, env, fetchImpl = fetch) {
  const headers = cors(request, env);
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers });
  if (request.method !== 'POST') return new Response('Send quote requests here with POST.', { status: 405, headers: { ...headers, Allow: 'POST, OPTIONS' } });
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  const answer = (status, value, page) => wantsJson
    ? new Response(JSON.stringify(value), { status, headers: { ...headers, 'Content-Type': 'application/json' } })
    : page;
  const thanks = () => new Response(null, { status: 303, headers: { ...headers, Location: `${(env.SITE_ORIGIN ?? '').replace(/\/$/, '')}${env.THANKS_PATH ?? '/quote/thanks/'}` } });
  const failed = (status, why) => answer(status, { error: why }, new Response(
    `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Not sent</title><h1>Your request was not sent</h1><p>${why} Please go back and try again${env.BUSINESS_PHONE ? `, or call us at <a href="tel:${env.BUSINESS_PHONE.replace(/[^+\d]/g, '')}">${env.BUSINESS_PHONE}</a>` : ''}.</p>`,
    { status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } },
  ));

  const { lead, bot, tooLarge, unreadable } = await readLead(request);
  if (tooLarge) return failed(413, 'The request was too long.');
  if (unreadable) return failed(400, 'The request could not be read.');
  // A bot filled the hidden field: it is told what a person would be, and nothing is sent.
  if (bot) return answer(200, { ok: true }, thanks());
  if (!lead.name || !(lead.phone || lead.email)) return failed(422, 'A name and a phone number or e-mail address are needed.');

  const sent = [...await sendTexts(lead, env, fetchImpl), ...await sendEmail(lead, env, fetchImpl)];
  if (!sent.some(Boolean)) return failed(502, 'It could not be passed on to us.');
  return answer(200, { ok: true }, thanks());
}

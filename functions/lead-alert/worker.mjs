// Cloudflare Worker around lead-alert.mjs (docs/deploy.md): `npx wrangler deploy worker.mjs`; its
// settings are the Worker's variables and secrets (`npx wrangler secret put TWILIO_AUTH_TOKEN`).
import { handle } from './lead-alert.mjs';

export default {
  fetch: (request, env) => handle(request, env),
};

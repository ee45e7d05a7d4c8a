// Netlify Function (v2) around lead-alert.mjs: copy this folder to netlify/functions/lead-alert/
// of the publishing repository (docs/deploy.md); its address is then /.netlify/functions/lead-alert.
// Its settings are the site's environment variables (Site configuration > Environment variables).
import { handle, SETTINGS } from './lead-alert.mjs';

export default (request) => handle(request, Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]])));

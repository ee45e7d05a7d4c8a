// Browser entry (assets/client-HASH.js). Its static imports become the chunks the manifest
// lists for <link rel="modulepreload">; each island is fetched on demand through the registry.
import { boot } from "./loader";
import { loaders } from "./registry";
// Importing the islands' shared helpers makes their chunk a static import of the entry, so it is
// preloaded with Preact instead of discovered after an island chunk loads. The attribution recorder
// lives there too: no chunk of its own, no extra request.
import { recordAttribution, startAnalytics, startBooking, startPhoneSwap, watchCallBar } from "./lib";

// Every page loads this entry, so the first page of a visit is always the one recorded (before any
// island hydrates); later pages leave it as it is. lib/attribution.ts says what is kept.
recordAttribution();
// Only when site.yaml has `analytics:` (the page then carries its settings): calls to the phone
// number count as conversions, and the quote form reports a sent request (lib/analytics.ts).
startAnalytics();

// The phones' bottom bar steps aside while the quote form or the footer is on screen (lib/callbar.ts);
// a visitor from a source with its own number (site.yaml `phone_by_source:`) sees it (lib/phones.ts).
function start(): void {
  watchCallBar();
  startPhoneSwap();
  // "Book online" (site.yaml `booking:`): the provider's script only after a click (lib/booking.ts).
  startBooking();
  boot(loaders);
}

if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", start, { once: true });
} else {
  start();
}

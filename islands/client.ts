// Browser entry (assets/client-HASH.js). Its static imports become the chunks the manifest
// lists for <link rel="modulepreload">; each island is fetched on demand through the registry.
import { boot } from "./loader";
import { loaders } from "./registry";
// Not used here: importing the islands' shared helpers makes their chunk a static import of
// the entry, so it is preloaded with React instead of discovered after an island chunk loads.
import "./lib";

if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", () => boot(loaders), { once: true });
} else {
  boot(loaders);
}

// The islands and the editor are written against React's API and run on Preact through its
// compatibility layer (docs/decisions.md: React's runtime was 60 KB gzipped on every page, most of it
// never run; Preact with compat is about 10). One map, used by islands/build.mjs, editor/build.mjs
// and vitest.config.ts, so the browser, the server render and the tests all run the same runtime.
export const reactOnPreact = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react-dom/test-utils": "preact/test-utils",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-runtime",
};

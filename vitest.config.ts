import { defineConfig } from "vitest/config";
import { reactOnPreact } from "./islands/preact.mjs";

export default defineConfig({
  resolve: {
    // Same runtime as the browser bundle. Testing Library's ES module build, so that its `react`
    // imports go through the same aliases (its CommonJS main would load React itself).
    alias: {
      ...reactOnPreact,
      "@testing-library/react": "@testing-library/react/dist/@testing-library/react.esm.js",
    },
  },
  test: {
    environment: "jsdom",
    include: ["islands/**/*.test.{ts,tsx}", "editor/**/*.test.{ts,tsx}"],
    setupFiles: ["islands/test/setup.ts"],
    restoreMocks: true,
    // Bundled by Vite like our own code, not left to Node, for the same reason.
    server: { deps: { inline: ["@testing-library/react"] } },
  },
});

import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "jsdom",
    include: ["islands/**/*.test.{ts,tsx}", "editor/**/*.test.{ts,tsx}"],
    setupFiles: ["islands/test/setup.ts"],
    restoreMocks: true,
  },
});

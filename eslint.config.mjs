// ESLint for the islands, the preview's editor and the browser tests' helpers: the recommended
// JavaScript and TypeScript rules, and React's hooks rules (rules-of-hooks, exhaustive-deps),
// which catch the mistakes type checking cannot. `make lint` runs it; no warning is allowed.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

export default tseslint.config(
  { ignores: ["**/*.gen.ts", "node_modules/", "target/", "dist/", ".sitegen-cache/", "crates/islands/bundle/", "examples/*/dist/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // `_name` says "deliberately unused" (a parameter a signature needs, a property left out of a rest).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The esbuild scripts run in Node.
    files: ["**/*.mjs"],
    languageOptions: { globals: { console: "readonly", process: "readonly", URL: "readonly" } },
  },
  {
    files: ["islands/**/*.{ts,tsx}", "editor/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
);

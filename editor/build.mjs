#!/usr/bin/env node
// Bundles the preview's editor: editor.js (the panel, Preact and the YAML patcher) and the two style
// sheets. Called by `sitegen serve` (crates/islands `bundle_editor`); never part of a built site.
// Usage: node editor/build.mjs --out DIR
import * as esbuild from "esbuild";
import { copyFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { reactOnPreact } from "../islands/preact.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const i = process.argv.indexOf("--out");
const out = i >= 0 ? process.argv[i + 1] : undefined;
if (!out) throw new Error("usage: node editor/build.mjs --out DIR");
await mkdir(out, { recursive: true });
await esbuild.build({
  absWorkingDir: root,
  entryPoints: ["editor/main.tsx"],
  outfile: path.join(out, "editor.js"),
  bundle: true,
  format: "esm",
  jsx: "automatic",
  alias: reactOnPreact,
  minify: true,
  target: ["es2020", "chrome93", "firefox92", "safari15"],
  define: { "process.env.NODE_ENV": '"production"' },
  logLevel: "silent",
  legalComments: "none",
});
for (const css of ["editor.css", "page.css"]) await copyFile(path.join(root, "editor", css), path.join(out, css));

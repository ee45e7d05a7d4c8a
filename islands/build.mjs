#!/usr/bin/env node
// Builds the islands per docs/islands.md: browser bundle + CSS + manifest, and the Node
// server-render bundle. Usage: node islands/build.mjs --out DIR
import * as esbuild from "esbuild";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { reactOnPreact } from "./preact.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function parseArgs(argv) {
  const i = argv.indexOf("--out");
  const out = i >= 0 ? argv[i + 1] : undefined;
  if (!out || out.startsWith("--")) {
    throw new Error("usage: node islands/build.mjs --out DIR");
  }
  return { out: path.resolve(out) };
}

/** "/assets/…" URL of an output file, as the HTML will reference it. */
function assetUrl(assets, file) {
  return "/assets/" + path.relative(assets, path.resolve(root, file)).split(path.sep).join("/");
}

// url(/img/x.webp) in CSS points at files the generator serves from the site root, not at
// files on this disk; keep such references as written.
const siteUrlsExternal = {
  name: "site-urls-external",
  setup(b) {
    b.onResolve({ filter: /^\//, namespace: "file" }, (args) =>
      args.kind === "url-token" ? { path: args.path, external: true } : undefined,
    );
  },
};

async function build({ out }) {
  const assets = path.join(out, "assets");
  // Old hashed files would otherwise pile up in the cache dir.
  await rm(assets, { recursive: true, force: true });
  await mkdir(assets, { recursive: true });

  // preserveSymlinks: a `node_modules` that links elsewhere (a shared install, a CI cache) keeps the
  // paths under the repository, so the chunk hashes, which esbuild takes from the paths, stay the
  // same wherever the packages are.
  const common = {
    absWorkingDir: root,
    bundle: true,
    logLevel: "silent",
    legalComments: "none",
    jsx: "automatic",
    preserveSymlinks: true,
    alias: reactOnPreact,
  };

  const client = await esbuild.build({
    ...common,
    entryPoints: [{ in: "islands/client.ts", out: "client" }],
    outdir: assets,
    format: "esm",
    splitting: true,
    minify: true,
    target: ["es2020", "chrome93", "firefox92", "safari15"],
    platform: "browser",
    entryNames: "[name]-[hash]",
    chunkNames: "chunks/[name]-[hash]",
    define: { "process.env.NODE_ENV": '"production"' },
    metafile: true,
    write: true,
  });

  const css = await esbuild.build({
    ...common,
    entryPoints: [{ in: "styles/site.css", out: "site" }],
    outdir: assets,
    entryNames: "[name]-[hash]",
    minify: true,
    plugins: [siteUrlsExternal],
    target: ["chrome93", "firefox92", "safari15"],
    metafile: true,
    write: true,
  });

  // The server bundle is one plain script for any JavaScript engine: `sitegen` runs it in its
  // embedded QuickJS, the Node comparison path runs the very same file. preact-render-to-string needs
  // no streams, timers or TextEncoder.
  await esbuild.build({
    ...common,
    entryPoints: ["islands/server.tsx"],
    outfile: path.join(out, "server.js"),
    format: "iife",
    platform: "neutral",
    mainFields: ["browser", "module", "main"],
    conditions: ["browser"],
    target: "es2020",
    define: { "process.env.NODE_ENV": '"production"' },
    write: true,
  });

  const clientOut = Object.entries(client.metafile.outputs).find(([, o]) => o.entryPoint === "islands/client.ts");
  const cssOut = Object.entries(css.metafile.outputs).find(([file]) => file.endsWith(".css"));
  if (!clientOut || !cssOut) throw new Error("esbuild produced no client entry or css output");

  const manifest = {
    client: assetUrl(assets, clientOut[0]),
    css: assetUrl(assets, cssOut[0]),
    // Only what the loader needs before it can do anything (Preact); island chunks load on demand.
    preload: clientOut[1].imports
      .filter((imp) => imp.kind === "import-statement" && !imp.external)
      .map((imp) => assetUrl(assets, imp.path)),
  };
  await writeFile(path.join(out, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n");

  const files = Object.keys(client.metafile.outputs).filter((f) => f.endsWith(".js")).length;
  console.log(`islands: ${files} js files, ${path.basename(cssOut[0])}, server.js -> ${path.relative(process.cwd(), out) || "."}`);
}

try {
  await build(parseArgs(process.argv.slice(2)));
} catch (error) {
  const messages = error?.errors?.length
    ? await esbuild.formatMessages(error.errors, { kind: "error", color: false })
    : [String(error?.message ?? error)];
  console.error(`islands build failed:\n${messages.join("\n")}`);
  process.exit(1);
}

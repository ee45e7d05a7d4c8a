#!/usr/bin/env node
// Writes the bundle that `sitegen` carries inside it (crates/islands/bundle/): the islands (browser
// bundle, stylesheet, manifest, server-render script) and the preview's editor, with the same
// scripts `sitegen` used to run at build time. Run by `make bundles` after changing islands/,
// styles/ or editor/; the binary embeds the result, so `cargo build` needs no Node.
//   node tools/bundles.mjs           rewrite crates/islands/bundle/{site,editor}
//   node tools/bundles.mjs --check   build into a temporary folder and fail if the committed bundle differs
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const committed = path.join(root, "crates/islands/bundle");
const check = process.argv.includes("--check");

// The quote form's contact rule (islands/quote/contact.mjs) is also the lead-alert function's,
// whose folder is copied alone to a host: it gets its own copy, written here and checked by lint.
const contactSource = path.join(root, "islands/quote/contact.mjs");
const contactCopy = path.join(root, "functions/lead-alert/contact.mjs");
function contactText() {
  return `// Written by \`make bundles\` from islands/quote/contact.mjs: change that file, not this one.\n${readFileSync(contactSource, "utf8")}`;
}

function build(dir) {
  for (const part of ["site", "editor"]) rmSync(path.join(dir, part), { recursive: true, force: true });
  const run = (script, out) =>
    execFileSync(process.execPath, [path.join(root, script), "--out", out], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  run("islands/build.mjs", path.join(dir, "site"));
  run("editor/build.mjs", path.join(dir, "editor"));
}

function files(dir, base = dir) {
  return readdirSync(dir)
    .flatMap((name) => {
      const p = path.join(dir, name);
      return statSync(p).isDirectory() ? files(p, base) : [path.relative(base, p)];
    })
    .sort();
}

if (!check) {
  writeFileSync(contactCopy, contactText());
  build(committed);
  console.log(`bundles written to ${path.relative(root, committed)}`);
  process.exit(0);
}

const tmp = mkdtempSync(path.join(os.tmpdir(), "sitegen-bundles-"));
try {
  build(tmp);
  const problems = [];
  let copy = "";
  try {
    copy = readFileSync(contactCopy, "utf8");
  } catch {
    // reported below
  }
  if (copy !== contactText()) problems.push("differs: functions/lead-alert/contact.mjs (from islands/quote/contact.mjs)");
  for (const part of ["site", "editor"]) {
    const want = files(path.join(tmp, part));
    const have = files(path.join(committed, part));
    for (const f of want.filter((f) => !have.includes(f))) problems.push(`missing: ${part}/${f}`);
    for (const f of have.filter((f) => !want.includes(f))) problems.push(`left over: ${part}/${f}`);
    for (const f of want.filter((f) => have.includes(f))) {
      if (!readFileSync(path.join(tmp, part, f)).equals(readFileSync(path.join(committed, part, f)))) {
        problems.push(`differs: ${part}/${f}`);
      }
    }
  }
  if (problems.length) {
    console.error(`The bundle built into sitegen (crates/islands/bundle) or the lead-alert function's copy of the contact rule is out of date with islands/, styles/ or editor/:\n  ${problems.join("\n  ")}\nRun \`make bundles\` and commit the result.`);
    process.exit(1);
  }
  console.log("crates/islands/bundle matches islands/, styles/ and editor/");
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

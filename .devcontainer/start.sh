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
# The release of this repository's own version (crates/cli/Cargo.toml: tag v0.1.0), so the
# preview carries the islands and templates of this checkout; the newest release only when that
# one does not exist, and then it says so. Through GitHub's CLI where it is installed (the
# Codespace's image has it: devcontainer.json's github-cli feature), else with curl and the
# Codespace's own token. Each download is checked against its published checksum.
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' crates/cli/Cargo.toml | head -n 1)
repo=${GITHUB_REPOSITORY:-$(git remote get-url origin 2>/dev/null | sed -n 's#^.*github\.com[:/]\([^/]*/[^/]*\)$#\1#p' | sed 's/\.git$//')}
RELEASES=${SITEGEN_RELEASES_URL:-https://github.com}
verified() { # DIR: the asset and its checksum are there and agree
  (cd "$1" && [ -s "$asset" ] && [ -s "$asset.sha256" ] && sha256sum --check --status "$asset.sha256")
}
fetch_release() { # TAG DIR (TAG empty: the newest release)
  if command -v gh >/dev/null; then
    gh release download ${1:+"$1"} ${repo:+--repo "$repo"} --dir "$2" --clobber --pattern "$asset" --pattern "$asset.sha256" 2>>"$LOG"
  elif [ -n "$repo" ] && command -v curl >/dev/null; then
    local path="releases/latest/download"
    [ -n "$1" ] && path="releases/download/$1"
    local auth=()
    [ -n "${GITHUB_TOKEN:-}" ] && auth=(-H "Authorization: Bearer $GITHUB_TOKEN")
    curl -fsSL "${auth[@]}" -o "$2/$asset" "$RELEASES/$repo/$path/$asset" 2>>"$LOG" &&
      curl -fsSL "${auth[@]}" -o "$2/$asset.sha256" "$RELEASES/$repo/$path/$asset.sha256" 2>>"$LOG"
  else
    return 1
  fi
}
if [ ! -x "$BIN" ] && [ -n "$asset" ]; then
  tmp=$(mktemp -d)
  if fetch_release "v$version" "$tmp" && verified "$tmp"; then
    install -m 0755 "$tmp/$asset" "$BIN"
    echo "sitegen $version: the release of this repository's version (v$version)." | tee -a "$LOG"
  elif rm -f "$tmp"/* && fetch_release "" "$tmp" && verified "$tmp"; then
    install -m 0755 "$tmp/$asset" "$BIN"
    echo "No release v$version (this repository's version): using the newest release instead, $("$BIN" --version). Its islands and templates may differ from this checkout's; push a tag v$version to release this one." | tee -a "$LOG" >&2
  elif [ -s "$tmp/$asset" ]; then
    echo "The downloaded sitegen does not match its checksum: not used." | tee -a "$LOG" >&2
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

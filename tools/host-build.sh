#!/usr/bin/env bash
# The build a host runs from the repository (Netlify, Cloudflare Pages): `tools/host-build.sh HOST`.
# Their build images have Node but not always Rust: install the stable toolchain with rustup when
# cargo is missing or too old, then `make build HOST=...` (npm ci from the lock file, the
# generator, the site into dist/ in the host's URL form).
set -euo pipefail
cd "$(dirname "$0")/.."
host="${1:?usage: tools/host-build.sh netlify|cloudflare|github-pages|s3|generic}"
# The workspace's rust-version (Cargo.toml).
need="1.89"

if ! command -v cargo >/dev/null 2>&1 && [ -f "$HOME/.cargo/env" ]; then
  # shellcheck disable=SC1091
  . "$HOME/.cargo/env"
fi
have="$(cargo --version 2>/dev/null | awk '{print $2}' || true)"
if [ -z "$have" ] || [ "$(printf '%s\n%s\n' "$need" "$have" | sort -V | head -n1)" != "$need" ]; then
  echo "Installing Rust (found: ${have:-none}, need $need or newer)"
  if ! command -v rustup >/dev/null 2>&1; then
    curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal --default-toolchain stable
    # shellcheck disable=SC1091
    . "$HOME/.cargo/env"
  else
    rustup toolchain install stable --profile minimal
    rustup default stable
  fi
fi
cargo --version
node --version
make build HOST="$host"

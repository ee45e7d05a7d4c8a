#!/usr/bin/env bash
# With the demo provider the published form only pretends to send: every lead is lost. The build's
# warning is one line in a long log, so the publishing run itself is marked (a yellow annotation on
# its summary page, at the `leads:` line of site.yaml). Read from the built pages in dist/, so it
# says what was actually published. Used by both paths of .github/workflows/publish.yml.
set -euo pipefail
if grep -rqF --include='*.html' '"destination":{"kind":"demo"' dist; then
  line=$(grep -n '^leads:' content/site.yaml | head -n 1 | cut -d: -f1)
  echo "::warning file=content/site.yaml,line=${line:-1},title=Quote requests go nowhere::The published quote form sends nothing: site.yaml leads provider is demo. Set leads to netlify, formspree or endpoint (docs/deploy.md)."
fi

#!/usr/bin/env bash
# What tests/test_browser.py needs: Debian's Chromium at /usr/bin/chromium (installed with apt if
# missing) and the pinned npm packages of tests/browser (playwright-core, pyodide) from
# package-lock.json. Without them the browser test is skipped with the reason, not failed.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  if command -v apt-get >/dev/null 2>&1; then
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    echo "browser-setup: installing chromium (Debian)"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends chromium
  else
    echo "browser-setup: no apt-get here; install Chromium at /usr/bin/chromium" >&2
    exit 1
  fi
fi

if ! command -v npm >/dev/null 2>&1; then
  echo "browser-setup: Node.js 20+ with npm is needed for the browser test" >&2
  exit 1
fi

echo "browser-setup: npm ci in tests/browser"
(cd tests/browser && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error)
echo "browser-setup: $(/usr/bin/chromium --version 2>/dev/null || echo chromium?), node $(node --version)"

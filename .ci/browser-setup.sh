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
echo "browser-setup: npm ci in tools/web_ui (the browser UI test: Pyodide 314, playwright-core)"
(cd tools/web_ui && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error)

# The browser UI test's runtime: from a pygame-web/cdn snapshot on this machine, when there is
# one and the cache is not set up yet (tests/test_browser_ui.py skips without it).
cdn_git=${MEADOW_CDN_GIT:-/work/.mirror/pygame-web+cdn/repo}
cache=${MEADOW_WEB_RUNTIME:-${XDG_CACHE_HOME:-$HOME/.cache}/meadow/web-runtime}
if [ -f "$cache/runtime.json" ]; then
  echo "browser-setup: browser UI runtime already in $cache"
elif [ -d "$cdn_git" ]; then
  python3 tools/web_ui_setup.py --from "$cdn_git" ||
    echo "browser-setup: the browser UI runtime could not be set up: that test will be skipped"
else
  echo "browser-setup: no pygame-web/cdn snapshot at $cdn_git (MEADOW_CDN_GIT): the browser UI test will be skipped"
fi
echo "browser-setup: $(/usr/bin/chromium --version 2>/dev/null || echo chromium?), node $(node --version)"

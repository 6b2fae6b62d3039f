# Meadow's web edition (docs/web.md). Included from the Makefile, which defines
# $(STAMP) (the .venv with '.[test,web,net]' installed) and $(PY).

.PHONY: web itch serve-web test-browser web-ui-setup test-browser-ui

web: $(STAMP)  ## build/web/: Meadow's page, favicon and meadow.apk (pygbag 0.9.3, offline)
	$(PY) tools/build_web.py

itch: $(STAMP)  ## build/web.zip for itch.io (and build/web/)
	$(PY) tools/build_web.py --archive

serve-web: web  ## serve build/web on http://localhost:8000 (Ctrl-C to stop)
	$(PY) -m http.server --bind 127.0.0.1 --directory build/web 8000

test-browser: $(STAMP)  ## engine and bots under Pyodide in headless Chromium (installs both)
	bash .ci/browser-setup.sh
	$(PY) -m pytest tests/test_browser.py -rA

# The browser UI test's runtime (tests/test_browser_ui.py, docs/web.md): pygbag's pygame-ce
# wheel for CPython 3.14 and its emscripten glue, read from a git dir of a pygame-web/cdn
# snapshot, set up with Pyodide 314 in ~/.cache/meadow/web-runtime (never in the repository).
FROM ?= $(MEADOW_CDN_GIT)
web-ui-setup:  ## the browser UI test's runtime cache: make web-ui-setup FROM=<git dir>
	@test -n "$(FROM)" || { echo "usage: make web-ui-setup FROM=<git dir of a pygame-web/cdn snapshot>"; exit 2; }
	cd tools/web_ui && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
	$(PYTHON) tools/web_ui_setup.py --from "$(FROM)"

test-browser-ui: $(STAMP)  ## Meadow's interface clicked through in headless Chromium
	$(PY) -m pytest tests/test_browser_ui.py tests/test_browser_tabs.py -rA

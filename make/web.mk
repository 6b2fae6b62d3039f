# Meadow's web edition (issue 7; docs/web.md). Included from the Makefile, which defines
# $(STAMP) (the .venv with '.[test,web]' installed) and $(PY).

.PHONY: web itch serve-web test-browser

web: $(STAMP)  ## build/web/: Meadow's page, favicon and meadow.apk (pygbag 0.9.3, offline)
	$(PY) tools/build_web.py

itch: $(STAMP)  ## build/web.zip for itch.io (and build/web/)
	$(PY) tools/build_web.py --archive

serve-web: web  ## serve build/web on http://localhost:8000 (Ctrl-C to stop)
	$(PY) -m http.server --bind 127.0.0.1 --directory build/web 8000

test-browser: $(STAMP)  ## engine and bots under Pyodide in headless Chromium (installs both)
	bash .ci/browser-setup.sh
	$(PY) -m pytest tests/test_browser.py -rA

# Meadow's commands. Each target installs what it needs into .venv first.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: play test simulate bench serve clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test,web,net,tune]'
	touch $(STAMP)

play: $(STAMP)  ## start the game in a window
	$(PY) main.py

# The suite runs on one pytest-xdist worker per core (WORKERS=0: in this process, one by one);
# a test file's tests run on one worker (--dist loadfile): a file's costly set-up (a browser,
# a web build) is made once; the costliest files start first (tests/conftest.py).
WORKERS ?= auto

test: $(STAMP)  ## lint, format check, type check and the whole test suite
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m mypy
	$(PY) -m pytest -n $(WORKERS) --dist loadfile --no-loadscope-reorder --durations=12

simulate: $(STAMP)
	$(PY) -m game simulate --game via_gladiola --players 4 --games 500 --seed 1

bench: $(STAMP)
	$(PY) -m game bench

serve: $(STAMP)  ## the page and the online rooms on http://localhost:8080 (docs/online.md)
	test -f build/web/index.html || $(PY) tools/build_web.py
	$(PY) -m game serve $(SERVE_ARGS)

clean:
	rm -rf build $(VENV)
include make/web.mk

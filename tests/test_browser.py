"""The browser test: game.engine and game.ai under Pyodide in headless Chromium (tests/browser/).

``node tests/browser/run.js`` serves a page on 127.0.0.1 that loads Pyodide from
``tests/browser/node_modules`` (no CDN), copies the pure packages (``game/core``,
``game/games``, ``game/ai`` …) into Pyodide's file system and plays one full game of each game,
a hard bot against medium bots. This wrapper fails on any Python error and keeps the report,
with each level's per-decision think time, in ``build/browser-report.json``. It also opens the
built page (``tools/build_web.py``) with pygbag's CDN blocked and checks that Meadow's loading
screen shows (``build/web-loading.png``).

A game not yet in ``GAMES``, or played by random stand-ins because ``game.ai`` has no bot for it
yet, is a warning (a failure with ``MEADOW_BROWSER_STRICT=1``). The test is skipped, with the
reason, where Node, the npm packages (``.ci/browser-setup.sh`` installs them) or Chromium are
missing.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import warnings
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
HERE = ROOT / "tests" / "browser"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
REPORT = ROOT / "build" / "browser-report.json"
SCREENSHOT = ROOT / "build" / "web-loading.png"
HANG_GUARD = 1800  # seconds: only stops a hung browser; the test has no time budget


def _why_skip() -> str | None:
    node = shutil.which("node")
    if node is None:
        return "node is not installed (the browser test needs Node.js 20+)"
    for package in ("playwright-core", "pyodide"):
        if not (HERE / "node_modules" / package / "package.json").is_file():
            return f"tests/browser/node_modules/{package} is missing: run .ci/browser-setup.sh"
    if not (os.path.isfile(CHROMIUM) and os.access(CHROMIUM, os.X_OK)):
        return f"Chromium is not installed at {CHROMIUM}: run .ci/browser-setup.sh"
    return None


def _gap(message: str) -> None:
    """A game or bot not there yet: a warning, or a failure with MEADOW_BROWSER_STRICT=1."""
    if os.environ.get("MEADOW_BROWSER_STRICT") == "1":
        pytest.fail(f"browser test: {message}")
    warnings.warn(f"browser test: {message}", stacklevel=2)


def _load_build_web():
    spec = importlib.util.spec_from_file_location("build_web", ROOT / "tools" / "build_web.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    reason = _why_skip()
    if reason:
        pytest.skip(reason)
    REPORT.parent.mkdir(parents=True, exist_ok=True)
    # the built page too: tools/build_web.py into a temporary folder (about a second)
    build_web = _load_build_web()
    out = tmp_path_factory.mktemp("web")
    build_web.build(ROOT, out, archive=False)
    command = ["node", str(HERE / "run.js"), "--out", str(REPORT), "--chromium", CHROMIUM]
    command += ["--web", str(out / "web"), "--screenshot", str(SCREENSHOT)]
    proc = subprocess.run(
        command,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=HANG_GUARD,
    )
    print(proc.stderr)
    try:
        data = json.loads(proc.stdout)
    except ValueError:
        pytest.fail(f"run.js gave no report (exit {proc.returncode}):\n{proc.stderr[-4000:]}")
    data["exit_code"] = proc.returncode
    return data


def test_pyodide_runs_the_project_in_chromium(report):
    assert report["setup"], report["errors"]
    assert report["setup"]["platform"] == "emscripten"
    assert report["setup"]["files"] > 0
    assert not report["environment"]["pygame_loaded"], "the engine or the bots imported pygame"


def test_the_built_page_shows_meadows_loading_screen(report):
    page = report["web_page"]
    assert page["title"] == "Meadow" and page["heading"] == "Meadow"
    assert page["loading_screen_visible"]
    assert page["favicon_ok"] and page["apk_bytes"] > 0
    # the page asks pygbag's CDN for the runtime (blocked here: the test runs offline)
    assert any(u.endswith("/pythons.js") for u in page["cdn_requests_blocked"])


def test_no_python_or_page_error(report):
    assert not report["errors"], "\n".join(report["errors"])
    assert report["exit_code"] == 0


def test_every_game_is_played_to_the_end(report):
    by_game = {g["game"]: g for g in report["games"]}
    assert set(by_game) == {"via_gladiola", "gloschli", "floriado"}
    assert by_game["via_gladiola"]["status"] == "played"
    for name, game in by_game.items():
        assert game["status"] in ("played", "missing"), game
        if game["status"] == "missing":
            _gap(f"{name} is {game['reason']}")
            continue
        assert game["actions"] > 0 and game["winners"], game
        assert "hard" in game["seats"][0] and all("medium" in s for s in game["seats"][1:])
        if "fallback" in game:
            _gap(f"{name} played by random stand-ins: {'; '.join(game['fallback'])}")


def test_think_times_are_reported(report):
    lines = []
    for game in report["games"]:
        if game["status"] != "played":
            continue
        for level, t in game["think"].items():
            assert t["decisions"] > 0
            assert {"median_ms", "p95_ms", "max_ms"} <= set(t)
            line = (
                f"{game['game']:>13} {level:>20}: median {t['median_ms']:8.2f} ms  "
                f"p95 {t['p95_ms']:8.2f} ms  max {t['max_ms']:8.2f} ms  ({t['decisions']} moves)"
            )
            if "iterations_per_second" in t:
                line += f"  {t['iterations_per_second']} iterations/s"
            lines.append(line)
    print("think time per decision under Pyodide:\n" + "\n".join(lines))
    assert lines

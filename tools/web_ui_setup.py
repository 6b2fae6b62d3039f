"""Set up the runtime of the browser UI test (tests/test_browser_ui.py) in a cache outside the repo.

Usage (``make web-ui-setup FROM=<git dir>`` calls it)::

    python tools/web_ui_setup.py --from /path/to/pygame-web+cdn/repo [--cache DIR]

The browser UI test runs Meadow's real pygame interface in headless Chromium on Pyodide 314
(CPython 3.14, the npm package pinned in tools/web_ui/package.json) with pygbag's own pygame-ce
build for CPython 3.14. That build and pygbag's emscripten glue are third-party artefacts from
the public repository pygame-web/cdn: they are read from a git snapshot of it and copied into
the cache (default ``~/.cache/meadow/web-runtime/``, or ``$MEADOW_WEB_RUNTIME``), never into the
repository. In the cache's copy of Pyodide, ``pyodide.asm.mjs`` gets two changes:

1. the import shim (tools/web_ui/pgbag_shim.js): the side module's JS-style setjmp/longjmp and
   the few imports Pyodide's main module lacks;
2. the html5 event-struct transplant: pygbag's emscripten is older (``EM_BOOL`` a 4-byte int, a
   72-byte mouse event), so Pyodide's event writers are replaced with pygbag's own, taken from
   its ``main.js``. Without it SDL reads the mouse at (0, 359) and no click arrives.

``runtime.json`` in the cache records what was copied (names, sizes, SHA-256, the snapshot's
commit, the functions replaced); the test reads it to tell a complete cache from a partial one.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HERE = ROOT / "tools" / "web_ui"
PYODIDE_VERSION = "314.0.7"
WHEEL = "pygame_ce-2.5.7.dev1-cp314-cp314-wasm32_bi_emscripten.whl"
WHEEL_PATH = f"cp314/{WHEEL}"  # inside the pygame-web/cdn snapshot
MAIN_JS_PATH = "0.9.3/cpython314/main.js"
MAIN_JS = "pygbag-cpython314-main.js"  # its name in the cache
SHIM_ANCHOR = "var Module=moduleArg;"
# Pyodide's html5 event writers replaced with pygbag's (those pygbag's main.js lacks are kept).
HTML5_FUNCTIONS = (
    "fillMouseEventData",
    "registerMouseEventCallback",
    "registerWheelEventCallback",
    "registerKeyEventCallback",
    "registerFocusEventCallback",
    "registerTouchEventCallback",
    "registerUiEventCallback",
    "fillFullscreenChangeEventData",
    "registerFullscreenChangeEventCallback",
    "fillPointerlockChangeEventData",
    "registerPointerlockChangeEventCallback",
    "fillVisibilityChangeEventData",
    "registerVisibilityChangeEventCallback",
    "fillGamepadEventData",
    "registerGamepadEventCallback",
    "fillBatteryEventData",
)
# Without these two the mouse and keys never reach SDL: the transplant must have found them.
REQUIRED_FUNCTIONS = ("fillMouseEventData", "registerKeyEventCallback")


class SetupError(RuntimeError):
    """The runtime could not be set up; the message says what is missing."""


def cache_dir() -> Path:
    """Where the runtime lives: $MEADOW_WEB_RUNTIME, else ~/.cache/meadow/web-runtime."""
    override = os.environ.get("MEADOW_WEB_RUNTIME")
    if override:
        return Path(override)
    base = os.environ.get("XDG_CACHE_HOME")
    return (Path(base) if base else Path.home() / ".cache") / "meadow" / "web-runtime"


def missing(cache: Path | None = None) -> str | None:
    """What the browser UI test lacks in the cache (None when the runtime is complete)."""
    cache = cache or cache_dir()
    manifest = cache / "runtime.json"
    if not manifest.is_file():
        return f"the browser runtime is not set up in {cache}: run make web-ui-setup FROM=<git dir>"
    try:
        data = json.loads(manifest.read_text(encoding="utf-8"))
    except ValueError:
        return f"{manifest} is unreadable: run make web-ui-setup again"
    for name, size in data.get("files", {}).items():
        path = cache / name
        if not path.is_file() or path.stat().st_size != size:
            return f"{path} is missing or changed: run make web-ui-setup again"
    if data.get("pyodide") != PYODIDE_VERSION:
        return f"the cache holds Pyodide {data.get('pyodide')}, not {PYODIDE_VERSION}"
    return None


def body_extent(text: str, start: int) -> int:
    """The index just past the ``{...}`` body of the arrow function whose ``NAME=`` is at start.

    Braces inside string literals do not count. Emscripten's minified glue has no regex
    literal or comment with a brace in these functions, which this scan relies on.
    """
    i = text.find("=>", start)
    if i < 0:
        raise SetupError(f"no arrow function at {text[start : start + 40]!r}")
    i = text.find("{", i)
    depth, quote = 0, None
    while 0 <= i < len(text):
        c = text[i]
        if quote:
            if c == "\\":
                i += 2
                continue
            if c == quote:
                quote = None
        elif c in "\"'`":
            quote = c
        elif c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    raise SetupError(f"unbalanced braces after {text[start : start + 40]!r}")


def transplant(source: str, target: str, names: tuple[str, ...] = HTML5_FUNCTIONS):
    """``target`` (Pyodide's glue) with each ``var NAME=(...)=>{...}`` replaced by the one in
    ``source`` (pygbag's); returns the new text and the names replaced."""
    replaced = []
    for name in names:
        found = re.search(rf"[;,\s]{name}=\(", source) or re.search(rf"var {name}=\(", source)
        if not found:
            continue  # pygbag's emscripten has no such writer: Pyodide's stays
        s0 = source.index(f"{name}=", found.start())
        body = source[s0 : body_extent(source, s0)]
        d0 = target.find(f"var {name}=")
        if d0 < 0:
            continue
        target = target[:d0] + "var " + body + target[body_extent(target, d0) :]
        replaced.append(name)
    return target, replaced


def inject_shim(glue: str, shim: str) -> str:
    """Pyodide's glue with the import shim defined right where ``Module`` is."""
    if SHIM_ANCHOR not in glue:
        raise SetupError(f"{SHIM_ANCHOR!r} is not in pyodide.asm.mjs (another Pyodide version?)")
    return glue.replace(SHIM_ANCHOR, SHIM_ANCHOR + "\n" + shim + "\n", 1)


def _git_show(git_dir: Path, path: str) -> bytes:
    proc = subprocess.run(
        ["git", f"--git-dir={git_dir}", "show", f"HEAD:{path}"], capture_output=True, check=False
    )
    if proc.returncode != 0:
        raise SetupError(f"{path} is not in {git_dir}: {proc.stderr.decode(errors='replace')}")
    return proc.stdout


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def setup(git_dir: Path, cache: Path | None = None, pyodide: Path | None = None) -> dict:
    """Fill the cache from a pygame-web/cdn snapshot and the npm Pyodide; returns runtime.json."""
    cache = cache or cache_dir()
    pyodide = pyodide or HERE / "node_modules" / "pyodide"
    package = pyodide / "package.json"
    if not package.is_file():
        raise SetupError(f"{pyodide} is missing: npm ci in tools/web_ui (.ci/browser-setup.sh)")
    version = json.loads(package.read_text(encoding="utf-8")).get("version")
    if version != PYODIDE_VERSION:
        raise SetupError(f"{pyodide} is Pyodide {version}; the runtime needs {PYODIDE_VERSION}")
    if (git_dir / ".git" / "HEAD").is_file():  # a clone with a work tree: its .git
        git_dir = git_dir / ".git"
    if not (git_dir / "HEAD").is_file():
        raise SetupError(f"{git_dir} is not a git directory (a snapshot of pygame-web/cdn)")
    wheel = _git_show(git_dir, WHEEL_PATH)
    main_js = _git_show(git_dir, MAIN_JS_PATH)
    commit = subprocess.run(
        ["git", f"--git-dir={git_dir}", "rev-parse", "HEAD"],
        capture_output=True,
        text=True,
        check=False,
    ).stdout.strip()

    work = cache.with_name(cache.name + ".new")  # built aside, then swapped in whole
    if work.exists():
        shutil.rmtree(work)
    (work / "pyodide").mkdir(parents=True)
    for entry in pyodide.iterdir():
        if entry.is_file() and not entry.name.endswith(".map"):
            shutil.copy2(entry, work / "pyodide" / entry.name)
    (work / WHEEL).write_bytes(wheel)
    (work / MAIN_JS).write_bytes(main_js)
    glue_path = work / "pyodide" / "pyodide.asm.mjs"
    glue = inject_shim(
        glue_path.read_text(encoding="utf-8"),
        (HERE / "pgbag_shim.js").read_text(encoding="utf-8"),
    )
    glue, replaced = transplant(main_js.decode("utf-8"), glue)
    lacking = [n for n in REQUIRED_FUNCTIONS if n not in replaced]
    if lacking:
        raise SetupError(f"the event-struct transplant found no {', '.join(lacking)}")
    glue_path.write_text(glue, encoding="utf-8")

    files = {}
    for path in sorted(work.rglob("*")):
        if path.is_file():
            files[path.relative_to(work).as_posix()] = path.stat().st_size
    manifest = {
        "pyodide": version,
        "wheel": WHEEL,
        "wheel_sha256": _sha256(work / WHEEL),
        "main_js": MAIN_JS,
        "main_js_sha256": _sha256(work / MAIN_JS),
        "cdn_commit": commit,
        "transplanted": replaced,
        "files": files,
    }
    (work / "runtime.json").write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    if cache.exists():
        shutil.rmtree(cache)
    work.rename(cache)
    return manifest


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python tools/web_ui_setup.py", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument(
        "--from", dest="git_dir", type=Path, required=True, help="git dir of a pygame-web/cdn copy"
    )
    parser.add_argument("--cache", type=Path, default=None, help=f"default: {cache_dir()}")
    args = parser.parse_args(argv)
    try:
        manifest = setup(args.git_dir.resolve(), args.cache)
    except SetupError as exc:
        print(f"web-ui-setup failed: {exc}", file=sys.stderr)
        return 1
    cache = args.cache or cache_dir()
    print(f"web-ui-setup: {cache} ready (Pyodide {manifest['pyodide']}, {manifest['wheel']},")
    print(f"  pygame-web/cdn {manifest['cdn_commit'][:10]}; transplanted: ", end="")
    print(", ".join(manifest["transplanted"]) + ")")
    return 0


if __name__ == "__main__":
    sys.exit(main())

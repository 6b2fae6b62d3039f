"""Build Meadow's web edition with pygbag 0.9.3: build/web/ and, with --archive, build/web.zip.

Usage (from anywhere; ``make web`` and ``make itch`` call it)::

    python tools/build_web.py             # build/web/: index.html, favicon.png, meadow.apk
    python tools/build_web.py --archive   # the same, plus build/web.zip for itch.io

How it works (docs/web.md has the long version):

1. Stage: copy only what the game needs at run time -- ``main.py``, ``game/`` and ``assets/``
   (without ``assets/web/``, the page template and icon) -- into ``build/web-stage/meadow/``,
   plus the pure-Python runtime dependencies from ``pyproject.toml`` (pygame-ce is provided by
   the web runtime). pygbag packs everything under the app folder and reformats sources in
   place when ``black`` is installed, so it only ever sees this copy: the repository's files are
   never modified.
2. Run pygbag from the repository root, so that it reads ``pygbag.ini`` (a second guard that
   keeps tests, docs, tools, CI and build output out of the bundle) and takes the local
   ``--template assets/web/meadow.tmpl`` and ``--icon assets/web/favicon.png``. With both local,
   pygbag needs no network; this script blocks every non-loopback connection of the pygbag
   process to prove it, and fails if one was attempted.
3. Copy pygbag's output from the staging folder to ``build/web/`` (and ``build/web.zip``) and
   check it: the page, the icon and the .apk with ``main.py``, ``game/`` and ``assets/``.

The players' browsers load pygbag's runtime (CPython and pygame-ce compiled to WebAssembly) from
pygbag's CDN, which the page names; only the game itself is in the bundle.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import os
import re
import shutil
import subprocess
import sys
import time
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_NAME = "meadow"  # the staged folder's name: pygbag names the archive meadow.apk after it
TITLE = "Meadow"
TEMPLATE = "assets/web/meadow.tmpl"  # relative to ROOT, the current directory of pygbag
ICON = "assets/web/favicon.png"
PYGBAG_VERSION = "0.9.3"

# What the game needs at run time, relative to ROOT. Everything else stays out of the bundle.
STAGED = ("main.py", "game", "assets")
# Inside the staged folders: never packed.
SKIPPED_DIRS = {"__pycache__", ".mypy_cache", ".pytest_cache", ".ruff_cache"}
SKIPPED_SUFFIXES = {".pyc", ".pyo"}
# The page template and favicon go beside the .apk, not in it; developer tools, the headless
# test driver (game/ui/testing.py, for tests and screenshot tools) and the room server (and
# its aiohttp client) never ship: the page needs only game/net/protocol.py.
SKIPPED_PATHS = {
    "assets/web",
    "game/dev",
    "game/files.py",  # the desktop storage's files and lock (the page has localStorage)
    "game/ui/testing.py",
    "game/net/bus.py",
    "game/net/client.py",
    "game/net/config.py",
    "game/net/rooms.py",
    "game/net/server.py",
    "game/net/store.py",
    "game/net/store_pg.py",
    "game/net/database.py",
    "game/net/heavy.py",
    "game/net/copy_store.py",
    "game/net/metrics.py",
    "game/net/mail.py",
}
# Runtime dependencies that the pygbag runtime provides itself (normalized names).
PROVIDED_BY_RUNTIME = {"pygame-ce", "pygame"}
# Archive entries that must never appear (checked after every build).
FORBIDDEN_IN_APK = re.compile(
    r"^assets/(tests|docs|tools|make|build|dist|\.ci|\.github|\.git|assets/web|node_modules)/"
    r"|^assets/game/dev/|^assets/game/ui/testing\.py$"
    r"|^assets/(Makefile|pyproject\.toml|pygbag\.ini|README\.md)$"
    r"|__pycache__|\.pyc$"
)

# Runs pygbag with every non-loopback connection refused; attempts are reported on stderr.
_OFFLINE_PYGBAG = r"""
import runpy, socket, sys
MARK = "build_web: BLOCKED NETWORK ACCESS"
_connect = socket.socket.connect
_connect_ex = socket.socket.connect_ex
_getaddrinfo = socket.getaddrinfo
LOCAL = ("127.0.0.1", "::1", "localhost")
def _report(what):
    sys.__stderr__.write(f"{MARK}: {what}\n")
    sys.__stderr__.flush()
    return OSError(f"{MARK}: {what} (the web build must work offline)")
def connect(self, address, *args):
    host = address[0] if isinstance(address, tuple) else address
    if host in LOCAL:
        return _connect(self, address, *args)
    raise _report(f"connect {address!r}")
def connect_ex(self, address, *args):
    host = address[0] if isinstance(address, tuple) else address
    if host in LOCAL:
        return _connect_ex(self, address, *args)
    raise _report(f"connect {address!r}")
def getaddrinfo(host, *args, **kwargs):
    if host in LOCAL or host is None:
        return _getaddrinfo(host, *args, **kwargs)
    raise _report(f"resolve {host!r}")
socket.socket.connect = connect
socket.socket.connect_ex = connect_ex
socket.getaddrinfo = getaddrinfo
sys.argv = ["pygbag", *sys.argv[1:]]
runpy.run_module("pygbag", run_name="__main__", alter_sys=True)
"""
BLOCKED_MARK = "build_web: BLOCKED NETWORK ACCESS"


class BuildError(RuntimeError):
    """The web build failed; the message says why."""


def _normalize(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _ignore(src_root: Path):
    def ignore(directory: str, names: list[str]) -> list[str]:
        rel = Path(directory).relative_to(src_root)
        skipped = []
        for name in names:
            path = (rel / name).as_posix()
            if (
                name in SKIPPED_DIRS
                or Path(name).suffix in SKIPPED_SUFFIXES
                or path in SKIPPED_PATHS
                or name.startswith(".")
            ):
                skipped.append(name)
        return skipped

    return ignore


def runtime_dependencies(root: Path = ROOT) -> list[str]:
    """The requirement names in pyproject.toml's [project].dependencies."""
    with open(root / "pyproject.toml", "rb") as file:
        project = tomllib.load(file).get("project", {})
    names = []
    for requirement in project.get("dependencies", []):
        match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", requirement)
        if match:
            names.append(match.group(1))
    return names


def stage_dependency(name: str, stage: Path) -> list[str]:
    """Copy one installed pure-Python distribution's importable files into the staging folder."""
    try:
        dist = importlib.metadata.distribution(name)
    except importlib.metadata.PackageNotFoundError:
        raise BuildError(
            f"runtime dependency {name!r} is not installed; install the project first "
            "(pip install -e '.[web]')"
        ) from None
    copied = []
    for file in dist.files or []:
        parts = file.parts
        if (
            not parts
            or parts[0].endswith((".dist-info", ".egg-info", ".data"))
            or parts[0]
            in {
                "..",
                "bin",
                "__pycache__",
            }
        ):
            continue
        if "__pycache__" in parts or file.suffix in SKIPPED_SUFFIXES:
            continue
        if file.suffix in {".so", ".pyd", ".dylib", ".dll"}:
            raise BuildError(
                f"runtime dependency {name!r} is not pure Python ({file}); it cannot be staged "
                "into the bundle -- pygbag's runtime must provide it"
            )
        source = Path(dist.locate_file(file))
        if not source.is_file():
            continue
        target = stage / Path(*parts)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, target)
        copied.append(Path(*parts).as_posix())
    if not copied:
        raise BuildError(f"runtime dependency {name!r} has no files to stage")
    return copied


def stage_app(root: Path, stage: Path) -> list[str]:
    """Fill ``stage`` with the game and its pure-Python dependencies; returns what was staged."""
    if stage.exists():
        shutil.rmtree(stage)
    stage.mkdir(parents=True)
    staged = []
    for entry in STAGED:
        source = root / entry
        if source.is_dir():
            shutil.copytree(source, stage / entry, ignore=_ignore(root))
        elif source.is_file():
            shutil.copy2(source, stage / entry)
        else:
            raise BuildError(f"{entry} is missing from {root}")
        staged.append(entry)
    for name in runtime_dependencies(root):
        if _normalize(name) in PROVIDED_BY_RUNTIME:
            continue
        stage_dependency(name, stage)
        staged.append(f"dependency {name}")
    return staged


def run_pygbag(root: Path, app_folder: Path, archive: bool, log: Path) -> float:
    """Run pygbag on the staged app folder with the network blocked; returns the seconds taken."""
    try:
        version = importlib.metadata.version("pygbag")
    except importlib.metadata.PackageNotFoundError:
        raise BuildError("pygbag is not installed: pip install -e '.[web]'") from None
    if version != PYGBAG_VERSION:
        raise BuildError(f"pygbag {PYGBAG_VERSION} is required, found {version}")
    for local in (TEMPLATE, ICON, "pygbag.ini"):
        if not (root / local).is_file():
            raise BuildError(f"{local} is missing")
    command = [
        sys.executable,
        "-c",
        _OFFLINE_PYGBAG,
        "--archive" if archive else "--build",
        "--no_opt",  # assets are web-ready already (OGG, PNG, TTF): no ffmpeg/pngquant rewrites
        "--title",
        TITLE,
        "--template",
        TEMPLATE,
        "--icon",
        ICON,
        str(app_folder),
    ]
    env = dict(os.environ)
    env["PYTHONDONTWRITEBYTECODE"] = "1"  # no __pycache__ in the staged folder
    started = time.perf_counter()
    with open(log, "w", encoding="utf-8") as out:
        out.write(
            "$ " + " ".join(c if c != _OFFLINE_PYGBAG else "<offline pygbag>" for c in command)
        )
        out.write("\n\n")
        out.flush()
        proc = subprocess.run(
            command, cwd=root, env=env, stdout=out, stderr=subprocess.STDOUT, check=False
        )
    elapsed = time.perf_counter() - started
    text = log.read_text(encoding="utf-8", errors="replace")
    if BLOCKED_MARK in text:
        lines = [line for line in text.splitlines() if BLOCKED_MARK in line]
        raise BuildError("pygbag tried to use the network:\n  " + "\n  ".join(lines))
    if proc.returncode != 0 or "Traceback" in text:
        raise BuildError(f"pygbag failed (exit {proc.returncode}); see {log}:\n{text[-3000:]}")
    return elapsed


def check_bundle(web: Path, apk_name: str) -> list[str]:
    """Problems with a finished build/web folder (an empty list when it is sound)."""
    problems = []
    index = web / "index.html"
    if not index.is_file():
        return [f"{index} is missing"]
    html = index.read_text(encoding="utf-8")
    if "{{cookiecutter." in html:
        problems.append("index.html still has template placeholders")
    if f"<title>{TITLE}</title>" not in html:
        problems.append("index.html is not built from Meadow's template")
    if not (web / "favicon.png").is_file():
        problems.append("favicon.png is missing")
    apk = web / apk_name
    if not apk.is_file():
        return [*problems, f"{apk} is missing"]
    with zipfile.ZipFile(apk) as zf:
        names = zf.namelist()
    for required in ("assets/main.py", "assets/game/__init__.py", "assets/game/core/contract.py"):
        if required not in names:
            problems.append(f"{apk_name} lacks {required}")
    if not any(n.startswith("assets/assets/") for n in names):
        problems.append(f"{apk_name} lacks the assets/ folder")
    for name in names:
        if FORBIDDEN_IN_APK.search(name):
            problems.append(f"{apk_name} holds {name}, which must stay out of the bundle")
    return problems


def build(root: Path = ROOT, out: Path | None = None, archive: bool = False) -> dict:
    """Stage, run pygbag, copy and check; returns a summary (paths and sizes)."""
    out = out or root / "build"
    stage_root = out / "web-stage"
    app_folder = stage_root / APP_NAME
    stage_root.mkdir(parents=True, exist_ok=True)
    staged = stage_app(root, app_folder)
    log = stage_root / "pygbag.log"
    seconds = run_pygbag(root, app_folder, archive, log)

    produced = app_folder / "build" / "web"
    web = out / "web"
    if web.exists():
        shutil.rmtree(web)
    shutil.copytree(produced, web)
    zip_path = out / "web.zip"
    if zip_path.exists():
        zip_path.unlink()
    if archive:
        shutil.copy2(app_folder / "build" / "web.zip", zip_path)

    apk_name = f"{APP_NAME}.apk"
    problems = check_bundle(web, apk_name)
    if archive:
        with zipfile.ZipFile(zip_path) as zf:
            listed = sorted(zf.namelist())
        if listed != sorted(["index.html", "favicon.png", apk_name]):
            problems.append(f"web.zip holds {listed}")
    if problems:
        raise BuildError("the web bundle is not sound:\n  " + "\n  ".join(problems))
    summary = {
        "staged": staged,
        "web": str(web),
        "apk_bytes": (web / apk_name).stat().st_size,
        "pygbag_seconds": round(seconds, 1),
        "log": str(log),
    }
    if archive:
        summary["zip"] = str(zip_path)
        summary["zip_bytes"] = zip_path.stat().st_size
    return summary


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python tools/build_web.py",
        description="Build Meadow's web edition (build/web/) with pygbag, offline.",
    )
    parser.add_argument(
        "--archive", action="store_true", help="also make build/web.zip for itch.io"
    )
    parser.add_argument(
        "--out", type=Path, default=None, help="output folder (default: build/ in the repository)"
    )
    args = parser.parse_args(argv)
    try:
        summary = build(ROOT, args.out.resolve() if args.out else None, archive=args.archive)
    except BuildError as exc:
        print(f"web build failed: {exc}", file=sys.stderr)
        return 1
    print(f"built {summary['web']} in {summary['pygbag_seconds']} s (pygbag log: {summary['log']})")
    print(f"  staged: {', '.join(summary['staged'])}")
    print(f"  {APP_NAME}.apk: {summary['apk_bytes'] / 1024:.0f} KiB")
    if "zip" in summary:
        print(f"  {summary['zip']}: {summary['zip_bytes'] / 1024:.0f} KiB (upload this to itch.io)")
    else:
        print("  serve it: python -m http.server -d build/web 8000  (then open localhost:8000)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

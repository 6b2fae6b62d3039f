"""The web build (tools/build_web.py, pygbag 0.9.3): offline, clean bundle, repository untouched.

One build (with ``--archive``) into a temporary folder serves every test here; it takes about a
second, so it runs with the rest of the suite in CI. Every non-loopback connection of the pygbag
process is refused during the build, so a passing build is an offline build.
"""

from __future__ import annotations

import hashlib
import importlib.util
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ZIP_BUDGET = 2 * 1024 * 1024  # the web bundle archive's budget: <= 2 MB
FORBIDDEN_TOP = ("tests", "docs", "tools", "build", "make", ".ci", ".github", ".git", "dist")


def _load_build_web():
    spec = importlib.util.spec_from_file_location("build_web", ROOT / "tools" / "build_web.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build_web = _load_build_web()


def _project_files() -> list[Path]:
    """Tracked files plus untracked ones that are not ignored (what a build must not touch)."""
    try:
        out = subprocess.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            cwd=ROOT,
            capture_output=True,
            check=True,
        ).stdout
        names = [n for n in out.decode().split("\0") if n]
    except (OSError, subprocess.CalledProcessError):  # not a git checkout: the game's files
        names = [
            p.relative_to(ROOT).as_posix()
            for top in ("main.py", "game", "assets", "pygbag.ini", "pyproject.toml")
            for p in ([ROOT / top] if (ROOT / top).is_file() else (ROOT / top).rglob("*"))
            if p.is_file() and "__pycache__" not in p.parts
        ]
    return [ROOT / n for n in sorted(names)]


def _hashes() -> dict[str, str]:
    result = {}
    for path in _project_files():
        if path.is_file():
            result[path.relative_to(ROOT).as_posix()] = hashlib.sha256(
                path.read_bytes()
            ).hexdigest()
    return result


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """Build once, offline, with --archive into a temporary build folder."""
    out = tmp_path_factory.mktemp("build")
    before = _hashes()
    summary = build_web.build(ROOT, out, archive=True)
    after = _hashes()
    return {"out": out, "summary": summary, "before": before, "after": after}


def _apk_names(built) -> list[str]:
    with zipfile.ZipFile(built["out"] / "web" / "meadow.apk") as zf:
        assert zf.testzip() is None
        return zf.namelist()


def test_the_bundle_holds_the_page_the_icon_and_the_archive(built):
    web = built["out"] / "web"
    assert (web / "index.html").is_file()
    assert (web / "favicon.png").read_bytes() == (ROOT / "assets/web/favicon.png").read_bytes()
    assert zipfile.is_zipfile(web / "meadow.apk")


def test_the_page_is_meadows_own_template(built):
    html = (built["out"] / "web" / "index.html").read_text(encoding="utf-8")
    assert "{{cookiecutter" not in html
    assert "<title>Meadow</title>" in html
    assert 'href="favicon.png"' in html
    # the runtime comes from pygbag's CDN in the player's browser (docs/web.md)
    assert 'src="https://pygame-web.github.io/cdn/0.9.3/pythons.js"' in html
    assert "meadow.apk" in html
    assert "data-os=fs,snd,gui" in html  # no xterm: no terminal look
    # the loader's Python (before pygbag's "# BEGIN BLOCK" marker) is valid Python
    python = html.split("#<!--", 1)[1].split("# BEGIN BLOCK", 1)[0]
    compile(python, "index.html", "exec")
    assert "async def custom_site" in python


def test_the_archive_holds_main_py_game_and_assets(built):
    names = set(_apk_names(built))
    assert "assets/main.py" in names

    def skipped(rel: str) -> bool:
        return any(rel == s or rel.startswith(s + "/") for s in build_web.SKIPPED_PATHS)

    game = {
        "assets/" + rel
        for p in (ROOT / "game").rglob("*.py")
        if "__pycache__" not in p.parts and not skipped(rel := p.relative_to(ROOT).as_posix())
    }
    assert game <= names, sorted(game - names)
    # developer tools (cli, simulate, tournament, bench), the test driver and the room
    # server never ship
    assert not [n for n in names if skipped(n.removeprefix("assets/"))]
    assert not [n for n in names if n.startswith("assets/game/dev/")]
    assert "assets/game/ui/testing.py" not in names
    shipped = {
        "assets/" + p.relative_to(ROOT).as_posix()
        for p in (ROOT / "assets").rglob("*")
        if p.is_file()
        and p.relative_to(ROOT / "assets").parts[0] != "web"
        and not any(part.startswith(".") for part in p.relative_to(ROOT).parts)
    }
    assert shipped <= names, sorted(shipped - names)


def test_the_archive_holds_nothing_for_development(built):
    names = _apk_names(built)
    bad = [
        n
        for n in names
        if n.split("/")[1] in FORBIDDEN_TOP
        or n.split("/")[1] in {"Makefile", "pyproject.toml", "pygbag.ini", "README.md"}
        or n.startswith("assets/assets/web/")
        or "__pycache__" in n
        or n.endswith((".pyc", ".pyo"))
        or "/." in "/" + n
    ]
    assert not bad, bad
    tops = {n.split("/")[1] for n in names}
    assert tops <= {"main.py", "game", "assets"}, tops


def test_the_build_leaves_the_repository_unchanged(built):
    before, after = built["before"], built["after"]
    assert before, "no project files found to compare"
    changed = sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))
    assert not changed, f"the web build changed repository files: {changed}"


def test_the_itch_zip_is_small(built, record_property):
    zip_path = built["out"] / "web.zip"
    with zipfile.ZipFile(zip_path) as zf:
        assert sorted(zf.namelist()) == ["favicon.png", "index.html", "meadow.apk"]
    size = zip_path.stat().st_size
    record_property("web_zip_bytes", size)
    print(f"build/web.zip: {size} bytes ({size / 1024:.0f} KiB)")
    assert size <= ZIP_BUDGET, f"web.zip is {size / 1048576:.2f} MB, over the 2 MB budget"


def test_the_build_guard_refuses_the_network():
    guard = build_web._OFFLINE_PYGBAG.split("sys.argv = ")[0]
    probe = guard + (
        "\ntry:\n"
        "    socket.create_connection(('192.0.2.1', 80), timeout=2)\n"
        "except OSError as exc:\n"
        "    print('refused:', exc)\n"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60)
    assert "refused:" in out.stdout
    assert build_web.BLOCKED_MARK in out.stderr


def test_staging_leaves_out_developer_tools_and_the_test_driver(tmp_path, monkeypatch):
    monkeypatch.setattr(build_web, "runtime_dependencies", lambda root: [])
    build_web.stage_app(ROOT, tmp_path / "stage")
    game = tmp_path / "stage" / "game"
    assert (game / "ui" / "app.py").is_file() and (game / "ui" / "widgets.py").is_file()
    assert not (game / "ui" / "testing.py").exists()
    assert not (game / "dev").exists()
    assert build_web.FORBIDDEN_IN_APK.search("assets/game/ui/testing.py")
    assert not build_web.FORBIDDEN_IN_APK.search("assets/game/ui/tween.py")


def test_pure_python_dependencies_are_staged(tmp_path):
    copied = build_web.stage_dependency("pluggy", tmp_path)
    assert "pluggy/__init__.py" in copied
    assert (tmp_path / "pluggy" / "__init__.py").is_file()
    assert not any(".dist-info" in c for c in copied)


def test_compiled_dependencies_are_refused(tmp_path):
    with pytest.raises(build_web.BuildError, match="not pure Python"):
        build_web.stage_dependency("pygame-ce", tmp_path)


def test_the_runtime_provides_pygame():
    deps = build_web.runtime_dependencies(ROOT)
    assert "pygame-ce" in deps
    assert build_web._normalize("pygame-ce") in build_web.PROVIDED_BY_RUNTIME

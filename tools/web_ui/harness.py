"""Meadow's real interface in headless Chromium, driven from Python (tests/test_browser_ui.py,
``python -m game bench``).

One ``node tools/web_ui/driver.mjs`` and its Chromium serve every ``Browser`` of the process
(each a browser context: a fresh profile), talked to one JSON line at a time; it is started by
the first Browser and stopped when the process ends. The game is staged with
tools/build_web.py's own ``stage_app`` (what ``make web`` packs) and zipped, once a process
(``game_zip``); the runtime comes from the cache that tools/web_ui_setup.py fills. Clicks go
to the centre of a widget the running Python names (probe.py's ``describe()``), as real mouse
events on the canvas; no pixel position is written down here or in the tests.
"""

from __future__ import annotations

import atexit
import contextlib
import copy
import importlib.util
import json
import os
import shutil
import subprocess
import tempfile
import time
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
W, H = 1280, 720  # the game's logical size (game/ui/layout.py)


def _load(name: str, path: Path) -> Any:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


setup = _load("meadow_web_ui_setup", ROOT / "tools" / "web_ui_setup.py")


def why_missing() -> str | None:
    """What the harness lacks on this machine, in words (None when it can run)."""
    if shutil.which("node") is None:
        return "node is not installed (the browser UI test needs Node.js 20+)"
    if not (HERE / "node_modules" / "playwright-core" / "package.json").is_file():
        return "tools/web_ui/node_modules/playwright-core is missing: run .ci/browser-setup.sh"
    if not (os.path.isfile(CHROMIUM) and os.access(CHROMIUM, os.X_OK)):
        return f"Chromium is not installed at {CHROMIUM}: run .ci/browser-setup.sh"
    return setup.missing()


def stage_zip(dest: Path) -> Path:
    """The game as `make web` stages it (tools/build_web.py's stage_app), zipped to ``dest``."""
    build_web = _load("meadow_build_web", ROOT / "tools" / "build_web.py")
    with tempfile.TemporaryDirectory(prefix="meadow-stage-") as tmp:
        stage = Path(tmp) / build_web.APP_NAME
        build_web.stage_app(ROOT, stage)
        dest.parent.mkdir(parents=True, exist_ok=True)
        with zipfile.ZipFile(dest, "w", zipfile.ZIP_DEFLATED) as zf:
            for path in sorted(stage.rglob("*")):
                if path.is_file():
                    zf.write(path, path.relative_to(stage).as_posix())
    return dest


_STAGED: dict[str, Path] = {}


def game_zip() -> Path:
    """The game staged and zipped once for this process (every Browser of a run loads the
    same files); kept in its temporary folder."""
    if "zip" not in _STAGED or not _STAGED["zip"].is_file():
        folder = Path(tempfile.mkdtemp(prefix="meadow-web-ui-"))
        atexit.register(shutil.rmtree, folder, True)
        _STAGED["zip"] = stage_zip(folder / "meadow.zip")
    return _STAGED["zip"]


class DriverError(RuntimeError):
    """The driver or the page failed; the message carries what it said."""


class _OneAtATime:
    """The browsers of one process at a time on this machine (a lock file that the test
    workers share): two Chromiums, each starting Python in WebAssembly, beside the rest of the
    suite on two cores lost a renderer now and then ("Target crashed"). Re-entrant within a
    process, whose tests open two or three pages together."""

    def __init__(self) -> None:
        self.held = 0
        self.fd: int | None = None

    def take(self) -> None:
        if self.held == 0:
            try:
                import fcntl
            except ImportError:  # pragma: no cover - Windows: no lock, browsers as they come
                fcntl = None  # type: ignore[assignment]
            path = Path(tempfile.gettempdir()) / "meadow-browsers.lock"
            self.fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
            if fcntl is not None:
                fcntl.flock(self.fd, fcntl.LOCK_EX)
        self.held += 1

    def give(self) -> None:
        self.held -= 1
        if self.held == 0 and self.fd is not None:
            os.close(self.fd)  # closing releases the lock
            self.fd = None


BROWSERS = _OneAtATime()


class _Driver:
    """The driver process and its Chromium, shared by the process's Browsers: answers carry
    the id of their command, as contexts' commands may be answered out of order."""

    def __init__(self, runtime: Path) -> None:
        command = ["node", str(HERE / "driver.mjs"), "--runtime", str(runtime)]
        command += ["--chromium", CHROMIUM]
        self.proc = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=ROOT
        )
        self.sent = 0
        self.early: dict[int, dict] = {}  # answers read while waiting for another
        hello = self._read()
        if not hello.get("ready"):
            raise DriverError(f"the driver did not start: {hello}")

    def alive(self) -> bool:
        return self.proc.poll() is None

    def _read(self) -> dict:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            raise DriverError(f"the driver stopped (exit {self.proc.poll()})")
        return json.loads(line)

    def send(self, request: dict[str, Any]) -> int:
        assert self.proc.stdin is not None
        self.sent += 1
        self.proc.stdin.write(json.dumps({**request, "id": self.sent}) + "\n")
        self.proc.stdin.flush()
        return self.sent

    def answer(self, sent: int) -> dict:
        while sent not in self.early:
            answer = self._read()
            self.early[answer.get("id", 0)] = answer
        return self.early.pop(sent)

    def close(self) -> None:
        try:
            if self.alive():
                assert self.proc.stdin is not None
                self.proc.stdin.write('{"op": "close"}\n')
                self.proc.stdin.flush()
                self.proc.wait(timeout=30)
        except (OSError, subprocess.TimeoutExpired):
            self.proc.kill()


_DRIVERS: dict[Path, _Driver] = {}


def _driver(runtime: Path) -> _Driver:
    """This process's driver for ``runtime``, started (again, if it stopped) when needed."""
    driver = _DRIVERS.get(runtime)
    if driver is None or not driver.alive():
        driver = _DRIVERS[runtime] = _Driver(runtime)
    return driver


@atexit.register
def _close_drivers() -> None:
    for driver in _DRIVERS.values():
        driver.close()
    _DRIVERS.clear()


class Browser:
    """One Chromium page with Meadow in it, in a browser context of its own (a fresh profile)
    of the process's shared Chromium. Use as a context manager. ``open_tab`` gives a second
    page of the same browser context (the same origin, so the same localStorage)."""

    def __init__(
        self, zip_path: Path, runtime: Path | None = None, mobile: str | None = None
    ) -> None:
        """``mobile``: "844x390@3" opens the page as Chromium's mobile emulation of a phone
        (that viewport in CSS px, that device pixel ratio, touch events)."""
        self.zip_path = zip_path
        self.mobile = mobile
        self.runtime = runtime or setup.cache_dir()
        self.driver: _Driver | None = None
        self.proc: subprocess.Popen | None = None  # the driver's, while this page is open
        self.context: str | None = None  # the driver's name of this browser context
        self.problems: list[str] = []  # page errors, console errors, Python's stderr
        self.canvas: dict | None = None
        self.page = "main"  # the driver's name of this page (a tab of open_tab has its own)
        self.locked = False  # holds a share of BROWSERS until closed
        self.waiting = 0  # the id of the command sent last, whose answer is next read

    def __enter__(self) -> Browser:
        self._launch()
        self._ready()
        return self

    def _launch(self) -> None:
        BROWSERS.take()
        self.locked = True
        try:
            self.driver = _driver(Path(self.runtime))
        except BaseException:
            self._unlock()
            raise
        self.proc = self.driver.proc
        request: dict[str, Any] = {"op": "new_context", "zip": str(self.zip_path)}
        if self.mobile:
            request["mobile"] = self.mobile
        self.waiting = self.driver.send(request)

    def _ready(self) -> None:
        self.context = self._answer("new_context")

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def open_tab(self, name: str) -> Browser:
        """A new tab in the same browser context, driven through the same driver: its own
        page (load() it), sharing this one's origin and localStorage, as two tabs of one site
        do. Page problems of every tab are reported to each (tagged with the tab's name)."""
        tab = copy.copy(self)
        tab.page, tab.canvas, tab.locked = name, None, False
        tab.call("open_page")
        return tab

    def close(self) -> None:
        if self.page != "main":  # a tab of open_tab: only its page closes
            if self.proc is not None and self.proc.poll() is None:
                self.call("close_page")
            self.proc = None
            return
        try:
            if self.context is not None and self.proc is not None and self.proc.poll() is None:
                self.call("close_context")
        except (OSError, DriverError):
            pass  # a driver that failed is started again by the next Browser
        finally:
            self.context = self.proc = None
            self._unlock()

    def _unlock(self) -> None:
        if self.locked:
            self.locked = False
            BROWSERS.give()

    def call(self, op: str, **args: Any) -> Any:
        self._send(op, **args)
        return self._answer(op)

    def _send(self, op: str, **args: Any) -> None:
        if self.driver is None or self.proc is None:
            raise DriverError(f"{op}: the page is closed")
        request = {"op": op, "context": self.context, "page": self.page, **args}
        self.waiting = self.driver.send(request)

    def _answer(self, op: str) -> Any:
        if self.driver is None:
            raise DriverError(f"{op}: the page is closed")
        answer = self.driver.answer(self.waiting)
        if not answer.get("ok"):
            raise DriverError(f"{op}: {answer.get('error') or answer.get('fatal')}")
        return answer.get("result")

    # -- the page ------------------------------------------------------------------------------
    def load(self, reload: bool = False, query: str = "") -> dict:
        """Open (or reload) the page and wait for the game's first frame; ``query`` is added
        to the page's address ("?room=CODE&server=host:port": an invite link's)."""
        if reload:
            self._send("reload")
        else:
            self._send("goto", **({"query": query} if query else {}))
        return self._loaded()

    def _loaded(self) -> dict:
        info = self._answer("load")
        if info["status"] != "running":
            raise DriverError(f"the page did not start the game: {info['status']}")
        self.canvas = self.call("canvas")
        return info

    def py(self, code: str) -> Any:
        """The value of a Python expression in the page (strings come back as str)."""
        return self.call("py", code=code)

    def probe(self, name: str, *args: Any) -> Any:
        """JSON from a function of tools/web_ui/probe.py, decoded."""
        call = f"meadow_probe.{name}({', '.join(repr(a) for a in args)})"
        return json.loads(self.py(call))

    def scene(self) -> dict:
        return self.probe("describe")

    def check_problems(self) -> list[str]:
        """Collect what the page reported since the last call (kept in ``problems``)."""
        new = self.call("problems")
        self.problems.extend(new)
        return new

    # -- input ---------------------------------------------------------------------------------
    def page_point(self, scene: dict, x: float, y: float) -> tuple[float, float]:
        """A logical (1280x720) point as page coordinates: through the game's letterbox (its
        view rect in the window) and the canvas's place and CSS scale on the page."""
        c = self.canvas or self.call("canvas")
        vx, vy, vw, vh = scene.get("view") or (0, 0, W, H)
        wx, wy = vx + x * vw / W, vy + y * vh / H
        return (
            c["left"] + wx * c["width"] / c["canvas_width"],
            c["top"] + wy * c["height"] / c["canvas_height"],
        )

    def click_rect(self, scene: dict, rect: list[int]) -> None:
        x, y, w, h = rect
        self._settle(scene, list(rect))
        px, py = self.page_point(scene, x + w / 2, y + h / 2)
        self.call("click", x=px, y=py)

    def _settle(self, scene: dict, rect: list[int]) -> None:
        """Wait (at most 10 s) until the widget at ``rect`` takes a press: one just shown or
        changed ignores presses for 250 ms, and a person could not be faster. The guard runs
        on the game's clock, which a frame advances by at most 0.1 s: on a loaded machine,
        with frames of a few hundred ms, 250 ms of it can take seconds."""
        deadline = time.monotonic() + 10.0
        while time.monotonic() < deadline:
            hit = [w for w in scene.get("widgets", []) if list(w.get("rect", [])) == rect]
            if not hit or hit[-1].get("ready", True):
                return
            self.wait(50)
            scene = self.scene()

    def tap_rect(self, scene: dict, rect: list[int]) -> None:
        """A finger's tap (touch events, no mouse) on the centre of ``rect``."""
        x, y, w, h = rect
        self._settle(scene, list(rect))
        px, py = self.page_point(scene, x + w / 2, y + h / 2)
        self.call("tap", x=px, y=py)

    def tap(self, wid: str, scene: dict | None = None) -> dict:
        """Tap the centre of the widget ``wid`` on the current scene; returns the widget."""
        scene = scene or self.scene()
        widget = find(scene, wid)
        if widget is None:
            ids = [w["id"] for w in scene.get("widgets", [])]
            raise DriverError(f"no widget {wid!r} on {scene.get('scene')}: {ids}")
        self.tap_rect(scene, widget["rect"])
        return widget

    def click(self, wid: str, scene: dict | None = None) -> dict:
        """Click the centre of the widget ``wid`` on the current scene; returns the widget."""
        scene = scene or self.scene()
        widget = find(scene, wid)
        if widget is None:
            ids = [w["id"] for w in scene.get("widgets", [])]
            raise DriverError(f"no widget {wid!r} on {scene.get('scene')}: {ids}")
        self.click_rect(scene, widget["rect"])
        return widget

    def key(self, key: str) -> None:
        self.call("key", key=key)

    def wait(self, ms: int) -> None:
        self.call("wait", ms=ms)

    def wait_for(
        self, test: Callable[[dict], bool], timeout: float = 60.0, what: str = "the page"
    ) -> dict:
        """Poll the scene until ``test(scene)`` holds; DriverError after ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        scene = self.scene()
        while not test(scene):
            if time.monotonic() > deadline:
                raise DriverError(f"timed out waiting for {what}; at {scene.get('stack')}")
            self.wait(40)
            scene = self.scene()
        return scene

    def wait_scene(self, name: str, timeout: float = 60.0) -> dict:
        return self.wait_for(lambda s: s.get("scene") == name, timeout, f"scene {name!r}")

    def screenshot(self, path: Path) -> Path:
        self.call("shot", path=str(path))
        return path

    def storage(self) -> dict[str, str]:
        return self.call("storage")

    def clipboard(self) -> str:
        """The page's clipboard text (the driver grants the page clipboard access)."""
        return self.call("clipboard")


@contextlib.contextmanager
def loaded_together(*browsers: Browser) -> Iterator[tuple[Browser, ...]]:
    """Several browsers (each its own browser context: its own profile), started and their
    pages loaded side by side: one's start overlaps another's waits. Closed on leaving."""
    try:
        for b in browsers:
            b._launch()
        for b in browsers:
            b._ready()
        for b in browsers:
            b._send("goto")
        for b in browsers:
            b._loaded()
        yield browsers
    finally:
        for b in browsers:
            b.close()


def find(scene: dict, wid: str) -> dict | None:
    return next((w for w in scene.get("widgets", []) if w["id"] == wid), None)


def widgets(scene: dict, prefix: str = "", enabled: bool = True) -> list[dict]:
    return [
        w
        for w in scene.get("widgets", [])
        if w["id"].startswith(prefix) and (w["enabled"] or not enabled)
    ]

"""The one module that knows the desktop from the web (pygbag / WebAssembly).

Everything browser-specific (``sys.platform == "emscripten"``, ``platform.window``) lives here,
so the rest of the game asks plain questions: is this the web, where do files go, what is the
page's localStorage.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import Any

IS_WEB: bool = sys.platform == "emscripten"

# The browser paces frames itself (requestAnimationFrame); on the desktop the loop caps at 60.
FRAME_CAP: int = 0 if IS_WEB else 60

APP_NAME = "meadow"

# pygbag's pygame-ce build blits per-pixel alpha about 15x slower than a desktop build (no
# SIMD blitters, measured in the browser UI harness: a 96x136 card 0.43 ms against 0.04 ms).
# Mostly-opaque images (cards, buttons, text) blit about 10x faster run-length encoded, so on
# the web the UI marks its cached images RLE and skips the premultiplied card composites
# (pygame's own blitter, which RLE cannot speed up). The desktop keeps its SIMD paths.
BLIT_RLE: bool = IS_WEB

if IS_WEB:
    import warnings

    # The page sizes the canvas, so pygame's note that the window is not the 1280x720 asked
    # for is expected there (the game letterboxes); on stderr it would read like an error.
    warnings.filterwarnings("ignore", "Requested window was forcibly resized", RuntimeWarning)


def local_storage() -> Any | None:
    """The page's ``window.localStorage`` on the web, None on the desktop."""
    if not IS_WEB:
        return None
    try:
        import platform as browser  # pygbag's platform module carries the page's window

        store = browser.window.localStorage  # type: ignore[attr-defined]
    except Exception:  # a page without storage (private mode) still plays
        return None
    return PageStorage(store) if store is not None else None


def page_window() -> Any | None:
    """The page's JavaScript ``window`` (pygbag's ``platform.window``) on the web, else None."""
    if not IS_WEB:
        return None
    try:
        import platform as browser

        return browser.window  # type: ignore[attr-defined]
    except Exception:  # no window (unusual): the caller does without
        return None


def page_document() -> Any | None:
    """The page's document on the web (None on the desktop): where the spoken layers live."""
    window = page_window()
    if window is None:
        return None
    try:
        document = window.document
        document.getElementById  # noqa: B018 (the DOM calls the layers make)
        document.createElement  # noqa: B018
    except Exception:  # a page without a (whole) document: the desktop's layers then
        return None
    return document


def page_size() -> tuple[float, float] | None:
    """The page's size in CSS px (``innerWidth``, ``innerHeight``) on the web, else None."""
    window = page_window()
    if window is None:
        return None
    try:
        w, h = float(window.innerWidth), float(window.innerHeight)
    except Exception:  # a page without a size (unusual): the caller does without
        return None
    return (w, h) if w > 0 and h > 0 else None


def touch_screen() -> bool:
    """Whether the page runs on a touch screen (a phone, a tablet); False on the desktop."""
    window = page_window()
    if window is None:
        return False
    try:
        return int(window.navigator.maxTouchPoints or 0) > 0
    except Exception:  # an old browser: no touch is assumed
        return False


_motion_asked: list[float] = [-1e9, 0.0]  # when the page was last asked, and its answer
MOTION_ASK_EVERY = 2.0  # seconds: a change in the system's setting shows this soon


def prefers_reduced_motion() -> bool:
    """The page's ``prefers-reduced-motion: reduce`` (the system's wish, as the browser passes
    it on); False on the desktop, which has no one way to ask (the setting's On is there)."""
    window = page_window()
    if window is None:
        return False
    now = time.monotonic()
    if now - _motion_asked[0] < MOTION_ASK_EVERY:  # asked every frame: the page once a while
        return bool(_motion_asked[1])
    try:
        found = bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)
    except Exception:  # an old browser without matchMedia: motion as usual
        found = False
    _motion_asked[:] = [now, float(found)]
    return found


PHONE_HEIGHT = 600  # CSS px: a touch screen less high than this is a phone (or held as one)


def phone() -> bool:
    """A touch screen too small to show the 1280x720 frame at more than about 0.8 of its size:
    a phone (844x390 CSS px in landscape shows it at 0.54)."""
    size = page_size()
    return touch_screen() and size is not None and min(size) < PHONE_HEIGHT


def is_js_null(value: Any) -> bool:
    """True for None and for JavaScript's null as a runtime hands it over.

    Pyodide (and so the browser UI test) gives ``null`` as a ``JsNull`` object, not None;
    ``str()`` of it is text that the storage would then read as a corrupt entry.
    """
    return value is None or type(value).__name__ in ("JsNull", "JsUndefined")


class PageStorage:
    """``window.localStorage`` with a missing key read as None, whatever the runtime."""

    def __init__(self, store: Any) -> None:
        self.store = store

    def getItem(self, key: str) -> Any:  # the Web Storage API's names
        value = self.store.getItem(key)
        return None if is_js_null(value) else value

    def setItem(self, key: str, text: str) -> None:
        self.store.setItem(key, text)

    def removeItem(self, key: str) -> None:
        self.store.removeItem(key)


def set_page_fullscreen(on: bool) -> bool:
    """Web: the page's own fullscreen (the Fullscreen API); False when not possible here.

    Browsers allow it only shortly after a click or key press, which is when it is asked for.
    """
    if not IS_WEB:
        return False
    try:
        import platform as browser

        document = browser.window.document  # type: ignore[attr-defined]
        if on:
            document.documentElement.requestFullscreen()
        elif document.fullscreenElement:
            document.exitFullscreen()
        return True
    except Exception:  # an old browser or a refused request: the game plays on in the page
        return False


def copy_text_web(text: str) -> bool:
    """Web: put ``text`` on the clipboard (``navigator.clipboard.writeText``); False when the
    page has no clipboard (an old browser, a page not served over https) or on the desktop.

    The browser answers with a promise; it is not awaited (a refusal shows nothing), which is
    why the screen also shows the text itself.
    """
    if not IS_WEB:
        return False
    try:
        import platform as browser

        clipboard = browser.window.navigator.clipboard  # type: ignore[attr-defined]
        if is_js_null(clipboard):
            return False
        clipboard.writeText(text)
        return True
    except Exception:  # no navigator.clipboard here: the text stays on screen to copy by hand
        return False


def page_hidden() -> bool:
    """Web: the page is not in front of the player (another tab, a minimised window)."""
    window = page_window()
    if window is None:
        return False
    try:
        return bool(window.document.hidden)
    except Exception:  # an old browser: taken as in front
        return False


def page_title(text: str | None = None) -> str | None:
    """Web: the page's title (``document.title``), set to ``text`` when given; None elsewhere."""
    window = page_window()
    if window is None:
        return None
    try:
        if text is not None:
            window.document.title = text
        return str(window.document.title)
    except Exception:  # a page without a document (unusual): the title stays
        return None


def notifications_allowed() -> bool:
    """Web: the player let this page show notifications (``Notification.permission``)."""
    window = page_window()
    if window is None:
        return False
    try:
        notification = window.Notification
        return not is_js_null(notification) and str(notification.permission) == "granted"
    except Exception:  # no Notification API (an old or an embedded browser)
        return False


def ask_notifications() -> None:
    """Web: ask once whether this page may show notifications. Called just after a click
    (browsers ask only then); an answer already given is not asked again."""
    window = page_window()
    if window is None:
        return
    try:
        notification = window.Notification
        if not is_js_null(notification) and str(notification.permission) == "default":
            notification.requestPermission()  # a promise: the answer is read when needed
    except Exception:  # no Notification API: the page's title still says it
        return


NOTIFY = """
window.meadowNotify = (title, body) => {
  const shown = new Notification(title, { body: body, tag: "meadow-turn" });
  shown.onclick = () => { window.focus(); shown.close(); };
};
"""


def notify(title: str, body: str) -> bool:
    """Web: a system notification, when the player allowed them; False when not shown."""
    window = page_window()
    if window is None or not notifications_allowed():
        return False
    try:
        # A constructor is called in the page's own JavaScript (the runtimes' proxies differ
        # in how they call ``new``); installed once, as the web client's bridge is.
        if is_js_null(getattr(window, "meadowNotify", None)):
            window.eval(NOTIFY)
        window.meadowNotify(title, body)
        return True
    except Exception:  # refused after all (a policy): the page's title still says it
        return False


def user_data_dir() -> Path:
    """Where settings and saves live on the desktop; MEADOW_DATA_DIR overrides (tests)."""
    override = os.environ.get("MEADOW_DATA_DIR")
    if override:
        return Path(override)
    home = Path.home()
    if sys.platform.startswith("win"):
        base = os.environ.get("APPDATA")
        return Path(base) / "Meadow" if base else home / "AppData" / "Roaming" / "Meadow"
    if sys.platform == "darwin":
        return home / "Library" / "Application Support" / "Meadow"
    base = os.environ.get("XDG_DATA_HOME")
    return (Path(base) if base else home / ".local" / "share") / APP_NAME


def system_language() -> str:
    """The player's language as a lower-case tag ("de-CH", "fr", ...) or "" when unknown.

    Web: the browser's ``navigator.language``. Desktop: ``MEADOW_LANGUAGE`` (tests, screenshots)
    then the usual locale variables (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), then the OS locale.
    """
    override = os.environ.get("MEADOW_LANGUAGE")
    if override:
        return override.strip().lower()
    if IS_WEB:
        try:
            import platform as browser

            return str(browser.window.navigator.language or "").strip().lower()  # type: ignore[attr-defined]
        except Exception:  # no navigator (unusual page): fall back to English
            return ""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        value = value.split(":")[0].split(".")[0].strip()
        if value and value not in ("C", "POSIX"):
            return value.replace("_", "-").lower()
    try:
        import locale

        value = locale.getlocale()[0] or ""
    except (ValueError, TypeError):
        value = ""
    return value.replace("_", "-").lower() if value not in ("C", "POSIX") else ""

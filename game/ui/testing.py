"""Drive the App the way a player does: find what is drawn, click its centre, step frames.

Used by the UI tests and by tools/screenshots.py. Everything goes through ``App.step`` with
synthesized pygame events, so what is tested is what a person could do on screen.
"""

from __future__ import annotations

import pygame

from game.ui.app import App
from game.ui.widgets import Widget

DT = 1 / 60


def widgets(app: App) -> list[Widget]:
    return app.top.widgets() if app.top is not None else []


def find(app: App, wid: str) -> Widget | None:
    for w in widgets(app):
        if w.id == wid and w.visible:
            return w
    return None


SETTLE_FRAMES = 30  # a person cannot press within the press guard (game/ui/scene.py) either


def _settle(app: App, blocked) -> None:
    for _ in range(SETTLE_FRAMES):
        if app.top is None or not blocked():
            return
        app.step(DT, [])


def click_at(app: App, pos: tuple[int, int], dt: float = DT) -> None:
    """A press and release at a window position, in one frame, once what is there has been
    on show long enough to be pressed (a person's first click; see ``press_at`` for a raw one)."""

    def blocked() -> bool:
        w = app.top.widget_at(pos)
        if w is None or not w.enabled:
            return False
        acting = getattr(app.top, "acting_blocked", None)  # a table's own guard
        return app.top.press_blocked(w) or (acting is not None and acting())

    _settle(app, blocked)
    press_at(app, pos, dt)


def press_at(app: App, pos: tuple[int, int], dt: float = DT) -> None:
    """A press and release at a window position in one frame, right now (double-clicks)."""
    app.step(
        dt,
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ],
    )


def click(app: App, wid: str, dt: float = DT) -> Widget:
    """Click the centre of the widget ``wid`` on the top scene; AssertionError if not shown."""
    w = find(app, wid)
    assert w is not None, f"no widget {wid!r} on {app.top.name}: {[x.id for x in widgets(app)]}"
    click_at(app, w.rect.center, dt)
    return w


def key(app: App, k: int, dt: float = DT, mod: int = 0) -> None:
    """A key press, once the screen takes one (see ``press_key`` for a raw one)."""
    _settle(app, lambda: app.top.settling())
    press_key(app, k, dt, mod)


def press_key(app: App, k: int, dt: float = DT, mod: int = 0) -> None:
    app.step(dt, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")])


def run(app: App, frames: int, dt: float = DT) -> None:
    for _ in range(frames):
        app.step(dt, [])


def run_until(app: App, predicate, max_frames: int = 5000, dt: float = DT) -> bool:
    for _ in range(max_frames):
        if predicate():
            return True
        app.step(dt, [])
    return predicate()

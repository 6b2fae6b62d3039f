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


def click_at(app: App, pos: tuple[int, int], dt: float = DT) -> None:
    """A press and release at a window position, in one frame."""
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
    click_at(app, to_window(app, w.rect.center), dt)
    return w


def to_window(app: App, pos: tuple[int, int]) -> tuple[int, int]:
    """Where a logical point is in the window (the same point unless scaled, e.g. fullscreen)."""
    v, (w, h) = app._view, app.surface.get_size()
    return (v.x + round((pos[0] + 0.5) * v.w / w), v.y + round((pos[1] + 0.5) * v.h / h))


def key(app: App, k: int, dt: float = DT) -> None:
    app.step(dt, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")])


def run(app: App, frames: int, dt: float = DT) -> None:
    for _ in range(frames):
        app.step(dt, [])


def run_until(app: App, predicate, max_frames: int = 5000, dt: float = DT) -> bool:
    for _ in range(max_frames):
        if predicate():
            return True
        app.step(dt, [])
    return predicate()


def type_text(app: App, text: str, dt: float = DT) -> None:
    """Type ``text`` as a keyboard does: each key's KEYDOWN (whose letter may also be a
    shortcut) and then its TEXTINPUT, one character a frame."""
    for ch in text:
        code = ord(ch.lower()) if ch.isascii() else 0
        app.step(
            dt,
            [
                pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=ch),
                pygame.event.Event(pygame.TEXTINPUT, text=ch),
            ],
        )

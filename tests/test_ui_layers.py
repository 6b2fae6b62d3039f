"""The frame-time caches (docs/performance.md) change how a frame is drawn, never what it shows.

The tables keep still parts in layers (``draw.RETAINED``), compose shadow and body in one blit
and measure text without rendering it; each is checked here against the plain way of drawing.
No timings: speed is measured by ``python -m game bench``.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

import game.ui.testing as T  # noqa: E402
from game.core.catalog import GAMES, spec  # noqa: E402
from game.core.match import NAMES, Seat  # noqa: E402
from game.ui import draw, theme  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.layout import LOGICAL_SIZE  # noqa: E402
from game.ui.navigator import start_game  # noqa: E402

TOLERANCE = 8  # premultiplied and straight alpha round differently by a few levels


def _app() -> App:
    return T.new_app(seed=5, speed=1.0, hints=False)


def _same_picture(a: pygame.Surface, b: pygame.Surface) -> int:
    """How many pixels differ by more than TOLERANCE in some channel."""
    diff = a.copy()
    diff.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    other = b.copy()
    other.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(other, (0, 0), special_flags=pygame.BLEND_RGB_ADD)  # |a - b| per channel
    near = pygame.transform.threshold(
        None, diff, (0, 0, 0), (TOLERANCE, TOLERANCE, TOLERANCE, 255), None, 0
    )
    return a.get_width() * a.get_height() - near


def _frame(app: App, retained: bool, monkeypatch) -> pygame.Surface:
    monkeypatch.setattr(draw, "RETAINED", retained)
    app.surface = pygame.Surface(LOGICAL_SIZE).convert()
    app.draw()
    return app.surface


def _run_to(app: App, seconds: float) -> None:
    """Frames until the App's clock reads ``seconds``: 1/60 s while anything moves, longer at
    rest (as ``T.rest``), the last one short so the clock lands on it."""
    while app.time < seconds - 1e-9:
        dt = T.DT if T.animating(app.top) else T.SETTLE_DT
        app.step(min(dt, seconds - app.time), [])


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("human", [False, True])
@pytest.mark.parametrize("log_open", [False, True])
def test_layers_show_what_plain_drawing_shows(name, human, log_open, monkeypatch):
    app = _app()
    app.settings.log_open = log_open
    entry = spec(name)
    players = min(entry.max_players, 4)
    seats = [Seat(NAMES[i], "human" if human and i == 0 else "random") for i in range(players)]
    start_game(app, entry, seats, {})
    # At 60 frames a second: dealing, bots moving, cards landing, a later turn.
    for frame in (1, 20, 90, 200, 360):
        _run_to(app, frame / 60)
        layered = _frame(app, True, monkeypatch).copy()
        plain = _frame(app, False, monkeypatch)
        assert _same_picture(layered, plain) == 0, f"{name} frame {frame}"
        again = _frame(app, True, monkeypatch)  # the layers, now cached, still agree
        assert _same_picture(again, plain) == 0, f"{name} frame {frame} (cached)"


def test_log_changes_reach_the_cached_backdrop(monkeypatch):
    app = _app()
    entry = spec("via_gladiola")
    start_game(app, entry, [Seat(NAMES[0], "human"), Seat(NAMES[1], "random")], {})
    app.settings.log_open = True
    table = app.scenes[1]
    before = _frame(app, True, monkeypatch).copy()
    table.match.session.log.append({"key": "log.title", "args": {}, "seat": 1})
    after = _frame(app, True, monkeypatch).copy()
    assert _same_picture(before, after) > 0
    plain = _frame(app, False, monkeypatch)
    assert _same_picture(after, plain) == 0


def test_measured_width_is_the_rendered_width():
    pygame.init()
    for s in ("Walk 27 → draw 1", "Élise ✓ « oui » ?", "", "★", "Jour 3 ↻ fin"):
        for size in (12, 18, 30):
            for weight in ("regular", "bold"):
                assert (
                    theme.width(s, size, weight)
                    == theme.text(s, size, theme.INK, weight).get_width()
                )


def test_text_cache_keeps_what_is_in_use(monkeypatch):
    pygame.init()
    monkeypatch.setattr(theme, "TEXT_CACHE_SIZE", 20)
    theme._text_cache.clear()
    kept = theme.text("always on screen", 18)
    for i in range(60):
        theme.text(f"line {i}", 18)
        assert theme.text("always on screen", 18) is kept  # used every frame: never dropped
    assert len(theme._text_cache) <= 20


def test_button_looks_follow_hover_focus_and_press(monkeypatch):
    from game.ui.inputs import Input
    from game.ui.scenes.pause import PauseScene

    app = _app()
    app.step(1 / 60, [])  # the title: buttons with key caps and icons
    buttons = [w for w in app.top.widgets() if w.visible]
    for i, w in enumerate(buttons[:4]):
        app.top.pointer = w.rect.center  # hovered
        app.top.focus_id = buttons[(i + 1) % len(buttons)].id  # another one focused
        app.top.pressed_id = w.id if i % 2 else None  # and sometimes pressed
        layered = _frame(app, True, monkeypatch).copy()
        assert _same_picture(layered, _frame(app, False, monkeypatch)) == 0, w.id
    start_game(app, spec("gloschli"), [Seat(NAMES[0], "human"), Seat(NAMES[1], "random")], {})
    app.push(PauseScene(app, app.scenes[1]))
    app.handle(Input("command", command="next"))
    app.handle(Input("command", command="next"))
    layered = _frame(app, True, monkeypatch).copy()
    assert _same_picture(layered, _frame(app, False, monkeypatch)) == 0

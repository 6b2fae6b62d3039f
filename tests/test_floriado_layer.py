"""Floriado's field layer (game/games/floriado/ui/paint.py ``Painter.draw_field``): a move
changes the field, the log and the panels at once; the field is repainted in that frame and
what lies outside it (the log, the panels) in the next, so no frame repaints it all. Whatever
the order, the layer ends as a fresh full repaint draws it. Calls are counted; no clock."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.core.catalog import spec  # noqa: E402
from game.core.match import Seat  # noqa: E402
from game.games.floriado.ui.paint import Painter  # noqa: E402
from game.ui import navigator  # noqa: E402
from game.ui import testing as T  # noqa: E402


def bots_table(app):
    seats = [Seat("Anna", "easy"), Seat("Ben", "easy")]
    navigator.start_game(app, spec("floriado"), seats, {"start_player": 0})
    return next(s for s in app.scenes if hasattr(s, "session"))


def fresh_layer(table) -> pygame.Surface:
    """The layer as a painter with none yet draws it: everything at once."""
    painter = Painter(table, table.shown)
    painter.draw_field(pygame.Surface((1280, 720)))
    assert painter._layer is not None
    return painter._layer


def test_a_move_repaints_the_field_then_the_log_and_the_layer_ends_whole() -> None:
    app = T.new_app(frames=2, speed=1.0, log_open=True)
    table = bots_table(app)
    painter = table.painter
    counts = {"cards": 0, "log": 0}
    draw_cards, log_draw = painter.draw_cards, table.log.draw

    def cards(*args, **kwargs):
        counts["cards"] += 1
        return draw_cards(*args, **kwargs)

    def log(*args, **kwargs):
        counts["log"] += 1
        return log_draw(*args, **kwargs)

    painter.draw_cards = cards
    table.log.draw = log
    T.run(app, 3)  # the layer's first, full paint
    split = checked = 0
    for _ in range(1500):
        before = dict(counts)
        T.run(app, 1)
        if table.match.is_over or app.top is not table:
            break
        drew_cards = counts["cards"] > before["cards"]
        drew_log = counts["log"] > before["log"]
        assert not (drew_cards and drew_log), "a frame repainted the field and the log"
        if painter._stale:  # the rest of a change waits for the next frame, no longer
            split += 1
            T.run(app, 1)
            assert not painter._stale
        elif checked < 12 and split > checked:  # whole again: as a full repaint draws it
            assert pygame.image.tobytes(painter._layer, "RGB") == pygame.image.tobytes(
                fresh_layer(table), "RGB"
            )
            checked += 1
    assert split >= 3, "no move changed the field and the log together"
    assert checked >= 3

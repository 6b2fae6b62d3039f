"""Floriado's table in the words of what is drawn: the status names the moves in the screen's
directions as the hint and the log do (FL-6: straight on or to a side, never back), and every
badge on a lit card has its legend, the red cross (FL-8: out for the rest of the game) too."""

from __future__ import annotations

import random

from game.core.catalog import spec
from game.core.match import Seat
from game.games.floriado.rules import Move
from game.games.floriado.ui.layout import direction
from game.i18n import t
from game.ui import navigator
from game.ui import testing as T


def table_until(predicate, seed: int = 1):
    """A human-vs-bot Floriado played at random until ``predicate(table)`` on Anna's turn."""
    app = T.new_app(hints=False, speed=0.0)
    seats = [Seat("Anna", "human"), Seat("Ben", "easy")]
    navigator.start_game(app, spec("floriado"), seats, {"start_player": 0})
    T.run(app, 2)
    table = next(s for s in app.scenes if s.name == "floriado")
    rng = random.Random(seed)
    for _ in range(20000):
        assert not table.match.is_over
        if table.my_turn() and not table.timeline.busy and not table.turns.acting_blocked():
            if predicate(table):
                T.run(app, 2)
                return app, table
            table.perform(rng.choice(table.match.legal_actions()))
        T.rest(app)
    raise AssertionError("never")


def test_the_status_names_the_moves_in_the_screens_directions() -> None:
    for seed in (1, 2, 3):
        app, table = table_until(lambda tb: not tb.reach.first_turn(), seed)
        pawn = table.view()["pawns"][0]
        here = (pawn["row"], pawn["col"])
        ways = {
            direction(here, (a.row, a.col))
            for a in table.match.legal_actions()
            if isinstance(a, Move)
        }
        text, _ = table.status_text()
        words = set()
        for d in ("up", "down", "left", "right"):
            word = t(f"fl.dir.{d}")
            if f" {word}," in text or f" {word} " in text or text.endswith(f" {word}"):
                words.add(d)
        assert ways <= words, (text, ways)  # every way there is to go, as the screen has it
        assert len(words) == 3  # straight on and the two sides, never back
        assert "forward" not in text


def test_the_red_cross_has_its_legend() -> None:
    app, table = table_until(lambda tb: not tb.reach.first_turn() and bool(tb.reach.dooms()))
    marks = T.record_frame(app)
    texts = [m.label for m in marks if m.kind == "text"]
    assert t("fl.table.legend_out") in texts
    assert t("fl.table.legend_take") in texts and t("fl.table.legend_stand") in texts
    assert T.layout_overlaps(marks) == []

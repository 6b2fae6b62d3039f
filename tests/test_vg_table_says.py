"""Via Gladiola's table says only what is so: the Gladiolas box draws every Gladiola its
number counts (VG-15), and the status never offers a walk when no card can walk (VG-9)."""

from __future__ import annotations

import random

import pytest

from game.core.catalog import spec
from game.core.match import Seat
from game.engine import rules_for
from game.games.via_gladiola.cards import Card
from game.games.via_gladiola.rules import Walk
from game.games.via_gladiola.view import Laid
from game.i18n import t
from game.ui import navigator
from game.ui import testing as T


def vg_table(scale: float = 1.0):
    app = T.new_app(hints=False, text_scale=scale)
    navigator.start_game(
        app, spec("via_gladiola"), [Seat("Anna", "human"), Seat("Ben", "easy")], {}
    )
    T.run(app, 2)
    table = next(s for s in app.scenes if s.name == "via_gladiola")
    return app, table


@pytest.mark.parametrize("scale", [1.0, 1.5], ids=["normal", "largest"])
@pytest.mark.parametrize("laid", [6, 7, 9])
def test_the_gladiolas_box_accounts_for_every_gladiola(scale: float, laid: int) -> None:
    app, table = vg_table(scale)
    before = [m.label for m in T.record_frame(app) if m.kind == "text"]
    card = Card("gladiola", None, 4)
    table.shown.gladiolas = [Laid(i % 2, card) for i in range(laid)]
    marks = T.record_frame(app)
    texts = [m.label for m in marks if m.kind == "text"]
    assert str(laid) in texts  # the count
    more = [x for x in texts if x.startswith("+") and x not in before]
    # Drawn, or counted in "+N": 6 places in all, never a card silently left out.
    assert more == ([] if laid <= 6 else [f"+{laid - 5}"])
    assert T.layout_overlaps(marks) == []


def position_without_a_walk(seed: int):
    """A two-seat state, Anna (seat 0) to act, with no card she can walk."""
    rules = rules_for("via_gladiola")
    rng = random.Random(seed)
    for game in range(200):
        state = rules.new_game(2, seed * 1000 + game)
        while not state.is_over:
            legal = state.legal_actions()
            if state.current_player == 0 and not any(isinstance(a, Walk) for a in legal):
                return state
            state.apply(rng.choice(legal))
    raise AssertionError("no such position")


def test_the_status_does_not_say_walk_when_no_card_can() -> None:
    app, table = vg_table()
    T.run_until(app, lambda: table.my_turn(), 2000)
    table.match.session.state = position_without_a_walk(3)
    table.sync()
    T.run(app, 2)
    assert table.my_turn()
    text, _ = table.status_text()
    assert text not in (t("status.your_turn", name="Anna"), t("status.your_turn_day4", name="Anna"))
    assert text in (
        t("status.your_turn_rest", name="Anna"),
        t("status.your_turn_rest_day4", name="Anna"),
    )

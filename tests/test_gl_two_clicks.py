"""Gloschli's two-click moves are made one way: a move's first click (a take or match aimed,
a power chosen, GLOSCHLI! pressed) is kept until its second click, and the Back key takes any
of them back with nothing played (GL-19..22: the person's choice is theirs until made)."""

from __future__ import annotations

import pygame

from game.games.gloschli.rules import Call, MatchDiscard
from game.ui import testing as T
from tests.test_ui_double_click import (
    _to_gloschli_phase,
    _to_power_choice,
    make_app,
    settled_turn,
    start,
)


def _back_leaves_nothing_played(app, table, n: int) -> None:
    T.key(app, pygame.K_ESCAPE)
    T.run(app, 2)
    assert table.choice.first is None
    assert app.top is table, "Back took the first click back, it opened no menu"
    assert len(table.match.session.actions) == n


def test_back_takes_back_every_first_click() -> None:
    app = make_app()
    table = start(app, "gloschli", ("human", "easy"))
    _to_gloschli_phase(app, table, MatchDiscard)
    settled_turn(app, table)
    n = len(table.match.session.actions)
    T.click(app, "gl.take")
    assert table.choice.mode == "take"
    T.click(app, "gl.match")  # one first click at a time: the match replaces the take
    assert table.choice.mode == "match" and not table.choice.confirm
    _back_leaves_nothing_played(app, table, n)

    _to_power_choice(app, table)
    settled_turn(app, table)
    n = len(table.match.session.actions)
    T.click(app, "gl.power")
    assert table.choice.power_preview is not None and table.choice.mode is None
    _back_leaves_nothing_played(app, table, n)
    assert table.match.session.state.view(0)["phase"] == "drawn"

    _to_gloschli_phase(app, table, Call)
    settled_turn(app, table)
    n = len(table.match.session.actions)
    T.click(app, "gl.call")
    assert table.choice.confirm and table.choice.power_preview is None
    _back_leaves_nothing_played(app, table, n)
    assert T.find(app, "gl.call") is not None, "the call is offered again"

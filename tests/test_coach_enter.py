"""Keyboard only: the hint key (I) moves the focus to what the hint lights, and Enter then
takes the hinted move, in every game, whatever had the focus before (the Menu, a card)."""

from __future__ import annotations

import pygame
import pytest

from game.core.catalog import GAMES
from game.ui import testing as T
from tests.test_coach import get_hint, make_app, open_table, remembered_hints, wait_my_turn

__all__ = ["remembered_hints"]  # the fixture, shared with the coach's tests


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("before", ["menu", "first"])
def test_enter_after_a_hint_takes_the_hinted_move(
    game: str, before: str, remembered_hints: None
) -> None:
    app = make_app()
    table = open_table(app, game)
    wait_my_turn(app, table)
    items = [w for w in table.focusable() if w.enabled]
    table.focus_id = "menu" if before == "menu" else items[0].id  # where the person was
    n = len(table.match.session.actions)
    T.key(app, pygame.K_i)
    assert T.run_until(app, lambda: table.coach.current() is not None, 2000)
    hint = table.coach.current()
    lit = table.coaching.rects(hint.action)
    focused = next((w for w in table.widgets() if w.id == table.focus_id), None)
    if focused is not None:  # the focus ring is on what the hint lights
        assert any(focused.rect.collidepoint(r.center) for r in lit)
    T.run(app, 20)  # past the press guard of the turn
    T.key(app, pygame.K_RETURN)
    T.run(app, 2)
    assert app.top is table  # the Menu did not open
    assert table.match.session.actions[n] == hint.action.to_json()
    assert table.coach.current() is None


def test_the_focus_moved_away_from_the_hint_acts_there() -> None:
    """Tab after the hint takes the focus elsewhere: Enter is then that widget's, as ever."""
    app = make_app()
    table = open_table(app, "via_gladiola")
    wait_my_turn(app, table)
    hint = get_hint(app, table)
    table.focus_id = "menu"
    T.run(app, 20)
    T.key(app, pygame.K_RETURN)
    T.run(app, 2)
    assert app.top is not table and app.top.name == "pause"
    assert table.coach.current() is hint  # nothing played

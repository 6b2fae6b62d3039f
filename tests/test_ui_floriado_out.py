"""Floriado warns before a move that leaves the person out for the rest of the game (FL-8).

Played only by clicks against a bot until a lit card's move would leave the person out (found
with the engine, not with the table's own answer): that card carries the red warning badge,
the status line says what the move does, the first click only asks, and the second goes there.
"""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.floriado.narrate import card_text, fmt  # noqa: E402
from game.games.floriado.rules import Move, Pick  # noqa: E402
from game.games.floriado.ui.palette import OUT_RED  # noqa: E402
from game.i18n import t  # noqa: E402
from game.ui import testing as T  # noqa: E402
from game.ui.app import App  # noqa: E402


def make_app(seed: int) -> App:
    return T.new_app(seed=seed, hints=False)


def start(app: App):
    T.run(app, 2)
    T.click(app, "game.floriado")
    setup = app.top
    for _ in range(6):
        if setup.seats[1].kind == "easy":
            break
        T.click_at(app, T.find(app, "seat1.kind").right_rect.center)
    T.click(app, "start")
    T.run(app, 2)
    return next(s for s in app.scenes if s.name == "floriado")


def leaves_out(table, action) -> bool:
    """The engine's own answer: after ``action`` the person is out (FL-8) with cards left."""
    state = table.match.session.state.clone()
    seat = state.current_player
    state.apply(action)
    return state.out[seat] and state.end_reason != "field_empty"


def moves(table) -> list:
    return [a for a in table.match.session.state.legal_actions() if isinstance(a, Move)]


def play_until_a_move_leaves_out(app: App, table, rng: random.Random):
    """Click safe moves (and first cards, facings) until some lit move would leave the person
    out; returns that move, or None if the game ended first."""
    for _ in range(20000):
        if app.top is not table:
            return None
        if not table.my_turn():
            T.run(app, 1)
            continue
        acts = table.match.session.state.legal_actions()
        if isinstance(acts[0], Pick):
            safe = [a for a in acts if not leaves_out(table, a)]
            a = rng.choice(safe)
            T.click(app, f"tile.{a.row}.{a.col}")
            T.click(app, f"face.{a.facing}")
            continue
        doomed = [a for a in acts if leaves_out(table, a)]
        if doomed:
            return rng.choice(doomed)
        a = rng.choice(acts)
        T.click(app, f"tile.{a.row}.{a.col}")
    return None


def red_badge_at(app: App, table, row: int, col: int) -> bool:
    """Is the warning badge drawn on the card (top-left of the lit, lifted card)?"""
    T.run(app, 1)
    rect = table.tile_rect(row, col)
    for lift in (4, 7):  # lit, or lit and under the pointer
        px = app.surface.get_at((rect.centerx, rect.y - lift + 2 - 9))[:3]
        if sum(abs(a - b) for a, b in zip(px, OUT_RED, strict=True)) < 30:
            return True
    return False


@pytest.mark.parametrize("seed", [3, 11])
def test_a_move_that_leaves_you_out_is_marked_and_asks_before_it_is_made(seed):  # FL-8
    app = make_app(seed)
    table = start(app)
    rng = random.Random(seed)
    found = None
    for _ in range(6):  # a few games, until one reaches such a position
        found = play_until_a_move_leaves_out(app, table, rng)
        if found is not None:
            break
        T.run(app, 5)
        table = start(app) if app.top.name != "floriado" else table
    assert found is not None, "no game reached a move that leaves the person out"
    seat = table.match.current_player
    safe = [a for a in moves(table) if not leaves_out(table, a)]

    assert red_badge_at(app, table, found.row, found.col)
    for a in safe:
        assert not red_badge_at(app, table, a.row, a.col), f"{a} is safe but marked"

    # Pointing at it says so before any click.
    tile = T.find(app, f"tile.{found.row}.{found.col}")
    pos = T.to_window(app, tile.rect.center)
    app.step(T.DT, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    text, _ = table.status_text()
    card = table.view()["field"][found.row][found.col]
    assert text in (
        t("fl.status.take_out", card=card_text(card), gain=fmt(table.shown.gain(seat, card)[0])),
        t("fl.status.stand_out", card=card_text(card)),
    ), text

    # The first click only asks; nothing is played.
    taken = table.match.actions_taken
    T.click(app, f"tile.{found.row}.{found.col}")
    T.run(app, 3)
    assert table.match.actions_taken == taken
    assert table.status_text()[0] == t("fl.status.out_ask")
    assert not table.match.session.state.out[seat]

    # A click beside the field takes the question back: the next click asks again.
    T.click_at(app, (4, 700))
    T.click(app, f"tile.{found.row}.{found.col}")
    T.run(app, 3)
    assert table.match.actions_taken == taken

    # The second click on the same card makes the move, and the person is out (FL-8).
    T.click(app, f"tile.{found.row}.{found.col}")
    assert table.match.actions_taken > taken
    assert table.match.session.state.out[seat]


def test_a_safe_move_is_made_by_one_click():
    app = make_app(5)
    table = start(app)
    rng = random.Random(5)
    for _ in range(20000):
        if table.my_turn() and not isinstance(table.match.session.state.legal_actions()[0], Pick):
            break
        if table.my_turn():
            a = rng.choice(table.match.session.state.legal_actions())
            T.click(app, f"tile.{a.row}.{a.col}")
            T.click(app, f"face.{a.facing}")
        else:
            T.run(app, 1)
    safe = [a for a in moves(table) if not leaves_out(table, a)]
    assert safe
    taken = table.match.actions_taken
    T.click(app, f"tile.{safe[0].row}.{safe[0].col}")
    assert table.match.actions_taken > taken  # made (and the bot may have answered)

"""Floriado's typed view (game/games/floriado/view.py): the JSON view read once, field by field."""

from __future__ import annotations

import random

import pytest

from game.core.contract import IllegalAction
from game.games.floriado.cards import Card
from game.games.floriado.rules import RULES
from game.games.floriado.view import Pawn, View


def test_the_typed_view_holds_what_the_json_view_says() -> None:
    """FL-11: every seat's view, typed, at every step of a game, says the same as its JSON."""
    state = RULES.new_game(2, 5, {"start_player": 0})
    rng = random.Random(5)
    while True:
        for seat in range(2):
            raw = state.view(seat)
            v = View.of(raw)
            assert v.seat == seat and v.current_player == raw["current_player"]
            for r, row in enumerate(raw["field"]):
                for c, cell in enumerate(row):
                    card = v.card_at(r, c)
                    assert (cell is None) == (card is None)
                    assert card is None or card.to_json() == cell
            for p, pawn in enumerate(raw["pawns"]):
                assert v.pawns[p] == (None if pawn is None else Pawn(**pawn))
            assert [[list(pile) for pile in piles] for piles in v.piles] == raw["piles"]
            assert list(v.out) == raw["out"] and list(v.revenue) == raw["revenue"]
            for kind in range(len(v.piles[seat])):  # FL-6 as the rules' own check says it
                pile = raw["piles"][seat][kind]
                for flowers in (1, 4, 7):
                    takes = not pile or flowers < pile[-1]
                    assert v.takes(seat, Card(kind, flowers)) == takes
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    assert View.of(state.view(0)).is_over


@pytest.mark.parametrize("seed", range(12))
def test_fl11_the_states_typed_view_is_its_json_view_read(seed: int) -> None:
    """FL-11: what the rules hand out typed is what their JSON view says, for every seat at
    every step of random games (the view the server sends and the one the bots read agree)."""
    state = RULES.new_game(2, seed)
    rng = random.Random(seed)
    positions = 0
    while True:
        for seat in range(2):
            typed = state.typed_view(seat)
            assert typed == View.of(state.view(seat))
            assert typed.end_reason == state.end_reason and typed.is_over == state.is_over
            positions += 1
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    assert positions > 2 * 10  # a whole game: more than a few turns
    with pytest.raises(IllegalAction):
        state.typed_view(2)  # no third seat (FL-3: two players)

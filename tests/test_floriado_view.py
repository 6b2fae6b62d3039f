"""Floriado's typed view (game/games/floriado/view.py): the JSON view read once, field by field."""

from __future__ import annotations

import random

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

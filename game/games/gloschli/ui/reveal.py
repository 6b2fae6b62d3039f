"""Gloschli's table in a review (game/ui/table/review.py): every card face up."""

from __future__ import annotations

from game.games.gloschli.cards import card_json


def open_view(state, view: dict) -> dict:
    """``view`` with every card in the rows and the drawn card known (the game is over,
    nothing is secret any more); the draw pile stays a back."""
    rows = state.rows
    view["slots"] = [
        [None if c is None else {**c, "card": card_json(rows[s][i])} for i, c in enumerate(r)]
        for s, r in enumerate(view["slots"])
    ]
    if view["drawn"] is not None and state.drawn >= 0:
        view["drawn"] = {**view["drawn"], "card": card_json(state.drawn)}
    return view

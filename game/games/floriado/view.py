"""Floriado's view as a typed value: what a seat sees (FL-11: everything), read once from the
view's JSON (``rules.view``, the wire, a preview) by the table and the coach's narration.

The engine, the server and the saves keep the JSON form; this is its reading inside the game,
so a key misspelt or a card's field read as the wrong type is a type error, not a KeyError at
the table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.games.floriado.cards import Card


@dataclass(frozen=True)
class Pawn:
    """A seat's pawn on the field and where it faces (FL-4, FL-5)."""

    row: int
    col: int
    facing: str


@dataclass(frozen=True)
class View:
    """One seat's view of a Floriado game (the JSON keys of ``FloriadoState.view``)."""

    seat: int
    players: int
    current_player: int | None
    start_player: int
    field: tuple[tuple[Card | None, ...], ...]  # rows of cards, None where none lies
    pawns: tuple[Pawn | None, ...]  # per seat, None before its first pick
    piles: tuple[tuple[tuple[int, ...], ...], ...]  # per seat and kind: the flowers, in order
    out: tuple[bool, ...]  # per seat: no card in reach for good (FL-8)
    revenue: tuple[float, ...]  # per seat (FL-9)
    actions_taken: int
    is_over: bool
    end_reason: str | None

    @classmethod
    def of(cls, view: dict[str, Any]) -> View:
        """The typed view of a view's JSON (as ``FloriadoState.view`` gives it)."""
        return cls(
            seat=view["seat"],
            players=view["players"],
            current_player=view["current_player"],
            start_player=view["start_player"],
            field=tuple(
                tuple(None if c is None else Card(c["kind"], c["flowers"]) for c in row)
                for row in view["field"]
            ),
            pawns=tuple(
                None if p is None else Pawn(p["row"], p["col"], p["facing"]) for p in view["pawns"]
            ),
            piles=tuple(tuple(tuple(pile) for pile in seat) for seat in view["piles"]),
            out=tuple(view["out"]),
            revenue=tuple(view["revenue"]),
            actions_taken=view["actions_taken"],
            is_over=view["is_over"],
            end_reason=view["end_reason"],
        )

    def card_at(self, row: int, col: int) -> Card | None:
        return self.field[row][col]

    def takes(self, seat: int, card: Card) -> bool:
        """FL-6: would ``seat`` take ``card`` onto its pile of that kind?"""
        pile = self.piles[seat][card.kind]
        return not pile or card.flowers < pile[-1]

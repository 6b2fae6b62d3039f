"""Floriado's card table (FL-1), field (FL-2), payout table (FL-9) and tie-breaks (FL-10).

Everything the rules count with lives here, so that a printed edition's values can be dropped
in without touching ``rules.py``. Inside the engine a card is a small int, its *id*:
``kind * FLOWERS + (flowers - 1)`` (0..39); a field space is ``row * COLS + col`` (0..39).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from game.core.validate import brief

KINDS = 5  # FL-1: five flower kinds, numbered 0..4
FLOWERS = 8  # FL-1: 1..8 flowers per kind, one card of each
# FL-1: bees shown on a card by its flowers (decoration only, no effect on play).
BEES: dict[int, int] = {7: 1, 8: 2}

ROWS = 5  # FL-2
COLS = 8  # FL-2
SPACES = ROWS * COLS

# FL-4/FL-5: facings and moving directions, as (row step, col step). Row 0 is the top row.
FACINGS: tuple[str, ...] = ("up", "down", "left", "right")
DELTAS: tuple[tuple[int, int], ...] = ((-1, 0), (1, 0), (0, -1), (0, 1))
BACKWARD: tuple[int, ...] = (1, 0, 3, 2)  # the facing opposite each facing

# FL-9: what a pile pays by its number of cards (index 0: no pile).
PAYOUT: tuple[float, ...] = (0.0, 0.75, 2.0, 4.0, 7.0, 12.0, 18.0, 25.0, 33.0)
# FL-10: the keys compared to find the winners, in order; higher is better for each.
# "revenue" (FL-9), then (house) "cards": the number of cards taken in all piles.
TIE_BREAKS: tuple[str, ...] = ("revenue", "cards")

# House, safety (not in the source sheet): a move may end on a card that is not taken (FL-6),
# so two players could walk forever without taking anything. A game that reaches this many
# actions ends and is scored as it stands. Uniform random play never comes near it.
ACTION_CAP = 1000


class Card(NamedTuple):
    """One flower card."""

    kind: int  # 0..KINDS-1
    flowers: int  # 1..FLOWERS

    @property
    def id(self) -> int:
        return self.kind * FLOWERS + self.flowers - 1

    @property
    def bees(self) -> int:
        return BEES.get(self.flowers, 0)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "flowers": self.flowers}


# FL-1: the 40 cards, indexed by id.
DECK: tuple[Card, ...] = tuple(Card(k, f) for k in range(KINDS) for f in range(1, FLOWERS + 1))


def card_from_json(data: object) -> Card:
    """A card from its JSON form; ValueError if it is not one of the 40 cards."""
    if not isinstance(data, dict) or set(data) != {"kind", "flowers"}:
        raise ValueError(f"a card is an object with 'kind' and 'flowers', not {brief(data)}")
    kind, flowers = data["kind"], data["flowers"]
    if type(kind) is not int or type(flowers) is not int:
        raise ValueError(f"no such card: {brief(data)}")
    if not (0 <= kind < KINDS and 1 <= flowers <= FLOWERS):
        raise ValueError(f"no such card: {brief(data)}")
    return DECK[kind * FLOWERS + flowers - 1]


def payout(pile_size: int) -> float:
    """FL-9: what one pile of ``pile_size`` cards pays."""
    return PAYOUT[pile_size]

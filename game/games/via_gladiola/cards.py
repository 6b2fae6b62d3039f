"""Via Gladiola's card table (VG-1..VG-4) and the numbers of its rules.

The blister values are this edition's (house) choice: a printed edition's real values can be
dropped in here without touching the rules.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from game.core.validate import brief

# VG-1: blisters of the distance cards 1..49, index 0 is km 1.
DISTANCE_BLISTERS: tuple[int, ...] = (
    1, 0, 2, 1, 0, 3, 1, 0, 2, 1,
    0, 2, 5, 1, 0, 2, 1, 3, 0, 1,
    4, 0, 1, 2, 0, 1, 3, 2, 5, 0,
    1, 2, 0, 3, 1, 4, 2, 0, 1, 3,
    2, 0, 1, 5, 2, 1, 3, 4, 2,
)  # fmt: skip
FINISH_BLISTERS: tuple[int, ...] = (0, 0, 1, 1, 2, 2)  # VG-2
GLADIOLA_BLISTERS: tuple[int, ...] = (1, 2, 2, 3, 3, 4, 4, 5)  # VG-3
DAYS = 4  # VG-4: one start card per day
FINISH_KM = 50
HAND_SIZE = 8  # VG-6
MAX_STEP = 15  # VG-8
# VG-9: (largest difference, cards drawn), first band that fits.
DRAW_BANDS: tuple[tuple[int, int], ...] = ((5, 0), (10, 1), (15, 2))
ACTION_CAP = 2000  # VG-19

DISTANCE, FINISH, GLADIOLA, START = "distance", "finish", "gladiola", "start"
KINDS = (DISTANCE, FINISH, GLADIOLA, START)


class Card(NamedTuple):
    """One card; equal cards (two Finish cards with 1 blister) are interchangeable."""

    kind: str
    value: int | None
    blisters: int

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "value": self.value, "blisters": self.blisters}

    @property
    def km(self) -> int:
        """The distance it walks to (a start card: 0 km; a Gladiola, which has none: 0)."""
        return self.value or 0

    def sort_key(self) -> tuple[bool, int, int]:
        return (self.kind == GLADIOLA, self.value or 0, self.blisters)

    def inventory_id(self) -> tuple[str, int, int]:
        return (self.kind, -1 if self.value is None else self.value, self.blisters)


def card_from_json(data: object) -> Card:
    """A card from its JSON form; ValueError if it is not a card of this game."""
    if not isinstance(data, dict) or len(data) != 3:
        raise ValueError("a card must be an object with kind, value and blisters")
    kind, value, blisters = data.get("kind"), data.get("value"), data.get("blisters")
    # Exact types: 13.0 == 13 and True == 1 would pass the set test, then break apply.
    if (
        type(kind) is not str
        or type(blisters) is not int
        or not (value is None or type(value) is int)
    ):
        raise ValueError("a card's kind is text, its value and blisters whole numbers")
    card = Card(kind, value, blisters)
    if card not in ALL_CARDS_SET:
        raise ValueError(f"no such card: {brief(data)}")
    return card


def start_card(day: int) -> Card:
    # Start cards carry no blisters; their "value" is the 0 km they stand for, the day is
    # given by their position (one per day), so all four are the same Card value.
    return Card(START, 0, 0)


DECK: tuple[Card, ...] = (
    tuple(Card(DISTANCE, km, b) for km, b in enumerate(DISTANCE_BLISTERS, start=1))
    + tuple(Card(FINISH, FINISH_KM, b) for b in FINISH_BLISTERS)
    + tuple(Card(GLADIOLA, None, b) for b in GLADIOLA_BLISTERS)
)
START_CARDS: tuple[Card, ...] = tuple(start_card(d) for d in range(1, DAYS + 1))
ALL_CARDS_SET = frozenset(DECK) | frozenset(START_CARDS)


def _band(difference: int) -> int | None:
    for limit, draws in DRAW_BANDS:
        if difference <= limit:
            return draws
    return None


# VG-9 as a table by difference (index 0 unused): legal_actions and the bots' rollouts ask it
# for every card in hand on every move.
_DRAWS: tuple[int | None, ...] = tuple(_band(d) for d in range(DRAW_BANDS[-1][0] + 1))


def draws_for(difference: int) -> int | None:
    """Cards drawn after walking ``difference`` km past the top card; None if not allowed."""
    if 1 <= difference < len(_DRAWS):
        return _DRAWS[difference]
    return None

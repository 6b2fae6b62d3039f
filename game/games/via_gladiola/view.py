"""Via Gladiola's view as a typed value: what one seat sees of a game (VG-20: its own hand, the
others' sizes; VG-16: every hand once the game is over), made by the rules
(``ViaGladiolaState.typed_view``) and read once from the view's JSON (the wire, a bot's view) by the
table, the narration and the bots.

The engine's contract, the server and the saves keep the JSON form (``View.to_json``, the keys
listed in rules.py); inside the game a key misspelt or a card read as the wrong type is a type
error, not a KeyError at the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.games.via_gladiola.cards import Card, card_from_json

GAME = "via_gladiola"


def cards_of(data: Any) -> tuple[Card, ...]:
    """Cards from their JSON list; ValueError for anything that is not a list of cards."""
    if not isinstance(data, list):
        raise ValueError("cards are a list")
    return tuple(card_from_json(c) for c in data)


def cards_json(cards: Sequence[Card]) -> list[dict[str, Any]]:
    return [c.to_json() for c in cards]


@dataclass(frozen=True)
class Options:
    """The game's options as the view shows them (rules.py: ``default_options``)."""

    last_card: bool  # VG-18
    start_player: int  # VG-7: -1 at random

    def to_json(self) -> dict[str, Any]:
        return {"last_card": self.last_card, "start_player": self.start_player}


@dataclass(frozen=True)
class Day:
    """A finished day's walk (VG-12); a recycled one keeps only its start card (VG-14)."""

    day: int
    cards: tuple[Card, ...]
    recycled: bool

    def to_json(self) -> dict[str, Any]:
        return {"day": self.day, "cards": cards_json(self.cards), "recycled": self.recycled}


@dataclass(frozen=True)
class Laid:
    """A Gladiola laid beside the walk on Day 4 (VG-11), and by whom."""

    seat: int
    card: Card

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "card": self.card.to_json()}


@dataclass(frozen=True)
class View:
    """One seat's view of a Via Gladiola game (the JSON keys of ``ViaGladiolaState.view``)."""

    seat: int
    players: int
    current_player: int | None
    start_player: int
    options: Options
    day: int  # 1..DAYS
    walk_pile: tuple[Card, ...]  # top last, starting with the day's start card
    hand: tuple[Card, ...]  # the seat's own cards, sorted (empty for a watcher)
    hand_sizes: tuple[int, ...]
    draw_pile: int  # cards left in it
    completed_days: tuple[Day, ...]
    gladiolas_laid: tuple[Laid, ...]
    actions_taken: int
    is_over: bool
    end_reason: str | None  # None, "finish", "last_card" or "cap"
    hands: tuple[tuple[Card, ...], ...] | None = None  # every hand: a finished game, a review

    @property
    def top(self) -> int:
        """The walk pile's top card's km (a start card stands for 0 km)."""
        return self.walk_pile[-1].km if self.walk_pile else 0

    def left_to_draw(self) -> int:
        """Cards still to draw: the draw pile and the finished days not yet used (VG-14)."""
        return self.draw_pile + sum(len(d.cards) for d in self.completed_days if not d.recycled)

    @classmethod
    def of(cls, view: dict[str, Any]) -> View:
        """The typed view of a view's JSON (as ``ViaGladiolaState.view`` gives it); ValueError
        (or KeyError, TypeError) for a view that is not one."""
        options = view["options"]
        hands = view.get("hands")
        # A watcher's view holds what every seat sees alike (game/net/public.py): no seat, and
        # a hand's cards left out. Its hand is no cards, as rules.public_view gives it.
        watcher = view["seat"] is None and not view["is_over"]
        return cls(
            seat=view["seat"],
            players=view["players"],
            current_player=view["current_player"],
            start_player=view["start_player"],
            options=Options(bool(options["last_card"]), int(options["start_player"])),
            day=view["day"],
            walk_pile=cards_of(view["walk_pile"]),
            hand=() if watcher else cards_of(view["hand"]),
            hand_sizes=tuple(view["hand_sizes"]),
            draw_pile=view["draw_pile"],
            completed_days=tuple(
                Day(d["day"], cards_of(d["cards"]), d["recycled"]) for d in view["completed_days"]
            ),
            gladiolas_laid=tuple(
                Laid(g["seat"], card_from_json(g["card"])) for g in view["gladiolas_laid"]
            ),
            actions_taken=view["actions_taken"],
            is_over=view["is_over"],
            end_reason=view["end_reason"],
            hands=None if hands is None else tuple(cards_of(h) for h in hands),
        )

    def to_json(self) -> dict[str, Any]:
        """The view's JSON: the engine's, the wire's and the browser's form of it."""
        data: dict[str, Any] = {
            "game": GAME,
            "seat": self.seat,
            "players": self.players,
            "current_player": self.current_player,
            "start_player": self.start_player,
            "options": self.options.to_json(),
            "day": self.day,
            "walk_pile": cards_json(self.walk_pile),
            "hand": cards_json(self.hand),
            "hand_sizes": list(self.hand_sizes),
            "draw_pile": self.draw_pile,
            "completed_days": [d.to_json() for d in self.completed_days],
            "gladiolas_laid": [g.to_json() for g in self.gladiolas_laid],
            "actions_taken": self.actions_taken,
            "is_over": self.is_over,
            "end_reason": self.end_reason,
        }
        if self.hands is not None:
            data["hands"] = [cards_json(h) for h in self.hands]
        return data


ViewData = dict[str, Any] | View  # a view as game/ai hands it over (its JSON), or read already


def as_view(view: ViewData) -> View:
    """``view`` typed: read from its JSON unless it is typed already."""
    return view if isinstance(view, View) else View.of(view)

"""High card: a two-card-per-trick game that exists only for the tests.

Cards 1..9; each of the two players gets three, unseen by the other; the other three stay face
down in a stock nobody sees. The leader plays a card face up, the other answers; the higher
card wins the trick and leads the next. After three tricks the most tricks wins (a tie is
shared). Built on the engine contract alone, as a new game would be.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from game.core.contract import (
    Action,
    BaseRules,
    Event,
    IllegalAction,
    Result,
    Rng,
    TurnState,
    decode_event,
    rng_from,
)

NAME = "high_card"
DECK = tuple(range(1, 10))
HAND = 3
TRICKS = 3


@dataclass(frozen=True)
class Play(Action):
    type = "play"
    card: int


@dataclass(frozen=True)
class Played(Event):
    type = "played"
    seat: int
    card: int


@dataclass(frozen=True)
class TrickWon(Event):
    type = "trick_won"
    seat: int
    tricks: int


@dataclass(frozen=True)
class GameEnded(Event):
    type = "game_ended"
    reason: str


_EVENTS: tuple[type[Event], ...] = (Played, TrickWon, GameEnded)


class HighCardState(TurnState):
    __slots__ = (
        "players",
        "hands",
        "stock",
        "trick",
        "won",
        "tricks",
        "current",
        "start",
        "end_reason",
        "rng",
        "actions_taken",
    )

    def __init__(self) -> None:
        self.players = 2
        self.hands: list[list[int]] = [[], []]
        self.stock: list[int] = []
        self.trick: list[tuple[int, int]] = []  # (seat, card) on the table now
        self.won: list[int] = []  # cards of finished tricks
        self.tricks = [0, 0]
        self.current = 0
        self.start = 0
        self.end_reason: str | None = None
        self.rng = Rng(0)
        self.actions_taken = 0

    def legal_actions(self) -> list[Action]:
        if self.is_over:
            return []
        return [Play(c) for c in sorted(self.hands[self.current])]

    def why_illegal(self, action: Any) -> str | None:
        if self.is_over:
            return "The game is over."
        if not isinstance(action, Play):
            return "Only a card can be played."
        if action.card not in self.hands[self.current]:
            return "That card is not in your hand."
        return None

    def _apply(self, action: Any) -> list[Event]:
        seat = self.current
        self.hands[seat].remove(action.card)
        self.trick.append((seat, action.card))
        self.actions_taken += 1
        events: list[Event] = [Played(seat, action.card)]
        if len(self.trick) < 2:
            self.current = 1 - seat
            return events
        winner = max(self.trick, key=lambda sc: sc[1])[0]
        self.tricks[winner] += 1
        self.won.extend(c for _, c in self.trick)
        self.trick = []
        events.append(TrickWon(winner, self.tricks[winner]))
        self.current = winner
        if sum(self.tricks) == TRICKS:
            self.end_reason = "tricks"
            events.append(GameEnded("tricks"))
        return events

    def clone(self) -> HighCardState:
        return _load(json.loads(self.to_json()))

    def result(self) -> Result:
        if self.end_reason is None:
            raise IllegalAction("The game is not over yet.")
        best = max(self.tricks)
        winners = tuple(p for p in range(2) if self.tricks[p] == best)
        return Result(tuple(float(t) for t in self.tricks), winners)

    def view(self, seat: int) -> dict:
        if type(seat) is not int or not 0 <= seat < 2:
            raise ValueError(f"no seat {seat!r} in a two-player game")
        return {
            "game": NAME,
            "seat": seat,
            "players": 2,
            "current_player": self.current_player,
            "start_player": self.start,
            "options": {},
            "hand": sorted(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "trick": [{"seat": s, "card": c} for s, c in self.trick],
            "won": list(self.won),
            "tricks": list(self.tricks),
            "stock": len(self.stock),
            "actions_taken": self.actions_taken,
            "is_over": self.is_over,
        }

    def card_inventory(self) -> list:
        cards = [*self.hands[0], *self.hands[1], *self.stock, *self.won]
        return sorted(cards + [c for _, c in self.trick])

    def to_json(self) -> str:
        return json.dumps(
            {
                "game": NAME,
                "version": 1,
                "players": 2,
                "hands": self.hands,
                "stock": self.stock,
                "trick": [list(x) for x in self.trick],
                "won": self.won,
                "tricks": self.tricks,
                "current": self.current,
                "start": self.start,
                "end_reason": self.end_reason,
                "rng": self.rng.state,
                "actions_taken": self.actions_taken,
            },
            sort_keys=True,
        )


def _ints(value: Any, n: int | None = None) -> list[int]:
    if not isinstance(value, list) or (n is not None and len(value) != n):
        raise IllegalAction("Not a saved high card game.")
    if not all(type(v) is int and v in DECK for v in value):
        raise IllegalAction("Not a saved high card game.")
    return list(value)


def _load(data: dict) -> HighCardState:
    keys = {"game", "version", "players", "hands", "stock", "trick", "won", "tricks", "current"}
    keys |= {"start", "end_reason", "rng", "actions_taken"}
    if set(data) != keys or data["game"] != NAME or data["version"] != 1 or data["players"] != 2:
        raise IllegalAction("Not a saved high card game.")
    s = HighCardState()
    hands = data["hands"]
    if not isinstance(hands, list) or len(hands) != 2:
        raise IllegalAction("Not a saved high card game.")
    s.hands = [_ints(h) for h in hands]
    s.stock = _ints(data["stock"])
    trick = data["trick"]
    if not isinstance(trick, list) or len(trick) > 1:
        raise IllegalAction("Not a saved high card game.")
    for t in trick:
        if not isinstance(t, list) or len(t) != 2 or t[0] not in (0, 1) or type(t[0]) is not int:
            raise IllegalAction("Not a saved high card game.")
        s.trick.append((t[0], _ints([t[1]])[0]))
    s.won = _ints(data["won"])
    tricks = data["tricks"]
    if not isinstance(tricks, list) or len(tricks) != 2:
        raise IllegalAction("Not a saved high card game.")
    if not all(type(t) is int and 0 <= t <= TRICKS for t in tricks):
        raise IllegalAction("Not a saved high card game.")
    s.tricks = list(tricks)
    for key in ("current", "start"):
        if data[key] not in (0, 1) or type(data[key]) is not int:
            raise IllegalAction("Not a saved high card game.")
    s.current, s.start = data["current"], data["start"]
    if data["end_reason"] not in (None, "tricks"):
        raise IllegalAction("Not a saved high card game.")
    s.end_reason = data["end_reason"]
    if type(data["rng"]) is not int or not 0 <= data["rng"] < 1 << 64:
        raise IllegalAction("Not a saved high card game.")
    s.rng = Rng(data["rng"])
    if type(data["actions_taken"]) is not int or not 0 <= data["actions_taken"] <= 2 * TRICKS:
        raise IllegalAction("Not a saved high card game.")
    s.actions_taken = data["actions_taken"]
    if sorted(s.card_inventory()) != list(DECK) or s.actions_taken != len(s.won) + len(s.trick):
        raise IllegalAction("Not a saved high card game.")
    if sum(s.tricks) * 2 != len(s.won) or (s.end_reason is None) != (sum(s.tricks) < TRICKS):
        raise IllegalAction("Not a saved high card game.")
    return s


class HighCardRules(BaseRules):
    name = NAME
    min_players = 2
    max_players = 2
    default_options: dict = {}

    def public_view(self, state: HighCardState, seat: int) -> dict:
        """A watcher sees the tricks, not the hands."""
        return {**state.view(seat), "hand": []}

    def new_game(self, players: int = 2, seed: int = 0, options: dict | None = None):
        self.check_players(players)
        self.options(options)
        s = HighCardState()
        s.rng = Rng(seed)
        deck = list(DECK)
        s.rng.shuffle(deck)
        s.hands = [sorted(deck[:HAND]), sorted(deck[HAND : 2 * HAND])]
        s.stock = deck[2 * HAND :]
        s.start = s.current = s.rng.randrange(2)
        return s

    def event_from_json(self, data: Any) -> Event:
        """An event from its JSON form (what a room server sends); IllegalAction otherwise."""
        return decode_event(data, _EVENTS)

    def action_from_json(self, data: Any) -> Action:
        if not isinstance(data, dict) or set(data) != {"type", "card"} or data["type"] != "play":
            raise IllegalAction("A high card action is {'type': 'play', 'card': n}.")
        card = data["card"]
        if type(card) is not int or card not in DECK:
            raise IllegalAction("A card is a whole number from 1 to 9.")
        return Play(card)

    def sample(self, view: dict, rng: Any) -> HighCardState:
        """A world that fits ``view``: the unseen cards dealt at random."""
        seat = view["seat"]
        s = HighCardState()
        s.hands[seat] = list(view["hand"])
        s.trick = [(t["seat"], t["card"]) for t in view["trick"]]
        s.won = list(view["won"])
        s.tricks = list(view["tricks"])
        seen = set(s.hands[seat]) | set(s.won) | {c for _, c in s.trick}
        unseen = [c for c in DECK if c not in seen]
        r = rng_from(rng)
        r.shuffle(unseen)
        n = view["hand_sizes"][1 - seat]
        s.hands[1 - seat] = sorted(unseen[:n])
        s.stock = unseen[n:]
        s.start = view["start_player"]
        cur = view["current_player"]
        s.current = cur if cur is not None else s.start
        s.end_reason = "tricks" if view["is_over"] else None
        s.rng = r
        s.actions_taken = view["actions_taken"]
        return s

    def reveals(self, events: Any, own: bool) -> bool:
        return not own  # a card played by the other seat is news; one's own is not


RULES = HighCardRules()

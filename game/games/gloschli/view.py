"""Gloschli's view as a typed value: what one seat sees of a game (GL-33: a card only where
the seat has seen it, who knows which card, the drawn card, the power being played, the rounds
scored), made by the rules (``GloschliState.typed_view``) and read once from the view's JSON
(the wire, a bot's or the coach's view) by the narration and the bots.

The engine's contract, the server and the saves keep the JSON form (``View.to_json``, the keys
listed in rules.py); inside the game a key misspelt or a card read as the wrong type is a type
error, not a KeyError.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.games.gloschli.cards import FACES, POWER_NAMES, card_from_json, card_json

GAME = "gloschli"


@dataclass(frozen=True)
class Card:
    """A card's face as the view shows it (cards.FACES: its name, points and power)."""

    face: int

    @property
    def name(self) -> str:
        return FACES[self.face].name

    @property
    def points(self) -> int:
        return FACES[self.face].points

    @property
    def power(self) -> str:
        return POWER_NAMES[FACES[self.face].power]

    @classmethod
    def of(cls, data: Any) -> Card:
        """A card from its JSON (its ``face`` is what counts); ValueError if it is none."""
        return cls(card_from_json(data))

    def to_json(self) -> dict[str, Any]:
        return card_json(self.face)


def _seq(data: Any) -> tuple[Any, ...]:
    """A JSON list as a tuple; TypeError for anything else (a text is no list of seats)."""
    if not isinstance(data, list | tuple):
        raise TypeError(f"a list is expected, not {type(data).__name__}")
    return tuple(data)


def _card(data: Any) -> Card | None:
    return None if data is None else Card.of(data)


def _json(card: Card | None) -> dict[str, Any] | None:
    return None if card is None else card.to_json()


@dataclass(frozen=True)
class Options:
    """The game's options as the view shows them (rules.py: ``default_options``)."""

    target: int  # GL-31
    start_player: int  # GL-18: -1 at random
    memory_aid: bool  # GL-34

    def to_json(self) -> dict[str, Any]:
        return {
            "target": self.target,
            "start_player": self.start_player,
            "memory_aid": self.memory_aid,
        }


@dataclass(frozen=True)
class Slot:
    """A card in a seat's row: its face if the seat has seen it, who has (GL-33), and whether
    it lies face up (the Chötzli's STOP, GL-24)."""

    card: Card | None
    known_by: tuple[int, ...]
    face_up: bool

    def to_json(self) -> dict[str, Any]:
        return {"card": _json(self.card), "known_by": list(self.known_by), "face_up": self.face_up}


@dataclass(frozen=True)
class Drawn:
    """The card drawn from the deck and not yet placed (GL-19): its face for who has seen it."""

    seat: int
    card: Card | None
    known_by: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "card": _json(self.card), "known_by": list(self.known_by)}


@dataclass(frozen=True)
class Place:
    """A slot of a seat's row."""

    seat: int
    slot: int


@dataclass(frozen=True)
class Pending:
    """A power being played (GL-19 A-1): its name, its step and the first place picked."""

    power: str
    step: int  # 0 or 1
    first: Place | None

    def to_json(self) -> dict[str, Any]:
        first = None if self.first is None else {"seat": self.first.seat, "slot": self.first.slot}
        return {"power": self.power, "step": self.step, "first": first}


@dataclass(frozen=True)
class Breakdown:
    """A scored round, every card revealed (GL-28..GL-30): per seat the cards, their raw
    points, whether Pferd capped them, what counted, the penalty and the points added."""

    round: int
    start_player: int
    caller: int | None
    capped: bool  # GL-32: the round hit its action cap
    cards: tuple[tuple[Card, ...], ...]
    raw: tuple[int, ...]
    pferd: tuple[bool, ...]
    counted: tuple[int, ...]  # after Pferd's cap and a combo
    penalty: tuple[int, ...]
    points: tuple[int, ...]
    combo: tuple[str, ...]  # the combo cards' names (GL-30)
    totals: tuple[int, ...]  # after the round (GL-31)

    @classmethod
    def of(cls, b: dict[str, Any], card: Callable[[Any], Card] = Card.of) -> Breakdown:
        """From a breakdown's JSON, or with ``card=Card`` from the engine's own record (its
        cards are faces)."""
        return cls(
            round=b["round"],
            start_player=b["start_player"],
            caller=b["caller"],
            capped=b["capped"],
            cards=tuple(tuple(card(c) for c in row) for row in b["cards"]),
            raw=_seq(b["raw"]),
            pferd=_seq(b["pferd"]),
            counted=_seq(b["counted"]),
            penalty=_seq(b["penalty"]),
            points=_seq(b["points"]),
            combo=_seq(b["combo"]),
            totals=_seq(b["totals"]),
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "start_player": self.start_player,
            "caller": self.caller,
            "capped": self.capped,
            "cards": [[c.to_json() for c in row] for row in self.cards],
            "raw": list(self.raw),
            "pferd": list(self.pferd),
            "counted": list(self.counted),
            "penalty": list(self.penalty),
            "points": list(self.points),
            "combo": list(self.combo),
            "totals": list(self.totals),
        }


@dataclass(frozen=True)
class View:
    """One seat's view of a Gloschli game (the JSON keys of ``GloschliState.view``)."""

    seat: int
    players: int
    current_player: int | None
    options: Options
    phase: str  # "peek", "turn", "drawn", "power", "end" or "over"
    round: int
    round_start_player: int
    first_start_player: int
    slots: tuple[tuple[Slot | None, ...], ...]  # per seat; None where a card was matched away
    discard: tuple[Card, ...]  # top last
    deck: int  # cards left
    deck_top: Card | None  # only if the seat has seen it
    deck_top_known_by: tuple[int, ...]
    drawn: Drawn | None
    pending: Pending | None
    peeks_left: tuple[int, ...]
    caller: int | None
    protected: tuple[int, ...]
    turns_left: int | None  # turns still to play after a call
    totals: tuple[int, ...]
    rounds: tuple[Breakdown, ...]
    last_round: Breakdown | None
    round_actions: int
    actions_taken: int
    is_over: bool
    winners: tuple[int, ...] | None

    @property
    def row(self) -> tuple[Slot | None, ...]:
        """The seat's own row."""
        return self.slots[self.seat]

    @property
    def top(self) -> Card | None:
        """The discard pile's top card, None while it is empty."""
        return self.discard[-1] if self.discard else None

    def card(self, seat: int, slot: int) -> Card | None:
        """The card in ``seat``'s ``slot`` if this seat has seen it (None: unseen or empty)."""
        row = self.slots[seat] if 0 <= seat < len(self.slots) else ()
        cell = row[slot] if 0 <= slot < len(row) else None
        return None if cell is None else cell.card

    @classmethod
    def of(cls, view: dict[str, Any]) -> View:
        """The typed view of a view's JSON (as ``GloschliState.view`` gives it); ValueError
        (or KeyError, TypeError) for a view that is not one."""
        options, drawn, pending = view["options"], view["drawn"], view["pending"]
        first = None if pending is None else pending["first"]
        last = view["last_round"]
        winners = view["winners"]
        return cls(
            seat=view["seat"],
            players=view["players"],
            current_player=view["current_player"],
            options=Options(options["target"], options["start_player"], options["memory_aid"]),
            phase=view["phase"],
            round=view["round"],
            round_start_player=view["round_start_player"],
            first_start_player=view["first_start_player"],
            slots=tuple(
                tuple(
                    None
                    if c is None
                    else Slot(_card(c["card"]), _seq(c["known_by"]), bool(c["face_up"]))
                    for c in row
                )
                for row in view["slots"]
            ),
            discard=tuple(Card.of(c) for c in view["discard"]),
            deck=view["deck"],
            deck_top=_card(view["deck_top"]),
            deck_top_known_by=_seq(view["deck_top_known_by"]),
            drawn=None
            if drawn is None
            else Drawn(drawn["seat"], _card(drawn["card"]), _seq(drawn["known_by"])),
            pending=None
            if pending is None
            else Pending(
                pending["power"],
                pending["step"],
                None if first is None else Place(first["seat"], first["slot"]),
            ),
            peeks_left=_seq(view["peeks_left"]),
            caller=view["caller"],
            protected=_seq(view["protected"]),
            turns_left=view["turns_left"],
            totals=_seq(view["totals"]),
            rounds=tuple(Breakdown.of(b) for b in view["rounds"]),
            last_round=None if last is None else Breakdown.of(last),
            round_actions=view["round_actions"],
            actions_taken=view["actions_taken"],
            is_over=view["is_over"],
            winners=None if winners is None else _seq(winners),
        )

    def to_json(self) -> dict[str, Any]:
        """The view's JSON: the engine's, the wire's and the browser's form of it."""
        return {
            "game": GAME,
            "seat": self.seat,
            "players": self.players,
            "current_player": self.current_player,
            "options": self.options.to_json(),
            "phase": self.phase,
            "round": self.round,
            "round_start_player": self.round_start_player,
            "first_start_player": self.first_start_player,
            "slots": [[None if c is None else c.to_json() for c in row] for row in self.slots],
            "discard": [c.to_json() for c in self.discard],
            "deck": self.deck,
            "deck_top": _json(self.deck_top),
            "deck_top_known_by": list(self.deck_top_known_by),
            "drawn": None if self.drawn is None else self.drawn.to_json(),
            "pending": None if self.pending is None else self.pending.to_json(),
            "peeks_left": list(self.peeks_left),
            "caller": self.caller,
            "protected": list(self.protected),
            "turns_left": self.turns_left,
            "totals": list(self.totals),
            "rounds": [b.to_json() for b in self.rounds],
            "last_round": None if self.last_round is None else self.last_round.to_json(),
            "round_actions": self.round_actions,
            "actions_taken": self.actions_taken,
            "is_over": self.is_over,
            "winners": None if self.winners is None else list(self.winners),
        }


ViewData = dict[str, Any] | View  # a view as game/ai hands it over (its JSON), or read already


def as_view(view: ViewData) -> View:
    """``view`` typed: read from its JSON unless it is typed already."""
    return view if isinstance(view, View) else View.of(view)

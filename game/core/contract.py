"""What every game shares: errors, results, events, actions and randomness.

The engine is pure Python: no pygame, no I/O, no clock. Randomness lives inside each state
(a seeded :class:`Rng`), so a game is fully determined by its players, seed, options and
action list (ALL-1).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

from game.core.validate import brief

_MASK64 = (1 << 64) - 1


class IllegalAction(ValueError):
    """An action that is not legal now; the state it was offered to is unchanged (ALL-3)."""


@dataclass(frozen=True)
class Result:
    """The end of a game: one score per seat and the winning seats (ties share the win)."""

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    # Game-specific figures the results screen explains (tie-breaks, penalties ...).
    details: tuple[tuple[str, Any], ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "scores": list(self.scores),
            "winners": list(self.winners),
            "details": {k: v for k, v in self.details},
        }


class Rng:
    """A small seeded generator (SplitMix64) whose whole state is one int.

    Cheap to clone and to store in a save file, and identical on every Python
    (desktop, pygbag, Pyodide). Offers the subset of ``random.Random`` the engine uses.
    """

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK64

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        return self.next64() % n

    def random(self) -> float:
        return (self.next64() >> 11) / float(1 << 53)

    def choice(self, seq: Sequence[Any]) -> Any:
        return seq[self.randrange(len(seq))]

    def shuffle(self, items: list[Any]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.randrange(i + 1)
            items[i], items[j] = items[j], items[i]

    def clone(self) -> Rng:
        return Rng(self.state)


def rng_from(rng: Any) -> Rng:
    """A fresh engine Rng seeded from any generator with ``randrange`` (random.Random or Rng)."""
    return Rng(rng.randrange(1 << 62))


class Event:
    """Something that happened, for the interface to animate and the log to print.

    Subclasses are frozen dataclasses. ``seen_by(p)`` returns the copy seat ``p`` may see,
    with hidden cards blanked, or None if ``p`` learns nothing from it. The default is a
    fully public event.
    """

    type: ClassVar[str] = "event"
    __dataclass_fields__: ClassVar[dict[str, dataclasses.Field[Any]]]  # each is a dataclass

    def seen_by(self, seat: int) -> Event | None:
        return self

    def to_json(self) -> dict[str, Any]:
        data = {"type": self.type}
        for f in dataclasses.fields(self):
            data[f.name] = _jsonable(getattr(self, f.name))
        return data


class Action:
    """Base of every game's actions: small frozen, hashable values."""

    type: ClassVar[str] = "action"
    __dataclass_fields__: ClassVar[dict[str, dataclasses.Field[Any]]]  # each is a dataclass

    def to_json(self) -> dict[str, Any]:
        data = {"type": self.type}
        for f in dataclasses.fields(self):
            data[f.name] = _jsonable(getattr(self, f.name))
        return data


def _jsonable(value: Any) -> Any:
    if hasattr(value, "to_json"):
        return value.to_json()
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    return value


class State(Protocol):
    """The shape every game's state has (see docs/architecture.md, "The engine contract")."""

    @property
    def current_player(self) -> int | None: ...

    @property
    def is_over(self) -> bool: ...

    def legal_actions(self) -> list[Action]: ...

    def apply(self, action: Any) -> list[Event]: ...

    def clone(self) -> State: ...

    def result(self) -> Result: ...

    def view(self, seat: int) -> dict[str, Any]: ...

    def to_json(self) -> str: ...

    def card_inventory(self) -> list[Any]:
        """Every card of the game, wherever it is, as sortable ids (ALL-2; each game its own)."""
        ...


class TurnState:
    """Turn bookkeeping shared by states that keep ``current`` and ``end_reason`` slots.

    ``apply`` checks the seat and asks the game's ``why_illegal`` before ``_apply`` runs, so an
    illegal action never reaches code that changes the state (ALL-3).
    """

    __slots__ = ()
    current: int
    end_reason: str | None

    @property
    def is_over(self) -> bool:
        return self.end_reason is not None

    @property
    def current_player(self) -> int | None:
        return None if self.end_reason is not None else self.current

    def why_illegal(self, action: Any) -> str | None:
        raise NotImplementedError

    def _apply(self, action: Any) -> list[Event]:
        raise NotImplementedError

    def apply(self, action: Any, seat: int | None = None) -> list[Event]:
        if seat is not None and seat != self.current_player:
            raise IllegalAction(f"It is not seat {seat}'s turn.")
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(reason)
        return self._apply(action)


class Rules(Protocol):
    name: str
    min_players: int
    max_players: int
    default_options: dict[str, Any]

    def new_game(self, players: int, seed: int, options: dict[str, Any] | None = None) -> State: ...

    def action_from_json(self, data: Any) -> Any: ...

    def sample(self, view: dict[str, Any], rng: Any) -> State: ...

    def replay(
        self, players: int, seed: int, options: dict[str, Any] | None, actions: Sequence[Any]
    ) -> State: ...


class BaseRules:
    """Shared parts of every game's rules object."""

    name: str = ""
    min_players: int = 2
    max_players: int = 2
    default_options: dict[str, Any] = {}
    save_version: int = 1  # in a state's JSON: bump when its shape changes
    # The most actions a game can take before its own safety cap ends it: a save or a kept
    # game with more is not one of this game's (each game sets its own).
    max_actions: int = 100_000

    def open_view(self, state: Any, seat: int) -> dict[str, Any]:
        """``seat``'s view with every card face up, for the review of a finished game (a game
        with hidden cards adds them)."""
        view: dict[str, Any] = state.view(seat)
        return view

    def public_view(self, state: Any, seat: int) -> dict[str, Any]:
        """What a viewer who holds no seat may see, laid out from ``seat``'s chair: ``seat``'s
        view without any card only some seats know (a game with hidden cards removes them)."""
        view: dict[str, Any] = state.view(seat)
        return view

    def options(self, options: dict[str, Any] | None) -> dict[str, Any]:
        """The defaults overlaid with ``options``; unknown keys are refused."""
        if options is not None and not isinstance(options, dict):
            raise IllegalAction(f"The options of {self.name} are an object, not {brief(options)}.")
        merged = dict(self.default_options)
        for key, value in (options or {}).items():
            if key not in merged:
                raise IllegalAction(f"Unknown option {key!r} for {self.name}.")
            if type(value) is not type(merged[key]):
                raise IllegalAction(f"Option {key!r} must be a {type(merged[key]).__name__}.")
            merged[key] = value
        return merged

    def check_players(self, players: int) -> None:
        if type(players) is not int or not self.min_players <= players <= self.max_players:
            raise IllegalAction(
                f"{self.name} is played by {self.min_players} to {self.max_players} players."
            )

    def check_seed(self, seed: int) -> None:
        """A deal's seed: a whole number from 0 to 2**64 - 1 (never a bool, a float, text)."""
        if type(seed) is not int or not 0 <= seed < 1 << 64:
            raise IllegalAction(f"A seed is a whole number from 0 to 2**64 - 1, not {brief(seed)}.")

    def check_view(self, view: Any) -> int:
        """A view handed to ``sample``: this game's, of a valid player count, from a seat of
        it; the seat. IllegalAction (a ValueError) naming what is wrong otherwise."""
        if not isinstance(view, dict) or view.get("game") != self.name:
            got = brief(view.get("game")) if isinstance(view, dict) else brief(view)
            raise IllegalAction(f"Not a view of a {self.name} game (game {got}).")
        players: Any = view.get("players")
        self.check_players(players)
        return check_seat(view.get("seat"), players)

    def check_action_keys(self, data: dict[str, Any], cls: type[Action]) -> None:
        """An action's JSON holds exactly ``type`` and its class's fields: a key it should not
        have is refused (IllegalAction), never ignored (ALL-3)."""
        keys = {"type", *cls.__dataclass_fields__}
        if set(data) != keys:
            names = ", ".join(sorted(keys))
            raise IllegalAction(f"A {brief(data.get('type'))} action has exactly the keys {names}.")

    def reveals(self, events: Sequence[Event], own: bool) -> bool:
        """Did these events (one action's) show anybody a card they had not seen? ``own``: the
        action was by the person who might take it back. Undo never goes back past such an
        action (game/core/match.py). Unless a game says otherwise, every action reveals."""
        return True

    def new_game(self, players: int, seed: int, options: dict[str, Any] | None = None) -> State:
        raise NotImplementedError

    def action_from_json(self, data: Any) -> Action:
        raise NotImplementedError

    def replay(
        self, players: int, seed: int, options: dict[str, Any] | None, actions: Sequence[Any]
    ) -> State:
        state = self.new_game(players, seed, options)
        for action in actions:
            if isinstance(action, dict):
                action = self.action_from_json(action)
            state.apply(action)
        return state


def check_seat(seat: Any, players: int) -> int:
    """``seat`` if it is a seat of a game of ``players`` (a whole number, never a bool);
    IllegalAction (a ValueError) otherwise: ``view(-1)`` must not show a real hand."""
    if type(seat) is not int or not 0 <= seat < players:
        raise IllegalAction(f"A seat is a whole number from 0 to {players - 1}, not {brief(seat)}.")
    return seat


EventDecoders = dict[str, Callable[[Any], Any]]
_EVENT_TEXT = 64  # characters of a text field of an event (reasons, power names)
_EVENT_INT = 1 << 40  # far above any count, score or seat of a real event
_EVENT_LIST = 64  # items of a list field (cards drawn, totals per seat)


def decode_event(
    data: Any, classes: Sequence[type[Event]], decoders: EventDecoders | None = None
) -> Event:
    """An event of ``classes`` from its JSON form (``Event.to_json``); IllegalAction for
    anything else. Strict: the keys are exactly the event's fields and its ``type``; each field
    is read by its declared type (``int``, ``str``, ``bool``, ``X | None``, ``tuple[X, ...]``);
    a game's own types (a card) by ``decoders``, keyed by the type's name or by the field's
    name (a field's name wins: a ``card: dict`` field may have to be a card)."""
    if not isinstance(data, dict):
        raise IllegalAction(f"An event is a JSON object, not {brief(data)}.")
    by_type = {c.type: c for c in classes}
    kind = data.get("type")
    cls = by_type.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise IllegalAction(f"Unknown event type {brief(kind)}.")
    fields = dataclasses.fields(cls)
    if set(data) != {"type"} | {f.name for f in fields}:
        raise IllegalAction(
            f"A {kind} event has the keys type, {', '.join(f.name for f in fields)}."
        )
    decoders = decoders or {}
    args = {}
    for f in fields:
        how = str(f.type)
        if f.name in decoders:  # the field's own reader, still allowing None where declared
            how = f.name + (" | None" if how.endswith("| None") else "")
        try:
            args[f.name] = _decode_field(data[f.name], how, decoders)
        except (ValueError, TypeError, KeyError, IndexError) as exc:
            raise IllegalAction(f"A {kind} event's {f.name}: {exc}") from None
    return cls(**args)


def _decode_field(value: Any, how: str, decoders: EventDecoders) -> Any:
    how = how.strip()
    if how.endswith("| None"):
        return None if value is None else _decode_field(value, how[: -len("| None")], decoders)
    if how.startswith("tuple[") and how.endswith(", ...]"):
        if not isinstance(value, list) or len(value) > _EVENT_LIST:
            raise ValueError(f"a list of at most {_EVENT_LIST}, not {brief(value)}")
        inner = how[len("tuple[") : -len(", ...]")]
        return tuple(_decode_field(v, inner, decoders) for v in value)
    if how == "int":
        if type(value) is not int or not -_EVENT_INT <= value <= _EVENT_INT:
            raise ValueError(f"a whole number, not {brief(value)}")
        return value
    if how == "bool":
        if type(value) is not bool:
            raise ValueError(f"true or false, not {brief(value)}")
        return value
    if how == "str":
        if type(value) is not str or len(value) > _EVENT_TEXT:
            raise ValueError(f"a short text, not {brief(value)}")
        return value
    if how in decoders:
        return decoders[how](value)
    raise ValueError(f"no reader for the type {how}")

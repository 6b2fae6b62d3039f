"""What a table reads of a game: a :class:`Match`, never the engine's state.

A match answers for the seats at this device only: the view of a seat played here, the legal
actions of the seat to act when it is played here, the events as the viewer may see them, and
it takes actions and undo. Every way a table is played is one: :class:`LocalMatch` runs the
engine and the bots in this process (solo, hot seat, today's deal); :class:`WatchMatch` shows
such a game to a viewer with no seat (public facts only, no legal action); a
:class:`ReviewMatch` steps through a finished local game with every card face up; a remote
match (online play, game/net/remote.py) answers from a server, and a record match the review of
an online game (:class:`RecordMatch`) from what its seat was shown.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from game.ai import make_bot
from game.ai.turn import BotTurn
from game.archive import result_of
from game.core.catalog import GameDef, rules_for, spec
from game.core.contract import Event, IllegalAction, Result
from game.core.match import Seat, Session
from game.net.record import views_of


class Match(Protocol):
    """The one door from a table to a game."""

    @property
    def game(self) -> GameDef: ...
    @property
    def seats(self) -> list[Seat]: ...
    @property
    def names(self) -> list[str]: ...
    @property
    def humans(self) -> list[int]: ...  # the people at this device
    @property
    def viewer(self) -> int: ...  # the seat the table is shown from
    @viewer.setter
    def viewer(self, seat: int) -> None: ...  # hot seat: the device turns (others: ignored)
    @property
    def options(self) -> dict[str, Any]: ...
    @property
    def daily(self) -> str | None: ...  # the date of today's deal (game/daily.py), else None
    @property
    def log(self) -> list[dict[str, Any]]: ...  # what the table wrote of the game (public)
    def add_log(self, entries: list[dict[str, Any]]) -> None: ...
    @property
    def seen(self) -> list[int | None]: ...  # how far into the log each seat has seen here
    def saw(self, seat: int) -> None: ...
    @property
    def current_player(self) -> int | None: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def actions_taken(self) -> int: ...
    @property
    def version(self) -> int: ...  # goes up whenever the game changes (an action, an undo)
    @property
    def face_up(self) -> bool: ...  # shows every card its views hold: no one here to hide from
    def at_device(self, seat: int) -> bool: ...  # is ``seat``'s view shown here?
    def acts_here(self, seat: int) -> bool: ...  # does a person at this device play ``seat``?
    def view(self, seat: int | None = None) -> dict[str, Any]: ...
    def legal_actions(self) -> list[Any]: ...
    def result(self) -> Result: ...
    def submit(self, action: Any) -> list[Event]: ...
    def can_undo(self, seat: int) -> bool: ...
    def undo_refusal(self, seat: int) -> str | None: ...  # why not (Session.undo_refusal)
    def undo(self, seat: int) -> bool: ...
    def preview(self, action: Any) -> tuple[dict[str, Any], list[Any]] | None: ...
    def think(self, seconds: float, seed: int) -> Any | None: ...  # a bot's move, once decided
    def thinking(self, seat: int) -> bool: ...


def progress(session: Session) -> str:
    """Where a saved game stands, in its game's words, from the typed view of its viewer's
    seat (the JSON view read once, as the table reads it)."""
    game = spec(session.game)
    text: str = game.progress(game.typed_view(session.state.view(session.viewer)))
    return text


class NotYourSeat(PermissionError):
    """A view asked for a seat that is not played at this device."""


class LocalMatch:
    """A game in this process: the engine state stays inside; the table gets views.

    ``session`` keeps the seats, options, log, actions and undo history (and saves); the bots
    of its bot seats think here, a slice per call of :meth:`think`.
    """

    face_up = False  # a hand shows only to its owner

    def __init__(self, session: Session) -> None:
        self.session = session
        self._bots = {
            i: make_bot(session.game, s.kind, session.seed * 7 + i)
            for i, s in enumerate(session.seats)
            if s.is_bot
        }
        self._turn: BotTurn | None = None
        self._turn_key: tuple[int, int] | None = None
        self._version = 0

    # -- who and what ---------------------------------------------------------------------------
    @property
    def game(self) -> GameDef:
        return spec(self.session.game)

    @property
    def seats(self) -> list[Seat]:
        return self.session.seats

    @property
    def names(self) -> list[str]:
        return self.session.names

    @property
    def humans(self) -> list[int]:
        """The people at this device."""
        return self.session.humans

    @property
    def viewer(self) -> int:
        return self.session.viewer

    @viewer.setter
    def viewer(self, seat: int) -> None:
        """Hot seat: the device turns to the person to act."""
        self.session.viewer = seat

    @property
    def options(self) -> dict[str, Any]:
        return self.session.options

    @property
    def daily(self) -> str | None:
        return self.session.daily

    @property
    def log(self) -> list[dict[str, Any]]:
        return self.session.log

    def add_log(self, entries: list[dict[str, Any]]) -> None:
        self.session.add_log(entries)

    @property
    def seen(self) -> list[int | None]:
        return self.session.seen

    def saw(self, seat: int) -> None:
        self.session.saw(seat)

    @property
    def current_player(self) -> int | None:
        cur: int | None = self.session.state.current_player
        return cur

    @property
    def is_over(self) -> bool:
        return bool(self.session.state.is_over)

    @property
    def actions_taken(self) -> int:
        return len(self.session.actions)

    @property
    def version(self) -> int:
        return self._version

    def changed(self) -> None:
        """The session's state was replaced from outside (a review stepping): views are new."""
        self._version += 1
        self._turn = None

    def acts_here(self, seat: int) -> bool:
        """A person at this device plays ``seat``."""
        return 0 <= seat < len(self.seats) and not self.seats[seat].is_bot

    def at_device(self, seat: int) -> bool:
        """Is ``seat`` played here (a person at this device)? The viewer's chair too when only
        bots play (the table shows that chair's hand face down)."""
        if type(seat) is not int or not 0 <= seat < len(self.seats):
            return False
        if not self.seats[seat].is_bot:
            return True
        return seat == self.viewer and not self.session.humans

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """The view of ``seat`` (default: the viewer); only a seat played at this device."""
        seat = self.viewer if seat is None else seat
        if not self.at_device(seat):
            raise NotYourSeat(f"seat {seat} is not played at this device")
        return self._view(seat)

    def _view(self, seat: int) -> dict[str, Any]:
        view: dict[str, Any] = self.session.state.view(seat)
        return view

    def legal_actions(self) -> list[Any]:
        """The legal actions of the seat to act, if it is played at this device; else none."""
        cur = self.current_player
        if cur is None or not self.acts_here(cur):
            return []
        legal: list[Any] = self.session.state.legal_actions()
        return legal

    def result(self) -> Result:
        res: Result = self.session.state.result()
        return res

    # -- acting -----------------------------------------------------------------------------
    def submit(self, action: Any) -> list[Event]:
        """Apply ``action`` for the seat to act (a person here or, through :meth:`think`, a
        bot); IllegalAction leaves everything unchanged. The events as the viewer may see
        them."""
        events = self.session.apply(action)  # IllegalAction from the engine (ALL-3)
        self.changed()
        return self.seen_events(events)

    def seen_events(self, events: Sequence[Event]) -> list[Event]:
        out = []
        for e in events:
            seen = e.seen_by(self.viewer)
            if seen is not None:
                out.append(seen)
        return out

    def think(self, seconds: float, seed: int) -> Any | None:
        """A slice of the bot to act's thinking; its action once decided (not yet applied:
        the table shows it, then submits it), else None. None too when no bot is to act."""
        cur = self.current_player
        if cur is None or cur not in self._bots:
            return None
        key = (cur, self.actions_taken)
        if self._turn is None or self._turn_key != key:
            state = self.session.state
            self._turn = BotTurn(self._bots[cur], state.view(cur), state.legal_actions(), seed)
            self._turn_key = key
        return self._turn.step(seconds)

    def thinking(self, seat: int) -> bool:
        """Is the bot in ``seat`` on its move (deciding, or decided and about to show it)?"""
        return self._turn is not None and self._turn_key == (seat, self.actions_taken)

    def preview(self, action: Any) -> tuple[dict[str, Any], list[Any]] | None:
        """The viewer's view and legal actions if ``action`` were taken now, on a private
        copy (a power chosen but not yet committed); None if it is not legal."""
        state = self.session.state
        if action not in self.legal_actions():
            return None
        copy = state.clone()
        copy.apply(action)
        if copy.current_player != self.viewer:
            return copy.view(self.viewer), []
        return copy.view(self.viewer), copy.legal_actions()

    # -- undo -------------------------------------------------------------------------------
    def can_undo(self, seat: int) -> bool:
        return self.session.can_undo(seat)

    def undo_refusal(self, seat: int) -> str | None:
        """Why ``seat`` may not take back now (``Session.undo_refusal``)."""
        return self.session.undo_refusal(seat)

    def undo(self, seat: int) -> bool:
        done = self.session.undo(seat)
        if done:
            self.changed()
        return done


NO_SEAT = -1  # whom a watcher is, to an event's ``seen_by``: a seat no card is shown to


class WatchMatch(LocalMatch):
    """A game in this process shown to a viewer who holds no seat: the public view laid out
    from the viewer's chair (``rules.public_view``: no card any seat keeps to itself), the
    events as nobody's, no legal action and no undo. The bots play on."""

    def acts_here(self, seat: int) -> bool:
        return False

    def at_device(self, seat: int) -> bool:
        return seat == self.viewer

    @property
    def humans(self) -> list[int]:
        return []

    def _view(self, seat: int) -> dict[str, Any]:
        view: dict[str, Any] = self.game.rules.public_view(self.session.state, seat)
        return view

    def seen_events(self, events: Sequence[Event]) -> list[Event]:
        return [seen for e in events if (seen := e.seen_by(NO_SEAT)) is not None]

    def can_undo(self, seat: int) -> bool:
        return False

    def undo_refusal(self, seat: int) -> str | None:
        return "nothing"

    def undo(self, seat: int) -> bool:
        return False


EVERY = 16  # a review keeps a state every so many actions; the others are replayed from it


class ReviewMatch(LocalMatch):
    """A finished local game stepped through: at step ``k`` the state after its first ``k``
    actions, every card face up (the game is over: nothing is secret any more), the log as
    it was then. Nobody acts; no bot thinks. :meth:`build` replays the game once, the log's
    lines made by ``narrate`` (the table's words for events)."""

    face_up = True

    def __init__(self, session: Session, moves: Sequence[Any]) -> None:
        super().__init__(session)
        self._bots = {}
        self.moves = list(moves)
        self.n = len(self.moves)
        self.k = 0
        self.marks: list[int] = []
        self.chapters: list[int | None] = []
        self._kept: list[Any] = []
        self._final: Any = None
        self._log: list[dict[str, Any]] = []
        self._actions: list[dict[str, Any]] = []

    def build(self, narrate: Callable[[list[Event]], list[dict[str, Any]]]) -> None:
        """Replay the whole game once, remembering the log's length after each action
        (``marks``), the chapter (day, round) and a state every ``EVERY`` actions."""
        s = self.session
        chapter = self.game.chapter
        self._kept = [s.state.clone()]
        self.marks = [len(s.log)]
        self.chapters = [chapter(s.state)]
        for i, action in enumerate(self.moves):
            events = s.apply(action)
            s.log.extend(narrate(events))  # never trimmed: the marks stay true
            self.marks.append(len(s.log))
            self.chapters.append(chapter(s.state))
            if (i + 1) % EVERY == 0:
                self._kept.append(s.state.clone())
        self._final = s.state
        self._log = s.log
        self._actions = list(s.actions)
        s.history.clear()
        s.undo_floor = 0

    def state_at(self, k: int) -> Any:
        if k == self.n:
            return self._final
        state = self._kept[k // EVERY].clone()
        for action in self.moves[k // EVERY * EVERY : k]:
            state.apply(action)
        return state

    def goto(self, k: int) -> None:
        """Show the game as it was after its first ``k`` actions."""
        k = max(0, min(self.n, k))
        s = self.session
        s.state = self.state_at(k)
        s.actions = self._actions[:k]
        s.log = self._log[: self.marks[k]]
        self.k = k
        self.changed()

    def acts_here(self, seat: int) -> bool:
        return False

    def at_device(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats)

    @property
    def humans(self) -> list[int]:
        return []

    def _view(self, seat: int) -> dict[str, Any]:
        return dict(self.game.rules.open_view(self.session.state, seat))

    def seen_events(self, events: Sequence[Event]) -> list[Event]:
        return list(events)

    def can_undo(self, seat: int) -> bool:
        return False

    def undo_refusal(self, seat: int) -> str | None:
        return "over"

    def undo(self, seat: int) -> bool:
        return False


class OneSeat:
    """What a match keeps when this device holds one seat of a game it does not run (an
    online game, the record of one): that seat as the only person and the viewer, and the
    log the table writes. Which actions were played is not known here, only how many."""

    daily: str | None = None  # never today's deal
    face_up = False

    def __init__(self, seat: int, options: dict[str, Any]) -> None:
        self.seat = seat  # this device's
        self.options = dict(options)
        self.log: list[dict[str, Any]] = []

    @property
    def seats(self) -> list[Seat]:
        raise NotImplementedError

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    @property
    def humans(self) -> list[int]:
        """The people at this device: only its own seat (the others play elsewhere)."""
        return [self.seat]

    @property
    def viewer(self) -> int:
        return self.seat

    @viewer.setter
    def viewer(self, seat: int) -> None:
        """The device shows its own seat: a table turning to the person to act (hot seat)
        changes nothing here."""

    @property
    def seen(self) -> list[int | None]:
        return [None] * len(self.seats)  # nobody passes this device on

    def saw(self, seat: int) -> None:
        pass

    def add_log(self, entries: list[dict[str, Any]]) -> None:
        self.log.extend(entries)

    def acts_here(self, seat: int) -> bool:
        return seat == self.seat

    def at_device(self, seat: int) -> bool:
        return seat == self.seat

    def undo_refusal(self, seat: int) -> str | None:
        return None


class RecordMatch(OneSeat):
    """A finished online game as one seat saw it, at step ``k`` (set by a review): the seat's
    view after the game's first ``k`` actions, the log as the seat read it then. An online
    game's device never had the seed nor the other hands: only what the seat was shown
    (game/net/record.py, kept by game/archive.py). No chapters: a chapter is asked of an
    engine state, and there is none here."""

    face_up = True  # only this seat's cards: nobody here to hide them from

    def __init__(self, entry: dict[str, Any]) -> None:
        online = entry["online"]
        super().__init__(online["seat"], entry["options"])
        self.gid = entry["gid"]
        self._game = entry["game"]
        self._seats = [Seat(s["name"], s["kind"]) for s in entry["seats"]]
        self.steps = online["record"]["steps"]
        self.views = views_of(online["record"])
        self.turns = [self.views[0].get("current_player")] + [s["c"] for s in self.steps]
        self._result = result_of(online["result"], len(self._seats))
        self.n = len(self.views) - 1
        self.k = 0
        self.chapters: list[int | None] = [None] * (self.n + 1)
        self.marks: list[int] = []
        self._log: list[dict[str, Any]] = []
        self._version = 0

    @property
    def game(self) -> GameDef:
        return spec(self._game)

    @property
    def seats(self) -> list[Seat]:
        return self._seats

    @property
    def current_player(self) -> int | None:
        cur = self.turns[self.k]
        return cur if type(cur) is int else None

    @property
    def is_over(self) -> bool:
        return self.k == self.n

    @property
    def actions_taken(self) -> int:
        return self.k

    @property
    def version(self) -> int:
        return self._version

    def build(self, narrate: Callable[[list[Event]], list[dict[str, Any]]]) -> None:
        """The log as the seat read it, step by step (``marks``: its length after each)."""
        rules = rules_for(self._game)
        self._log = list(self.log)
        self.marks = [len(self._log)]
        for step in self.steps:
            self._log.extend(narrate([rules.event_from_json(e) for e in step["e"]]))
            self.marks.append(len(self._log))

    def goto(self, k: int) -> None:
        self.k = max(0, min(self.n, k))
        self.log = self._log[: self.marks[self.k]]
        self._version += 1

    def acts_here(self, seat: int) -> bool:
        return False

    def view(self, seat: int | None = None) -> dict[str, Any]:
        seat = self.seat if seat is None else seat
        if seat != self.seat:
            raise NotYourSeat(f"seat {seat} was not this device's")
        view: dict[str, Any] = json.loads(json.dumps(self.views[self.k]))
        return view

    def legal_actions(self) -> list[Any]:
        return []

    def result(self) -> Result:
        if not self.is_over or self._result is None:
            raise IllegalAction("the game is not over")
        return self._result

    def submit(self, action: Any) -> list[Event]:
        raise IllegalAction("a review takes no action")

    def can_undo(self, seat: int) -> bool:
        return False

    def undo(self, seat: int) -> bool:
        return False

    def preview(self, action: Any) -> tuple[dict[str, Any], list[Any]] | None:
        return None

    def think(self, seconds: float, seed: int) -> Any | None:
        return None

    def thinking(self, seat: int) -> bool:
        return False

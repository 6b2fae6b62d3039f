"""What a table reads of a game: a :class:`Match`, never the engine's state.

A match answers for the seats at this device only: the view of a seat played here, the legal
actions of the seat to act when it is played here, the events as the viewer may see them, and
it takes actions and undo. :class:`LocalMatch` runs the engine and the bots in this process
(solo, hot seat, today's deal); a remote match (online play) answers the same questions from a
server. A review's match (:meth:`LocalMatch.omniscient`) shows every seat: the game is over.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Generic, Protocol, TypeVar

from game.ai import make_bot
from game.ai.turn import BotTurn
from game.core.catalog import GameDef, spec
from game.core.contract import Event, Result
from game.core.match import Seat, Session


class Match(Protocol):
    """The one door from a table to a game."""

    @property
    def game(self) -> GameDef: ...
    @property
    def seats(self) -> list[Seat]: ...
    @property
    def viewer(self) -> int: ...
    @property
    def current_player(self) -> int | None: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def actions_taken(self) -> int: ...
    @property
    def version(self) -> int: ...  # goes up whenever the game changes (an action, an undo)
    @property
    def online(self) -> bool: ...  # played through a room server (kept there, not here)
    def view(self, seat: int | None = None) -> dict: ...
    def legal_actions(self) -> list[Any]: ...
    def result(self) -> Result: ...
    def submit(self, action: Any) -> list[Event]: ...
    def can_undo(self, seat: int) -> bool: ...
    def undo(self, seat: int) -> bool: ...
    def preview(self, action: Any) -> tuple[dict, list[Any]] | None: ...
    def think(self, seconds: float, seed: int) -> Any | None: ...  # a bot's move, once decided
    def thinking(self, seat: int) -> bool: ...


def progress(session: Session) -> str:
    """Where a saved game stands, in its game's words, from the view of its viewer's seat."""
    text: str = spec(session.game).progress(session.state.view(session.viewer))
    return text


class NotYourSeat(PermissionError):
    """A view asked for a seat that is not played at this device."""


class LocalMatch:
    """A game in this process: the engine state stays inside; the table gets views.

    ``session`` keeps the seats, options, log, actions and undo history (and saves); the bots
    of its bot seats think here, a slice per call of :meth:`think`.
    """

    def __init__(self, session: Session, *, omniscient: bool = False) -> None:
        self._session = session
        self._omniscient = omniscient
        self._bots = {
            i: make_bot(session.game, s.kind, session.seed * 7 + i)
            for i, s in enumerate(session.seats)
            if s.is_bot
        }
        self._turn: BotTurn | None = None
        self._turn_key: tuple[int, int] | None = None
        self._version = 0

    @classmethod
    def omniscient(cls, session: Session) -> LocalMatch:
        """A match that shows every seat (a review of a finished game)."""
        return cls(session, omniscient=True)

    # -- who and what ---------------------------------------------------------------------------
    @property
    def game(self) -> GameDef:
        return spec(self._session.game)

    @property
    def seats(self) -> list[Seat]:
        return self._session.seats

    @property
    def viewer(self) -> int:
        return self._session.viewer

    @property
    def current_player(self) -> int | None:
        cur: int | None = self._session.state.current_player
        return cur

    @property
    def is_over(self) -> bool:
        return bool(self._session.state.is_over)

    @property
    def actions_taken(self) -> int:
        return len(self._session.actions)

    online = False

    @property
    def version(self) -> int:
        return self._version

    def changed(self) -> None:
        """The session's state was replaced from outside (a review stepping): views are new."""
        self._version += 1
        self._turn = None

    def at_device(self, seat: int) -> bool:
        """Is ``seat`` played here (a person at this device)? Every seat in a review; the
        viewer's chair when only bots play (the table shows that chair's hand face down)."""
        if type(seat) is not int or not 0 <= seat < len(self.seats):
            return False
        if self._omniscient or not self.seats[seat].is_bot:
            return True
        return seat == self.viewer and not self._session.humans

    def view(self, seat: int | None = None) -> dict:
        """The view of ``seat`` (default: the viewer); only a seat played at this device."""
        seat = self.viewer if seat is None else seat
        if not self.at_device(seat):
            raise NotYourSeat(f"seat {seat} is not played at this device")
        state = self._session.state
        if self._omniscient:
            return dict(self.game.rules.open_view(state, seat))
        view: dict = state.view(seat)
        return view

    def legal_actions(self) -> list[Any]:
        """The legal actions of the seat to act, if it is played at this device; else none."""
        cur = self.current_player
        if cur is None or not self.at_device(cur):
            return []
        legal: list[Any] = self._session.state.legal_actions()
        return legal

    def result(self) -> Result:
        res: Result = self._session.state.result()
        return res

    # -- acting -----------------------------------------------------------------------------
    def submit(self, action: Any) -> list[Event]:
        """Apply ``action`` for the seat to act (a person here or, through :meth:`think`, a
        bot); IllegalAction leaves everything unchanged. The events as the viewer may see
        them."""
        events = self._session.apply(action)  # IllegalAction from the engine (ALL-3)
        self.changed()
        return self.seen(events)

    def seen(self, events: Sequence[Event]) -> list[Event]:
        if self._omniscient:
            return list(events)
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
            state = self._session.state
            self._turn = BotTurn(self._bots[cur], state.view(cur), state.legal_actions(), seed)
            self._turn_key = key
        return self._turn.step(seconds)

    def thinking(self, seat: int) -> bool:
        """Is the bot in ``seat`` on its move (deciding, or decided and about to show it)?"""
        return self._turn is not None and self._turn_key == (seat, self.actions_taken)

    def preview(self, action: Any) -> tuple[dict, list[Any]] | None:
        """The viewer's view and legal actions if ``action`` were taken now, on a private
        copy (a power chosen but not yet committed); None if it is not legal."""
        state = self._session.state
        if action not in self.legal_actions():
            return None
        copy = state.clone()
        copy.apply(action)
        if copy.current_player != self.viewer:
            return copy.view(self.viewer), []
        return copy.view(self.viewer), copy.legal_actions()

    # -- undo -------------------------------------------------------------------------------
    def can_undo(self, seat: int) -> bool:
        return self._session.can_undo(seat)

    def undo_refusal(self, seat: int) -> str | None:
        """Why ``seat`` may not take back now (``Session.undo_refusal``)."""
        return self._session.undo_refusal(seat)

    def undo(self, seat: int) -> bool:
        done = self._session.undo(seat)
        if done:
            self.changed()
        return done


M = TypeVar("M", bound=Match)


class SeatSession(Generic[M]):
    """What a table keeps besides its match when this device holds one seat of a game it does
    not run (an online game, the record of one): the match's seats and names, that seat as
    the only person and the viewer, and the log the table writes. Which actions were played
    is not known here, only how many."""

    daily: str | None = None  # never today's deal
    hints = 0

    def __init__(self, match: M, game: str, options: dict) -> None:
        self.match = match
        self.game = game
        self.options = dict(options)
        self.log: list[dict] = []

    @property
    def seats(self) -> list[Seat]:
        return self.match.seats

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    @property
    def humans(self) -> list[int]:
        """The people at this device: only its own seat (the others play elsewhere)."""
        return [self.match.viewer]

    @property
    def viewer(self) -> int:
        return self.match.viewer

    @viewer.setter
    def viewer(self, seat: int) -> None:
        """The device shows its own seat: a table turning to the person to act (hot seat)
        changes nothing here."""

    @property
    def actions(self) -> range:
        """As many as have been played (their content is not on this device)."""
        return range(self.match.actions_taken)

    def add_log(self, entries: list[dict]) -> None:
        self.log.extend(entries)

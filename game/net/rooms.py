"""Rooms: seats, tokens and the authoritative engine state of each game (no networking).

The :class:`Hub` is the server's only way to change a room. Each change is one store
transaction holding the room's lock: it first brings the room up to date with the store
(another server process may have changed it), then checks the request, then writes; the
in-memory room changes only when the write is committed, so a refused request changes
nothing. Rooms in memory are only a cache of the store: whichever path brings one up to date
(a change, a look-up, an announcement, a poll) calls ``on_caught_up`` so that the server tells
every connection of the room what changed. What each seat may know is built here too: its
view, its legal actions and the events it may see (``event.seen_by(seat)``), never the seed,
the deck order or another seat's hand.

Seat tokens are 192 random bits from ``secrets``; the store keeps their SHA-256 only.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import secrets
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NoReturn

from game.core.catalog import GAMES, rules_for
from game.core.contract import IllegalAction
from game.core.match import NAMES
from game.net import record
from game.net.protocol import (
    BOT_LEVELS,
    CLOCKS,
    CODE_LENGTH,
    CODE_LETTERS,
    E_BAD,
    E_BROKEN,
    E_ILLEGAL,
    E_OFF,
    E_ROOM,
    E_SEAT,
    E_STALE,
    E_STATE,
    E_TOKEN,
    E_TURN,
    OPEN,
    SLOW_CLOCKS,
    TABLE_DEFAULTS,
    ProtocolError,
    dumps,
)
from game.net.public import public_events, public_view
from game.net.store import RoomRow, RoomStore

log = logging.getLogger("meadow.net")

HUMAN = "human"
LOBBY, PLAYING, OVER = "lobby", "playing", "over"
RECENT = 64  # actions whose events a room keeps for clients catching up
REPLAY_EVENTS = 2000  # further back, a client catching up gets the view without the events
# What a stored game that does not replay raises: a changed row, an action the rules refuse.
DAMAGE = (IllegalAction, ValueError, KeyError, TypeError, IndexError, AttributeError)
NOT_RESTORED = "This game could not be restored."


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("ascii")).hexdigest()


def new_token() -> str:
    return secrets.token_urlsafe(24)  # 192 bits, 32 characters


@dataclass
class Room:
    code: str
    game: str
    options: dict
    seed: int
    seats: list[dict]
    host: int
    status: str
    version: int
    epoch: int
    meta: dict = field(default_factory=dict)
    rules: Any = None
    state: Any = None
    actions: list[dict] = field(default_factory=list)
    actors: list[int] = field(default_factory=list)
    revealed: list[bool] = field(default_factory=list)
    standins: list[str | None] = field(default_factory=list)  # the bot that made it for a person
    # ((n, epoch), view) of the public view last built (for watchers)
    public_cache: tuple = ((-1, -1), None)
    # ((version, n, epoch), {(seat, reset): text}): a finished game's updates (over_text), asked
    # again and again (reconnects, a record's resume). Text: nothing for the collector.
    over_texts: tuple = ((-1, -1, -1), None)
    # (number of actions after it, acting seat, events) of the last RECENT actions
    recent: deque = field(default_factory=lambda: deque(maxlen=RECENT))

    @property
    def n(self) -> int:
        return len(self.actions)

    def row(self) -> RoomRow:
        return RoomRow(
            self.code,
            self.game,
            self.options,
            self.seed,
            self.seats,
            self.host,
            self.status,
            self.version,
            self.epoch,
            self.meta,
        )

    @property
    def table(self) -> dict[str, Any]:
        """How the room is run (protocol.TABLE_DEFAULTS for a room from before)."""
        return {**TABLE_DEFAULTS, **self.meta.get("table", {})}

    @property
    def game_no(self) -> int:
        return int(self.meta.get("game_no", 1))

    def standin_level(self, seat: int) -> str | None:
        """The level of the bot that plays ``seat`` now: its own, or a person's stand-in."""
        s = self.seats[seat]
        if s["kind"] in BOT_LEVELS:
            return str(s["kind"])
        return s.get("standin") if s["kind"] == HUMAN else None

    def standin_numbers(self) -> list[int]:
        return [i for i, level in enumerate(self.standins) if level is not None]

    def clock(self, now: float) -> dict | None:
        """The turn being timed: its seat, the seconds left and the turn's length."""
        deadline = self.meta.get("deadline")
        turn = CLOCKS.get(self.table["clock"])
        cur = self.state.current_player if self.state is not None else None
        if deadline is None or turn is None or cur is None:
            return None
        return {"seat": cur, "left": round(max(0.0, deadline - now), 1), "turn": turn}

    def is_person(self, seat: int) -> bool:
        return self.seats[seat]["kind"] == HUMAN

    def bot_to_move(self) -> tuple[int, str] | None:
        """(seat, level) when a bot is to act now."""
        if self.status != PLAYING or self.state is None:
            return None
        cur = self.state.current_player
        if cur is None:
            return None
        level = self.standin_level(cur)
        return None if level is None else (cur, level)

    def undo_target(self, seat: int) -> int | None:
        """How many actions stay if ``seat`` takes back their last action now (the local
        game's policy, Session.undo_target): the bots' replies go with it; never past an
        action that revealed a card, nor past another person's action, nor once another
        person is to act."""
        if self.status != PLAYING or not self.is_person(seat):
            return None
        cur = self.state.current_player
        if cur is not None and cur != seat and self.is_person(cur):
            return None
        for i in range(self.n - 1, -1, -1):
            actor = self.actors[i]
            if self.revealed[i] or (actor != seat and self.is_person(actor)):
                return None
            if actor == seat:
                return i
        return None

    # -- what a seat may know ---------------------------------------------------------------
    def public(
        self,
        you: int | None,
        online: set[int],
        watchers: int = 0,
        now: float | None = None,
        watching: bool = False,
    ) -> dict:
        """The room as anyone in it sees it: never a token or an e-mail address."""
        clock = self.clock(time.time() if now is None else now)
        turn = CLOCKS.get(self.table["clock"])
        seats = []
        for i, s in enumerate(self.seats):
            left = None
            if turn is not None and s["kind"] == HUMAN and self.status == PLAYING:
                left = clock["left"] if clock is not None and clock["seat"] == i else turn
            seats.append(
                {
                    "kind": s["kind"],
                    "name": s["name"],
                    "online": i in online,
                    "standin": s.get("standin") if s["kind"] == HUMAN else None,
                    "conceded": bool(s.get("conceded")),
                    "asked": bool(s.get("asked")),
                    "left": left,
                }
            )
        return {
            "t": "room",
            "code": self.code,
            "game": self.game,
            "options": self.options,
            "status": self.status,
            "host": self.host,
            "you": you,
            "watching": watching,
            "table": self.table,
            "game_no": self.game_no,
            "watchers": watchers,
            "rematch": list(self.meta.get("rematch", [])),
            "seats": seats,
        }

    def listing(self) -> dict:
        """One entry of the list of open rooms."""
        return {
            "code": self.code,
            "game": self.game,
            "table": self.table,
            "free": sum(1 for s in self.seats if s["kind"] == OPEN),
            "seats": [{"kind": s["kind"], "name": s["name"]} for s in self.seats],
        }

    def summary(self, seat: int) -> dict:
        """One line of a person's list of online games (Continue): whose turn, who plays."""
        cur = self.state.current_player if self.state is not None else None
        return {
            "code": self.code,
            "game": self.game,
            "status": self.status,
            "seat": seat,
            "your_turn": self.status == PLAYING and cur == seat and not self.standin_level(seat),
            "standin": self.standin_level(seat) if self.is_person(seat) else None,
            "current": cur if self.status == PLAYING else None,
            "names": [s["name"] for s in self.seats],
            "n": self.n,
        }

    def common(self, now: float) -> dict:
        """The parts of an update that every seat is sent alike: built once for all the
        seats told of the same change."""
        state = self.state
        over = state.is_over
        return {
            "current": state.current_player,
            "over": over,
            "result": state.result().to_json() if over else None,
            "clock": self.clock(now),
            "standin": self.standin_numbers(),
        }

    def seat_state(
        self,
        seat: int,
        events: list | None,
        seen: list[dict] | None = None,
        now: float | None = None,
        common: dict | None = None,
    ) -> dict:
        """``seat``'s update: its view, its legal actions and ``events`` (each a list of
        engine events) as that seat may see them, or ``seen`` (those already as the seat's
        JSON, built elsewhere); neither: a reset, no events. ``common``: ``self.common(now)``
        when the caller built it already."""
        state = self.state
        if common is None:
            common = self.common(time.time() if now is None else now)
        cur = common["current"]
        reset = events is None and seen is None
        seen = list(seen or ()) + seen_json(events or (), seat)
        return {
            "t": "state",
            "code": self.code,
            "seat": seat,
            "n": self.n,
            "epoch": self.epoch,
            "events": seen,
            "view": state.view(seat),
            "legal": [a.to_json() for a in state.legal_actions()] if cur == seat else [],
            "current": cur,
            "over": common["over"],
            "result": common["result"],
            "can_undo": self.undo_target(seat) is not None,
            "reset": reset,
            "clock": common["clock"],
            "standin": common["standin"],
        }

    def over_text(self, seat: int, reset: bool, now: float) -> str:
        """A finished game's update for ``seat`` as text (a reset, or no events): built once
        until the room changes (a rematch, a seat taken by a bot)."""
        key = (self.version, self.n, self.epoch)
        if self.over_texts[0] != key:
            self.over_texts = (key, {})
        texts = self.over_texts[1]
        text = texts.get((seat, reset))
        if text is None:
            message = self.seat_state(seat, None if reset else [], None, now)
            text = texts[seat, reset] = dumps(message)
        return text

    def watcher_state(self, events: list | None, now: float) -> dict:
        """A watcher's update: the public view (what every seat sees alike) and the events as
        every seat sees them; no legal actions."""
        state = self.state
        key = (self.n, self.epoch)
        if self.public_cache[0] != key:
            self.public_cache = (key, public_view(state, len(self.seats)))
        common = self.common(now)
        return {
            "t": "state",
            "code": self.code,
            "seat": None,
            "n": self.n,
            "epoch": self.epoch,
            "events": public_events(events or (), len(self.seats)),
            "view": self.public_cache[1],
            "legal": [],
            "current": common["current"],
            "over": common["over"],
            "result": common["result"],
            "can_undo": False,
            "reset": events is None,
            "clock": common["clock"],
            "standin": common["standin"],
        }

    def record(self, seat: int) -> dict:
        """The finished game as ``seat`` saw it, step by step (game/net/record.py): its own
        views and the events it may see, never the seed or another seat's hidden cards."""
        data = record.build(
            self.rules, len(self.seats), self.seed, self.options, self.actions, seat
        )
        return self.record_reply(seat, data)

    def record_reply(self, seat: int | None, data: dict) -> dict:
        """The ``record`` message around a record built for ``seat`` (here or in a worker)."""
        return {
            "t": "record",
            "code": self.code,
            "seat": seat,
            "game": self.game,
            "game_no": self.game_no,
            "options": self.options,
            "seats": [{"kind": s["kind"], "name": s["name"]} for s in self.seats],
            "result": self.state.result().to_json(),
            "record": data,
            "standin": self.standin_numbers(),
        }

    def events_since(self, since: int, epoch: int) -> list[list] | None:
        """The events of the actions after the first ``since``, or None when a client that
        saw ``since`` actions (in ``epoch``) cannot catch up event by event."""
        if epoch != self.epoch or since > self.n:
            return None
        if since == self.n:
            return []
        if self.recent and self.recent[0][0] <= since + 1:
            # From the newest back: a seat is usually one action behind.
            out = []
            for after, _, ev in reversed(self.recent):
                if after <= since:
                    break
                out.append(ev)
            out.reverse()
            return out
        if self.n - since > REPLAY_EVENTS:
            return None
        return replay_events(
            self.rules, len(self.seats), self.seed, self.options, self.actions, since
        )

    def needs_replay(self, since: int, epoch: int) -> bool:
        """Would a client that saw ``since`` actions catch up only through a replay of the
        game (a long absence: too far back for ``recent``, not too far for events)?"""
        if epoch != self.epoch or not 0 <= since < self.n or self.n - since > REPLAY_EVENTS:
            return False
        return not (self.recent and self.recent[0][0] <= since + 1)


def seen_json(events: Any, seat: int) -> list[dict]:
    """Groups of engine events as ``seat`` may see them, as JSON."""
    out: list[dict] = []
    for group in events:
        for e in group:
            e = e.seen_by(seat)
            if e is not None:
                out.append(e.to_json())
    return out


def replay_events(
    rules: Any, players: int, seed: int, options: dict, actions: list, since: int
) -> list[list]:
    """The event groups of ``actions[since:]``, the game replayed to ``since`` first."""
    state = rules.replay(players, seed, options, actions[:since])
    return [state.apply(rules.action_from_json(a)) for a in actions[since:]]


def _room_from_row(row: RoomRow) -> Room:
    return Room(
        row.code,
        row.game,
        row.options,
        row.seed,
        row.seats,
        row.host,
        row.status,
        row.version,
        row.epoch,
        row.meta,
        rules=rules_for(row.game),
    )


class Hub:
    """Every room this process has loaded, kept in step with the store."""

    def __init__(self, store: RoomStore) -> None:
        self.store = store
        self.rooms: dict[str, Room] = {}
        # Called with a room that was brought up to date with others' changes.
        self.on_caught_up: Callable[[Room], None] = lambda room: None
        # Rooms whose stored game does not replay, with why: kept in the store, never loaded,
        # their players told; the others play on.
        self.set_aside: dict[str, str] = {}
        # Several processes: a change that makes it a bot's turn also writes the room's lease
        # as due, in its own transaction, so that some live process takes the turn.
        self.leases = False
        self.now: Callable[[], float] = time.time  # the turn clocks' time (a test's fake)
        # A new game's seed: random, or a bench's fixed deals.
        self.deal: Callable[[], int] = lambda: secrets.randbits(63)

    def _due(self, code: str, seats: list[dict], state: Any) -> None:
        """Inside a change's transaction: mark the bot's turn as work to take, if it is one."""
        if not self.leases or state is None or state.is_over:
            return
        cur = state.current_player
        if cur is not None and seats[cur]["kind"] in BOT_LEVELS:
            self.store.mark_due(code)

    # -- loading ------------------------------------------------------------------------------
    def get(self, code: str) -> Room | None:
        """The room (loaded from the store if need be), None for an unknown code;
        ProtocolError(E_BROKEN) for a room set aside."""
        room = self.rooms.get(code)
        if room is None:
            if code in self.set_aside:
                raise ProtocolError(E_BROKEN, NOT_RESTORED)
            try:
                row = self.store.load_room(code)
                if row is None:
                    return None
                room = self._build(row)
            except DAMAGE as exc:
                self._set_aside(code, exc)
            self.rooms[code] = room
        return room

    def _set_aside(self, code: str, exc: BaseException) -> NoReturn:
        """The room's stored game does not replay: forget it here (its rows stay as they
        are, for whoever repairs them) and refuse it from now on."""
        self.rooms.pop(code, None)
        reason = f"{type(exc).__name__}: {exc}".splitlines()[0][:200]
        if code not in self.set_aside:
            log.error("room %s could not be restored and is set aside (%s)", code, reason)
        self.set_aside[code] = reason
        raise ProtocolError(E_BROKEN, NOT_RESTORED) from None

    def load_all(self, status: str = PLAYING) -> list[Room]:
        """Load every room in ``status`` (at start: the games to go on with); those that do
        not replay are set aside and the others load."""
        rooms = []
        for code in self.store.codes(status):
            try:
                room = self.get(code)
            except ProtocolError:
                continue
            if room is not None:
                rooms.append(room)
        return rooms

    def _build(self, row: RoomRow) -> Room:
        """A room from its stored row and actions: the game replayed from its seed."""
        room = _room_from_row(row)
        if row.status != LOBBY:
            room.state = room.rules.new_game(len(room.seats), room.seed, room.options)
            standins = self.store.standins(row.code)
            for seat, action, revealed in self.store.load_actions(row.code):
                room.state.apply(room.rules.action_from_json(action), seat=seat)
                room.standins.append(standins.get(room.n))
                room.actions.append(action)
                room.actors.append(seat)
                room.revealed.append(revealed)
        return room

    def refresh(self, code: str) -> Room | None:
        """Bring a loaded room up to date with the store (another process changed it).
        Returns the room when it changed."""
        room = self.rooms.get(code)
        if room is None:
            return None
        version = self.store.version(code)
        if version is None or version == room.version:
            return None
        self._catch_up(room)
        return room

    def _catch_up(self, room: Room) -> None:
        try:
            self._apply_stored(room)
        except DAMAGE as exc:
            self._set_aside(room.code, exc)
        self.on_caught_up(room)

    def _apply_stored(self, room: Room) -> None:
        row = self.store.load_room(room.code)
        if row is None:
            return
        if row.epoch != room.epoch or (room.status == LOBBY and row.status != LOBBY):
            fresh = self._build(row)
            room.__dict__.update({k: v for k, v in fresh.__dict__.items() if k != "recent"})
            room.recent.clear()
        else:
            room.seats, room.status, room.version = row.seats, row.status, row.version
            room.meta, room.host = row.meta, row.host
            if room.state is not None:
                later = self.store.load_actions(room.code, room.n)
                standins = self.store.standins(room.code) if later else {}
                for seat, action, revealed in later:
                    events = room.state.apply(room.rules.action_from_json(action), seat=seat)
                    room.standins.append(standins.get(room.n))
                    room.actions.append(action)
                    room.actors.append(seat)
                    room.revealed.append(revealed)
                    room.recent.append((room.n, seat, events))

    def _room(self, code: str) -> Room:
        """The room, up to date with the store; call inside a transaction."""
        room = self.get(code)
        if room is None:
            raise ProtocolError(E_ROOM, "There is no room with that code.")
        version = self.store.locked_version(code)
        if version is None:  # deleted meanwhile (a lobby expired by another process)
            self.rooms.pop(code, None)
            raise ProtocolError(E_ROOM, "There is no room with that code.")
        if version != room.version:
            self._catch_up(room)
        return room

    def _rebuild(self, code: str) -> None:
        """After a failed write: forget the in-memory room, reload it from the store."""
        self.rooms.pop(code, None)
        room = self.get(code)
        if room is not None:
            self.on_caught_up(room)

    # -- changes --------------------------------------------------------------------------------
    def create(
        self,
        game: str,
        seats: list[str],
        name: str,
        seat: int | None = None,
        options: dict | None = None,
        table: dict | None = None,
    ) -> tuple[Room, int, str]:
        if game not in GAMES:
            raise ProtocolError(E_BAD, "Unknown game.")
        rules = rules_for(game)
        try:
            rules.check_players(len(seats))
            opts = rules.options(options or {})
            rules.new_game(len(seats), 0, opts)  # options that do not fit the players
        except IllegalAction as exc:
            raise ProtocolError(E_BAD, str(exc)) from None
        if seat is None:
            seat = seats.index(OPEN) if OPEN in seats else -1
        if not 0 <= seat < len(seats) or seats[seat] != OPEN:
            raise ProtocolError(E_SEAT, "The creator sits at an open seat.")
        token = new_token()
        bot_names = iter(n for n in NAMES if n.lower() != name.lower())
        rows: list[dict[str, str | None]] = []
        for i, kind in enumerate(seats):
            if i == seat:
                rows.append({"kind": HUMAN, "name": name, "token": token_hash(token)})
            elif kind == OPEN:
                rows.append({"kind": OPEN, "name": None, "token": None})
            else:
                rows.append({"kind": kind, "name": next(bot_names), "token": None})
        with self.store.transaction():
            code = self._new_code()
            meta = {"table": {**TABLE_DEFAULTS, **(table or {})}, "game_no": 1}
            row = RoomRow(code, game, opts, self.deal(), rows, seat, LOBBY, 1, 0, meta)
            self.store.insert_room(row)
        room = _room_from_row(row)
        self.rooms[code] = room
        return room, seat, token

    def _new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))
            if not self.store.code_exists(code):
                return code

    def sit(self, code: str, seat: int, name: str) -> tuple[Room, str]:
        token = new_token()
        with self.store.transaction():
            room = self._room(code)
            if room.status != LOBBY:
                raise ProtocolError(E_STATE, "The game has started: its seats are taken.")
            if not 0 <= seat < len(room.seats) or room.seats[seat]["kind"] != OPEN:
                raise ProtocolError(E_SEAT, "That seat is not open.")
            if any((s["name"] or "").lower() == name.lower() for s in room.seats):
                raise ProtocolError(E_SEAT, "Somebody at this table already has that name.")
            seats = [dict(s) for s in room.seats]
            seats[seat] = {"kind": HUMAN, "name": name, "token": token_hash(token)}
            self.store.update_room(
                code, seats, room.status, room.version + 1, room.epoch, room.meta
            )
        room.seats, room.version = seats, room.version + 1
        return room, token

    def authenticate(self, code: str, token: str) -> tuple[Room, int]:
        """The room and seat a token opens; ProtocolError (one message for an unknown code
        and a wrong token: nothing tells a guesser which half was right)."""
        digest = token_hash(token)
        try:
            room = self.get(code)
            if room is not None:
                self.refresh(code)
        except ProtocolError as exc:
            if exc.code == E_BROKEN and self._opens(code, digest):
                raise  # only a seat's holder learns that its game was set aside
            room = None
        if room is not None:
            for i, s in enumerate(room.seats):
                if s["token"] is not None and hmac.compare_digest(s["token"], digest):
                    return room, i
        raise ProtocolError(E_TOKEN, "That room code and seat token open no seat.")

    def _opens(self, code: str, digest: str) -> bool:
        """Does a token (its hash) open a seat of the stored room, however damaged?"""
        try:
            row = self.store.load_room(code)
            seats = row.seats if row is not None else []
            return any(
                isinstance(s, dict)
                and isinstance(s.get("token"), str)
                and hmac.compare_digest(s["token"], digest)
                for s in seats
            )
        except DAMAGE:
            return False

    def start(self, code: str, seat: int) -> Room:
        with self.store.transaction():
            room = self._room(code)
            if seat != room.host:
                raise ProtocolError(E_STATE, "Only the host starts the game.")
            if room.status != LOBBY:
                raise ProtocolError(E_STATE, "The game has already started.")
            if any(s["kind"] == OPEN for s in room.seats):
                raise ProtocolError(E_STATE, "Every seat needs a player first.")
            state = room.rules.new_game(len(room.seats), room.seed, room.options)
            meta = self._timed(room.meta, room.seats, state, True)
            self.store.update_room(code, room.seats, PLAYING, room.version + 1, room.epoch, meta)
            self._due(code, room.seats, state)
        room.state, room.status, room.version = state, PLAYING, room.version + 1
        room.meta = meta
        return room

    def act(
        self,
        code: str,
        seat: int,
        n: int,
        data: dict,
        standin: str | None = None,
        epoch: int | None = None,
    ) -> Room:
        """Play ``data`` for ``seat`` if ``n`` actions have been played (and, given ``epoch``,
        nothing was taken back since: a bot's answer searched for an undone position is
        stale even where the count matches again); the events go to ``room.recent``.
        ``standin``: the level of a bot playing a person's seat."""
        applied = False
        try:
            with self.store.transaction():
                room = self._room(code)
                if room.status != PLAYING:
                    raise ProtocolError(E_STATE, "The game is not being played.")
                if n != room.n or (epoch is not None and epoch != room.epoch):
                    raise ProtocolError(E_STALE, f"{room.n} actions have been played, not {n}.")
                if room.state.current_player != seat:
                    raise ProtocolError(E_TURN, "It is not your turn.")
                try:
                    action = room.rules.action_from_json(data)
                    events = room.state.apply(action, seat=seat)
                except IllegalAction as exc:
                    raise ProtocolError(E_ILLEGAL, str(exc)) from None
                applied = True
                saved = action.to_json()
                revealed = room.rules.reveals(events, room.is_person(seat))
                status = OVER if room.state.is_over else PLAYING
                if standin is not None and room.standin_level(seat) != standin:
                    raise ProtocolError(E_TURN, "That seat is a person's again.")
                meta = self._timed(room.meta, room.seats, room.state, True)
                self.store.add_action(code, room.n, seat, saved, revealed, standin)
                self.store.advance(
                    code,
                    room.version + 1,
                    status if status != room.status or meta != room.meta else None,
                    meta if meta != room.meta else None,
                    room.seats,
                )
                self._due(code, room.seats, room.state)
        except ProtocolError:
            raise
        except Exception:
            if applied:
                self._rebuild(code)
            raise
        room.standins.append(standin)
        room.actions.append(saved)
        room.actors.append(seat)
        room.revealed.append(revealed)
        room.recent.append((room.n, seat, events))
        room.status, room.version, room.meta = status, room.version + 1, meta
        return room

    def undo(self, code: str, seat: int, n: int) -> Room:
        with self.store.transaction():
            room = self._room(code)
            if n != room.n:
                raise ProtocolError(E_STALE, f"{room.n} actions have been played, not {n}.")
            keep = room.undo_target(seat)
            if keep is None:
                raise ProtocolError(E_STATE, "That move can no longer be taken back.")
            state = room.rules.replay(len(room.seats), room.seed, room.options, room.actions[:keep])
            self.store.cut_actions(code, keep)
            meta = self._timed(room.meta, room.seats, state, True)
            self.store.update_room(
                code, room.seats, PLAYING, room.version + 1, room.epoch + 1, meta
            )
            self._due(code, room.seats, state)
        room.state, room.meta = state, meta
        del room.actions[keep:], room.actors[keep:], room.revealed[keep:], room.standins[keep:]
        room.version, room.epoch = room.version + 1, room.epoch + 1
        room.recent.clear()
        return room

    def check_replays(self, code: str) -> bool:
        """Does the stored game replay to the state held in memory? (The fuzz test's check.)"""
        room = self.get(code)
        if room is None or room.state is None:
            return room is not None
        row = self.store.load_room(code)
        if row is None:
            return False
        again = self._build(row)
        return again.state.to_json() == room.state.to_json()

    # -- tables people come back to ---------------------------------------------------------
    def _timed(self, meta: dict, seats: list[dict], state: Any, fresh: bool) -> dict:
        """``meta`` with the turn clock's deadline and the e-mail reminder's time: a new turn
        (``fresh``) starts the clock of the person to play; a seat a bot plays has none."""
        out = dict(meta)
        table = {**TABLE_DEFAULTS, **meta.get("table", {})}
        turn = CLOCKS.get(table["clock"])
        cur = None if state is None or state.is_over else state.current_player
        seat = seats[cur] if cur is not None else None
        if turn is None or seat is None or seat["kind"] != HUMAN or seat.get("standin"):
            out["deadline"] = out["remind"] = None
            return out
        now = self.now()
        if fresh or out.get("deadline") is None:
            out["deadline"] = now + turn
            out["reminded"] = None
        remind = None
        if table["clock"] in SLOW_CLOCKS and seat.get("email") and not out.get("reminded"):
            remind = out["deadline"] - turn / 2
        out["remind"] = remind
        return out

    def _write_seats(self, room: Room, seats: list[dict], meta: dict, **extra: Any) -> None:
        """Inside a transaction: the room's seats and meta changed (nothing else)."""
        self.store.update_room(
            room.code, seats, room.status, room.version + 1, room.epoch, meta, **extra
        )

    def _stand_in(self, code: str, seat: int, why: str) -> Room:
        """A bot of the host's chosen level plays a person's seat (``why``: "leave",
        "concede", "timeout", "declined")."""
        with self.store.transaction():
            room = self._room(code)
            if room.status == LOBBY and why == "leave":
                return self._leave_lobby(room, seat)
            if room.status != PLAYING and why != "concede":
                raise ProtocolError(E_STATE, "The game is not being played.")
            s = room.seats[seat]
            if not room.is_person(seat) or (s.get("conceded") and why != "concede"):
                raise ProtocolError(E_SEAT, "That seat is not a person's.")
            seats = [dict(x) for x in room.seats]
            seats[seat].update(standin=room.table["standin"], asked=False)
            if why == "concede":
                seats[seat]["conceded"] = True
            meta = self._timed(room.meta, seats, room.state, False)
            self._write_seats(room, seats, meta)
            self._due(code, seats, room.state)
        room.seats, room.meta, room.version = seats, meta, room.version + 1
        return room

    def _leave_lobby(self, room: Room, seat: int) -> Room:
        if seat == room.host:
            raise ProtocolError(E_STATE, "The host stays until the start.")
        seats = [dict(x) for x in room.seats]
        seats[seat] = {"kind": OPEN, "name": None, "token": None}
        self._write_seats(room, seats, room.meta)
        room.seats, room.version = seats, room.version + 1
        return room

    def leave(self, code: str, seat: int) -> Room:
        return self._stand_in(code, seat, "leave")

    def concede(self, code: str, seat: int) -> Room:
        return self._stand_in(code, seat, "concede")

    def timeout(self, code: str) -> tuple[Room, int] | None:
        """The turn clock of the room ran out: its seat goes to a stand-in bot (once, however
        many processes look: the deadline is checked under the room's lock). The seat, or
        None when nothing was due."""
        with self.store.transaction():
            room = self._room(code)
            deadline = room.meta.get("deadline")
            cur = room.state.current_player if room.state is not None else None
            if deadline is None or deadline > self.now() or cur is None:
                if deadline is not None and cur is None:  # a stale deadline: cleared
                    meta = self._timed(room.meta, room.seats, None, True)
                    self._write_seats(room, room.seats, meta)
                    room.meta, room.version = meta, room.version + 1
                return None
            seats = [dict(x) for x in room.seats]
            seats[cur]["standin"] = room.table["standin"]
            meta = self._timed(room.meta, seats, room.state, False)
            self._write_seats(room, seats, meta)
            self._due(code, seats, room.state)
        room.seats, room.meta, room.version = seats, meta, room.version + 1
        return room, cur

    def take_back(self, code: str, seat: int) -> bool:
        """A person resumed: their seat is theirs again (not after a concession)."""
        room = self.get(code)
        s = room.seats[seat] if room is not None else {}
        if not s.get("standin") or s.get("conceded"):
            return False
        with self.store.transaction():
            room = self._room(code)
            s = room.seats[seat]
            if not s.get("standin") or s.get("conceded"):
                return False
            seats = [dict(x) for x in room.seats]
            seats[seat]["standin"] = None
            meta = self._timed(room.meta, seats, room.state, True)
            self._write_seats(room, seats, meta)
        room.seats, room.meta, room.version = seats, meta, room.version + 1
        return True

    def set_email(self, code: str, seat: int, address: str | None, lang: str = "en") -> Room:
        """The seat's address for reminders and the language they are written in (both
        kept with the seat, never in the room's message)."""
        with self.store.transaction():
            room = self._room(code)
            seats = [dict(x) for x in room.seats]
            seats[seat]["email"] = address
            seats[seat]["lang"] = lang
            meta = self._timed(room.meta, seats, room.state, False)
            self._write_seats(room, seats, meta)
        room.seats, room.meta, room.version = seats, meta, room.version + 1
        return room

    def reminded(self, code: str) -> tuple[Room, int, str] | None:
        """A reminder is due: (room, seat, address), marked as sent (once per turn)."""
        with self.store.transaction():
            room = self._room(code)
            remind = room.meta.get("remind")
            if remind is None or remind > self.now() or room.state is None:
                return None
            cur = room.state.current_player
            meta = dict(room.meta, reminded=[room.epoch, room.n])
            meta = self._timed(meta, room.seats, room.state, False)
            self._write_seats(room, room.seats, meta)
        room.meta, room.version = meta, room.version + 1
        address = room.seats[cur].get("email") if cur is not None else None
        return (room, cur, address) if cur is not None and address else None

    def say(self, code: str, seat: int, line: dict) -> dict:
        """One line said at the table by ``seat``, kept with the game; the ``said`` message."""
        with self.store.transaction():
            room = self._room(code)
            if "text" in line and not room.table["chat"]:
                raise ProtocolError(E_OFF, "The host turned free text off.")
            said = {
                "t": "said",
                "seat": seat,
                "name": room.seats[seat]["name"],
                **line,
                "n": room.n,
                "at": round(time.time(), 3),
            }
            said["i"] = self.store.add_chat(code, room.game_no, seat, said, said["at"])
        return said

    def vote(self, code: str, seat: int, want: bool, present: set[int]) -> tuple[Room, bool]:
        """A rematch vote (or, in the next game, a late answer to it). True when the next
        game started: every person ``present`` (connected, still in the game) wants it."""
        with self.store.transaction():
            room = self._room(code)
            s = room.seats[seat]
            if room.status == PLAYING and s.get("asked"):
                seats = [dict(x) for x in room.seats]
                seats[seat]["asked"] = False
                if not want:
                    seats[seat]["standin"] = room.table["standin"]
                meta = self._timed(room.meta, seats, room.state, False)
                self._write_seats(room, seats, meta)
                self._due(code, seats, room.state)
                room.seats, room.meta, room.version = seats, meta, room.version + 1
                return room, False
            if room.status != OVER:
                raise ProtocolError(E_STATE, "A rematch is voted at the results.")
            votes = set(room.meta.get("rematch", []))
            (votes.add if want else votes.discard)(seat)
            persons = {i for i in range(len(room.seats)) if room.is_person(i)}
            here = {i for i in persons if i in present or i == seat}
            if want and here <= votes:
                return self._rematch(room, votes), True
            meta = dict(room.meta, rematch=sorted(votes))
            self._write_seats(room, room.seats, meta)
        room.meta, room.version = meta, room.version + 1
        return room, False

    def _rematch(self, room: Room, votes: set[int]) -> Room:
        """Inside the vote's transaction: the finished game kept, the next one started with the
        same people and bots, each moved on by one seat (another person begins)."""
        code = room.code
        self.store.archive_game(
            code,
            room.game_no,
            room.row(),
            [[a, act, sb] for a, act, sb in zip(room.actors, room.actions, room.standins)],
            room.state.result().to_json(),
        )
        seats = []
        for i, s in enumerate(room.seats):
            new = {**s, "standin": None, "conceded": False, "asked": False}
            if s["kind"] == HUMAN and i not in votes:
                new["asked"] = True  # asked again on their next visit
            seats.append(new)
        seats = seats[1:] + seats[:1]
        host = (room.host - 1) % len(seats)
        seed = self.deal()
        state = room.rules.new_game(len(seats), seed, room.options)
        meta = dict(room.meta, rematch=[], game_no=room.game_no + 1)
        meta = self._timed(meta, seats, state, True)
        self.store.cut_actions(code, 0)
        self.store.reseed(code, seed)
        self.store.update_room(
            code, seats, PLAYING, room.version + 1, room.epoch + 1, meta, host=host
        )
        self._due(code, seats, state)
        room.seats, room.host, room.seed, room.state, room.meta = seats, host, seed, state, meta
        room.status, room.version, room.epoch = PLAYING, room.version + 1, room.epoch + 1
        room.actions, room.actors, room.revealed, room.standins = [], [], [], []
        room.recent.clear()
        return room

    def close(self, code: str) -> bool:
        """Delete a room and all kept with it (a host's ``rooms close``)."""
        with self.store.transaction():
            gone = self.store.delete_room(code)
        self.rooms.pop(code, None)
        return gone

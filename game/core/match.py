"""A game being played at the table: engine state plus who sits where, the log and history.

A save is the game's seed, options, seats and actions (ALL-1), with the log, who has seen how
much of it and how far undo may go back (``to_save``); ``from_save`` rebuilds the state by
replaying the actions, as the kept games (game/archive.py) and the server's store do. An older
save also holds the state it stood at: it is accepted only if the replay comes to that state.
"""

from __future__ import annotations

import datetime
import json
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeGuard

from game.core.catalog import GAMES, rules_for
from game.i18n import t
from game.storage import derived_gid, valid_gid

if TYPE_CHECKING:  # the title reads seats and names, and starts sooner without the contract
    from game.core.contract import Event

HUMAN = "human"
NAMES: tuple[str, ...] = (
    "Anna",
    "Ben",
    "Carla",
    "Daan",
    "Emma",
    "Finn",
    "Greta",
    "Hugo",
    "Ilse",
    "Jan",
    "Lotte",
    "Max",
    "Noor",
    "Ruben",
    "Sanne",
    "Tim",
    "Vera",
    "Willem",
)


@dataclass
class Seat:
    name: str
    kind: str  # "human" or a bot level

    @property
    def is_bot(self) -> bool:
        return self.kind != HUMAN

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind}


class Session:
    def __init__(
        self, game: str, seats: list[Seat], options: dict[str, Any], seed: int, state: Any = None
    ) -> None:
        self.game = game
        self.rules = rules_for(game)
        self.seats = seats
        self.options = dict(options)
        self.seed = seed
        self.state = state if state is not None else self.rules.new_game(len(seats), seed, options)
        self.actions: list[dict[str, Any]] = []
        self.log: list[dict[str, Any]] = []  # {"key": i18n key, "args": {...}}; public facts only
        self.viewer = self.first_human()
        # Hot seat: how far into the log each seat has seen at the device (the pass screen's
        # news starts after it; game/ui/table/news.py), None while it never held the device.
        self.seen: list[int | None] = [None] * len(seats)
        # Undo (docs/architecture.md, "Undo"): per action since ``undo_floor``, who acted, the
        # log's length before it and whether it revealed anything. A save keeps the log's
        # lengths; who acted and what it showed come back with the replay.
        self.undo_floor = 0
        self.history: list[tuple[int, int, bool]] = []
        # How many coach hints were shown (a game with hints is marked in records)
        # and the UTC date ("2026-12-01") when this is that day's deal (game/daily.py).
        self.hints = 0
        self.daily: str | None = None
        # Which game this is, whatever its deal (records, kept games and save slots tell
        # two games of one deal apart by it): random, made as the game is dealt.
        self.gid = new_gid()
        self.recorded = False  # written down as finished (game/finished.py), this run

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_bot]

    def first_human(self) -> int:
        humans = self.humans
        if not humans:
            return 0
        cur = self.state.current_player
        return cur if cur in humans else humans[0]

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def apply(self, action: Any) -> list[Event]:
        """Apply ``action`` for the current seat; IllegalAction leaves everything unchanged."""
        seat = self.state.current_player
        events: list[Event] = self.state.apply(action, seat=seat)
        self.actions.append(action.to_json())
        own = seat is not None and not self.seats[seat].is_bot
        self.history.append((seat, len(self.log), self.rules.reveals(events, own)))
        return events

    # -- undo (Board Game Arena's policy) ---------------------------------------------------------
    def undo_target(self, seat: int) -> int | None:
        """How many actions stay if ``seat`` takes back their last action now, or None if
        they may not: back past a reveal, past another person's action, or (hot seat) once
        the device is to be passed, never. The bots' replies since go with it. In today's deal
        (one counted try) only the person's own actions of their turn: no bot reply is taken
        back, so the try cannot explore the bots' answers."""
        return self._undo(seat)[0]

    def undo_refusal(self, seat: int) -> str | None:
        """Why ``seat`` may not take back now (a key under ``hint.undo.``), None if they may:
        "nothing" (nothing of theirs to take back), "shown" (their own move showed a card),
        "seen" (a bot's move has shown a card since), "other" (another person has played or is
        to play), "daily" (today's deal: only within one's own turn), "over"."""
        return self._undo(seat)[1]

    def _undo(self, seat: int) -> tuple[int | None, str | None]:
        if not 0 <= seat < len(self.seats) or self.seats[seat].is_bot:
            return None, "nothing"
        if self.state.is_over:
            return None, "over"
        cur = self.state.current_player
        if cur is not None and cur != seat and not self.seats[cur].is_bot:
            return None, "other"  # another person's turn: the device is theirs now
        for i in range(len(self.history) - 1, -1, -1):
            actor, _, revealed = self.history[i]
            if revealed or (actor != seat and not self.seats[actor].is_bot):
                return None, self._kept_because(seat, i)
            if actor != seat and self.daily is not None:
                return None, "daily"
            if actor == seat:
                return self.undo_floor + i, None
        return None, "nothing"

    def _kept_because(self, seat: int, i: int) -> str:
        """Why the action at ``history[i]`` keeps ``seat`` from taking back, said of that seat:
        their own move showed a card, to them or to others ("shown"); they have not acted yet
        ("nothing"); another person has played since ("other"); a bot's move has shown a card
        since ("seen")."""
        actor, _, revealed = self.history[i]
        if actor == seat:
            return "shown"
        if all(a != seat for a, _, _ in self.history[:i]):
            return "nothing"
        return "seen" if revealed and self.seats[actor].is_bot else "other"

    def can_undo(self, seat: int) -> bool:
        return self.undo_target(seat) is not None

    def undo(self, seat: int) -> bool:
        """Take back ``seat``'s last action (and the bots' replies): the state is replayed
        from the seed (ALL-1), the log cut back to before it plus one line saying so."""
        k = self.undo_target(seat)
        if k is None:
            return False
        state = self.rules.replay(len(self.seats), self.seed, self.options, self.actions[:k])
        i = k - self.undo_floor
        mark = self.history[i][1]
        del self.actions[k:]
        del self.history[i:]
        del self.log[mark:]
        self.seen = [None if n is None else min(n, mark) for n in self.seen]
        self.state = state
        self.log.append({"key": "log.undo", "args": {"name": self.seats[seat].name}, "seat": seat})
        return True

    def forget_undo(self) -> None:
        """Nothing before now can be taken back (the log was trimmed, a game was loaded)."""
        self.undo_floor = len(self.actions)
        self.history.clear()

    def to_save(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seats": [s.to_json() for s in self.seats],
            "options": self.options,
            "seed": self.seed,
            "actions": self.actions,
            "log": self.log,
            "marks": [mark for _, mark, _ in self.history],  # the log's length before each
            "viewer": self.viewer,
            "seen": self.seen,
            "hints": self.hints,
            "daily": self.daily,
            "gid": self.gid,
        }

    def add_log(self, entries: list[dict[str, Any]]) -> None:
        """Append log entries, keeping the stored log bounded (a save never grows without end)."""
        self.log.extend(entries)
        if len(self.log) > LOG_CAP + LOG_TRIM:
            cut = len(self.log) - LOG_CAP
            del self.log[:cut]  # in chunks: the panel relays out rarely
            self.forget_undo()  # the log marks of earlier actions moved
            self.seen = [None if n is None else max(0, n - cut) for n in self.seen]

    def saw(self, seat: int) -> None:
        """``seat`` holds the device and has the whole log so far before their eyes."""
        self.seen[seat] = len(self.log)

    @classmethod
    def from_save(cls, data: Any) -> Session:
        """Rebuild a saved session; ValueError (or IllegalAction) if it does not add up.

        Strict: whatever is accepted here can be drawn and played on. Names are
        checked and the log is cleaned entry by entry. A finished game (a stale save) is
        accepted: its table goes on to the results.
        """
        try:
            return cls._from_save(data)
        except (KeyError, TypeError, IndexError, AttributeError, RecursionError) as exc:
            raise ValueError(f"not a saved session: {type(exc).__name__}") from None

    @classmethod
    def _from_save(cls, data: Any) -> Session:
        if not isinstance(data, dict):
            raise ValueError("not a saved session")
        game = data["game"]
        if not isinstance(game, str) or game not in GAMES:
            raise ValueError("not a game of Meadow")
        rules = rules_for(game)
        raw_seats = data["seats"]
        if not isinstance(raw_seats, list) or len(raw_seats) > rules.max_players:
            raise ValueError("bad seats")
        seats = [_seat(s) for s in raw_seats]
        options = data["options"]
        if not isinstance(options, dict):
            raise ValueError("options must be an object")
        rules.options(options)  # unknown keys or wrong types: IllegalAction
        seed = data["seed"]
        if type(seed) is not int or not 0 <= seed < 1 << 64:
            raise ValueError("bad seed")
        actions = data["actions"]
        if not isinstance(actions, list) or len(actions) > rules.max_actions:
            raise ValueError("bad list of actions")
        gid = data.get("gid")
        if gid is None:  # a save from before game ids: its id is derived from the save
            gid = derived_gid(data)
        if not valid_gid(gid):
            raise ValueError("bad game id")
        moves = [rules.action_from_json(a) for a in actions]  # IllegalAction if malformed
        session = cls(game, seats, dict(options), seed)  # IllegalAction: players, options
        log = data["log"]
        if not isinstance(log, list):
            raise ValueError("the log must be a list")
        # Keep only well-formed log entries: a hand-edited save must not break drawing.
        session.log = [e for e in map(lambda x: clean_entry(x, len(seats)), log[-LOG_CAP:]) if e]
        marks = data.get("marks")  # older saves have none: undo starts at the load
        session._replay(
            moves, marks if _marks_fit(marks, len(moves), len(log), session.log) else []
        )
        if "state" in data and not _same_state(data["state"], session.state.to_json()):
            raise ValueError("the save's actions do not come to the state it stored")
        viewer = data.get("viewer", session.first_human())
        if type(viewer) is not int:
            viewer = session.first_human()
        session.viewer = viewer if 0 <= viewer < len(seats) else session.first_human()
        seen = data.get("seen")  # older saves have none: the news starts at each one's turn
        if isinstance(seen, list) and len(seen) == len(seats):
            session.seen = [
                n if type(n) is int and 0 <= n <= len(session.log) else None for n in seen
            ]
        # Older saves have neither; a bad value reads as none (never a crash).
        hints = data.get("hints", 0)
        session.hints = hints if type(hints) is int and 0 <= hints < 1 << 31 else 0
        session.daily = data.get("daily") if valid_date(data.get("daily")) else None
        session.gid = gid
        return session

    def _replay(self, moves: list[Any], marks: list[int]) -> None:
        """Play the saved actions from the deal (IllegalAction: one is not legal there); the
        last ``len(marks)`` of them may be taken back, each with its log mark."""
        floor = len(moves) - len(marks)
        for i, action in enumerate(moves):
            seat = self.state.current_player
            events = self.state.apply(action, seat=seat)
            self.actions.append(action.to_json())
            if i >= floor:
                own = seat is not None and not self.seats[seat].is_bot
                self.history.append((seat, marks[i - floor], self.rules.reveals(events, own)))
        self.undo_floor = floor


def _marks_fit(
    marks: Any, actions: int, saved_log: int, log: list[dict[str, Any]]
) -> TypeGuard[list[int]]:
    """Do a save's undo marks hold: whole numbers rising through the log as saved (every
    entry kept), no more than its actions?"""
    if not isinstance(marks, list) or len(marks) > actions or len(log) != saved_log:
        return False
    if any(type(m) is not int for m in marks):
        return False
    return all(0 <= a <= b <= saved_log for a, b in zip([0, *marks], [*marks, saved_log]))


def _same_state(stored: Any, replayed: str) -> bool:
    """An older save's stored state, against the replay of its actions (as JSON values)."""
    if not isinstance(stored, str):
        return False
    try:
        return bool(json.loads(stored) == json.loads(replayed))
    except (ValueError, RecursionError):
        return False


LOG_CAP = 1000  # entries kept in a session's log (older ones scroll away for good)
LOG_TRIM = 200
MAX_NAME = 16
KINDS = (HUMAN, "random", "easy", "medium", "hard")
_ARG_TEXT = 200  # characters of one text argument of a log entry
_CARD_KEYS = 8


def __getattr__(name: str) -> Any:
    # MAX_ACTIONS: the most actions any game's own safety cap allows (each game's
    # ``max_actions``), worked out when first asked: it needs every game's rules, which the
    # title screen does without.
    if name == "MAX_ACTIONS":
        return max(rules_for(g).max_actions for g in GAMES)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def new_gid() -> str:
    """A random game id (16 hex digits); the system's randomness, the clock's if there is none."""
    try:
        return f"{random.SystemRandom().getrandbits(64):016x}"
    except (NotImplementedError, OSError):  # a runtime without os.urandom
        return f"{random.Random().getrandbits(64):016x}"


def valid_name(name: Any) -> TypeGuard[str]:
    """A seat name: 1..16 printable characters (no control characters, no lone surrogates)."""
    return (
        isinstance(name, str)
        and 0 < len(name) <= MAX_NAME
        and name.isprintable()
        and name.strip() != ""
    )


def valid_date(text: Any) -> bool:
    """An ISO date ("2026-12-01"), as today's deal is named."""
    if not isinstance(text, str) or len(text) != 10:
        return False
    try:
        return datetime.date.fromisoformat(text).isoformat() == text
    except ValueError:
        return False


def _seat(data: Any) -> Seat:
    if not isinstance(data, dict):
        raise ValueError("a seat is an object")
    name, kind = data.get("name"), data.get("kind")
    if not valid_name(name):
        raise ValueError("a seat name is 1 to 16 printable characters")
    if kind not in KINDS:
        raise ValueError("unknown kind of seat")
    return Seat(name, kind)


def _clean_text(value: str) -> str | None:
    if len(value) > _ARG_TEXT or not value.isprintable():
        return None
    return value


def _clean_value(value: Any) -> Any:
    """A log argument if it is one the log can show, else a marker to drop the entry."""
    if value is None or isinstance(value, bool):
        return value
    if type(value) is int:
        return value if abs(value) < 1 << 53 else _BAD
    if type(value) is float:
        return value if value == value and abs(value) < 1e15 else _BAD
    if isinstance(value, str):
        text = _clean_text(value)
        return _BAD if text is None else text
    if isinstance(value, dict):  # a card's JSON: flat, small
        if len(value) > _CARD_KEYS or not all(isinstance(k, str) for k in value):
            return _BAD
        out = {}
        for k, v in value.items():
            if isinstance(v, (dict, list)):
                return _BAD
            v = _clean_value(v)
            if v is _BAD:
                return _BAD
            out[k] = v
        return out
    if isinstance(value, list):
        if len(value) > 60:
            return _BAD
        out_list = [_clean_value(v) for v in value]
        if any(v is _BAD or isinstance(v, list) for v in out_list):
            return _BAD
        return out_list
    return _BAD


_BAD = object()


def clean_entry(entry: Any, seats: int) -> dict[str, Any] | None:
    """A log entry rebuilt from saved data, or None when it is not one the log can show."""
    if not isinstance(entry, dict):
        return None
    key = entry.get("key")
    if not isinstance(key, str) or not 0 < len(key) <= 80 or not key.isprintable():
        return None
    args = entry.get("args", {})
    if not isinstance(args, dict) or len(args) > 12:
        return None
    clean_args = {}
    for k, v in args.items():
        # The names are format() keywords: "key" would clash with t()'s own parameter.
        if not isinstance(k, str) or not k.isidentifier() or k == "key" or len(k) > 30:
            return None
        v = _clean_value(v)
        if v is _BAD:
            return None
        clean_args[k] = v
    out: dict[str, Any] = {"key": key, "args": clean_args}
    if "seat" in entry:
        seat = entry["seat"]
        if seat is not None and (type(seat) is not int or not 0 <= seat < seats):
            return None
        out["seat"] = seat
    if "gap" in entry:
        if type(entry["gap"]) is not bool:
            return None
        out["gap"] = entry["gap"]
    return out


# A bot's level in one word ("easy"): in a list of levels, and where a robot badge beside it
# already says "bot".
LEVEL_WORDS: dict[str, str] = {
    "random": "level.random",
    "easy": "level.easy",
    "medium": "level.medium",
    "hard": "level.hard",
}


def level_word(kind: str) -> str:
    key = LEVEL_WORDS.get(kind)
    return t(key) if key is not None else t(f"kind.{kind}")

"""The last finished games of each game, kept for review: seed, options, seats and
actions, enough to replay every step (ALL-1).

Stored under ``storage.game_key(game, "games")`` as ``{"version": 2, "games": [entry, ...]}``,
newest first. An entry is ``{game, gid, kept, seed, options, seats: [{name, kind}], actions,
finished_at, hints, daily}``: ``gid`` the game's random id (one game is kept once, two games
of one deal twice), ``kept`` a counter (the order games were kept in, whatever the clock says;
``finished_at`` is only shown). Bounded per game: at most ``KEEP`` entries and ``BUDGET``
characters of JSON, the newest whole games that fit (the oldest go first); a game too large
for the budget on its own is refused alone. Pure (no pygame): the review screens read it.

A finished **online** game (played through a room server, game/net/) has no seed and no
actions on the device: the server never sends them, nor the other seats' hidden cards. Its
entry holds, instead of ``seed`` and ``actions``, ``online: {code, seat, result, record,
game_no}`` (``game_no``: the room's game, one room plays several after rematches; an entry
kept without it is its room's first game),
the record being the game as that seat saw it (game/net/record.py: its views and events step
by step), so its review shows what the seat was shown and nothing more (``add_online``).

Loading checks every entry on its own, down to replaying its actions with the game's rules
(a list the rules refuse, or one that does not end the game, is not a game to review): a bad
entry is dropped alone, the original document is set aside (kept, never lost) and one notice
(``notice.games.repaired``) says so.
"""

from __future__ import annotations

import json
import math
import time
from typing import Any

from game.core.catalog import GAMES, rules_for
from game.core.contract import Result
from game.core.match import HUMAN, KINDS, Seat, Session, _seat, valid_date
from game.storage import Storage, derived_gid, game_key, valid_gid

VERSION = 2  # 2: the game id and the keeping counter (version 1 is read, both added)
KEEP = 20  # finished games kept per game
BUDGET = (
    1_300_000  # characters of JSON per game: 20 of the longest four-seat games (some 64,000 each)
)
FIELDS = (
    "game",
    "gid",
    "kept",
    "seed",
    "options",
    "seats",
    "actions",
    "finished_at",
    "hints",
    "daily",
)
ONLINE_RECORD = ("code", "seat", "result", "record")  # and game_no, once rooms had it
ONLINE_FIELDS = ("game", "gid", "options", "seats", "finished_at", "hints", "daily", "online")
MAX_KEPT = 1 << 53


def key(game: str) -> str:
    return game_key(game, "games")


def entry_of(session: Session, when: float | None = None, kept: int = 1) -> dict:
    """The archive entry of a finished session (``kept``: its place in the keeping order)."""
    return {
        "game": session.game,
        "gid": session.gid,
        "kept": kept,
        "seed": session.seed,
        "options": dict(session.options),
        "seats": [s.to_json() for s in session.seats],
        "actions": list(session.actions),
        "finished_at": time.time() if when is None else when,
        "hints": session.hints,
        "daily": session.daily,
    }


def gid_of(entry: Any) -> str | None:
    """An entry's game id: its own, or (kept before games had ids) derived from the game."""
    if not isinstance(entry, dict):
        return None
    gid = entry.get("gid")
    return derived_gid(entry) if gid is None else gid if valid_gid(gid) else None


def same_game(a: dict, b: Any) -> bool:
    """One finished game: the same game id (a replayed or reopened game), whatever the deal."""
    return gid_of(b) == gid_of(a)


def kept_of(entry: Any) -> int | None:
    value = entry.get("kept") if isinstance(entry, dict) else None
    return value if type(value) is int and 0 < value < MAX_KEPT else None


def numbered(games: list[dict]) -> list[dict]:
    """``games`` (newest first) each with its place in the keeping order: a list kept before
    the counter (or with a bad one) is numbered as it was stored, newest highest."""
    if all(kept_of(g) is not None for g in games):
        return games
    return [dict(g, kept=len(games) - i) for i, g in enumerate(games)]


def add(storage: Storage, session: Session, when: float | None = None) -> bool:
    """Keep ``session`` (a finished game) for review; never raises (a full disk or a
    refused game costs only the review, never the game's end). False only when a write was
    refused (the player was told); a game too large for the budget is refused alone."""
    try:
        if session.game not in GAMES or not session.state.is_over:
            return True
        # The kept ones as stored: they are checked when read (load), not at every game's end.
        return _keep(storage, session.game, lambda top: entry_of(session, when, top + 1))
    except Exception:  # noqa: BLE001 (whatever went wrong, the game's end goes on)
        return True


def add_online(storage: Storage, message: dict, when: float | None = None) -> bool:
    """Keep a finished online game for review from the server's ``record`` message (its
    seat's own views and events, game/net/record.py); like :func:`add`, never raises."""
    try:
        game = message.get("game")
        if not isinstance(game, str) or game not in GAMES:
            return True
        return _keep(storage, game, lambda top: online_entry(message, when, top + 1))
    except Exception:  # noqa: BLE001 (a record that does not add up costs only its review)
        return True


def online_entry(message: dict, when: float | None = None, kept: int = 1) -> dict:
    """The archive entry of a server's ``record`` message (its own seat's record)."""
    code, seat, number = message["code"], message["seat"], game_no_of(message)
    seats = [
        {"name": s.get("name") or "?", "kind": s["kind"] if s["kind"] in KINDS else HUMAN}
        for s in message["seats"]
    ]
    return {
        "game": message["game"],
        # The first game's id as kept before rooms had a next game: it is still found once.
        "gid": f"o-{str(code).lower()}-{seat}" + (f"-{number}" if number > 1 else ""),
        "kept": kept,
        "options": dict(message["options"]),
        "seats": seats,
        "finished_at": time.time() if when is None else when,
        "hints": 0,
        "daily": None,
        "online": {
            "code": code,
            "seat": seat,
            "result": message["result"],
            "record": message["record"],
            "game_no": number,
        },
    }


def game_no_of(data: dict) -> int:
    """The room's game a record or an entry is of: 1 when not said (kept before rooms had a
    next game); anything but a whole number from 1 is not a game number (ValueError)."""
    number = data.get("game_no", 1)
    if type(number) is not int or not 0 < number < MAX_KEPT:
        raise ValueError("not a game number")
    return number


def _keep(storage: Storage, game: str, make: Any) -> bool:
    """Put the entry ``make(top)`` (top: the highest keeping number so far) first among the
    kept games of ``game``, once, if it is a game to review and fits."""
    k = key(game)
    # Under the storage's lock: two windows keeping games at once keep both.
    return storage.update(k, lambda: _keep_in(storage, game, k, make))


def _keep_in(storage: Storage, game: str, k: str, make: Any) -> bool:
    data = storage.load(k)  # broken: set aside there, with a notice
    if isinstance(data, dict) and isinstance(data.get("games"), list):
        version = data.get("version")
        if type(version) is int and version > VERSION:
            return True  # a newer Meadow's archive: left as it is
        games = numbered([g for g in data["games"] if isinstance(g, dict)])
    else:
        if data is not None:
            storage.reject(k)  # not an archive: kept aside, not overwritten
        games = []
    top = max((kept_of(g) or 0 for g in games), default=0)
    entry = make(top)
    if check(entry, game) is None:
        return True
    if any(same_game(entry, g) for g in games):
        return True  # the results reopened (or a continued finished save): kept once
    if size_of(entry) > BUDGET:
        storage.note("notice.games.too_large")  # this one alone; the others stay
        return True
    return storage.save(k, {"version": VERSION, "games": bound([entry, *games])})


def size_of(entry: dict) -> int:
    return len(json.dumps(entry, sort_keys=True))


def bound(games: list[dict]) -> list[dict]:
    """At most ``KEEP`` entries and ``BUDGET`` characters, newest first: as many whole games
    as fit, the oldest going first; a game too large on its own is left out alone."""
    out: list[dict] = []
    used = 0
    for g in games:
        size = size_of(g)
        if size > BUDGET:
            continue  # could never fit: it must not push every other game out
        if used + size > BUDGET or len(out) == KEEP:
            break
        out.append(g)
        used += size
    return out


def load(storage: Storage, game: str) -> list[dict]:
    """The kept games of ``game``, newest first, each checked (a bad one is dropped alone;
    then the original document is set aside, the good ones saved and one notice given).
    Under the storage's lock, as a repair writes."""
    if game not in GAMES:
        return []
    return storage.update(key(game), lambda: _load(storage, game), again=False)


def _load(storage: Storage, game: str) -> list[dict]:
    k = key(game)
    data = storage.load(k)  # broken JSON or a foreign envelope: set aside there, with a notice
    if data is None:
        return []
    if not isinstance(data, dict) or not isinstance(data.get("games"), list):
        storage.reject(k)
        return []
    version = data.get("version")
    if type(version) is int and version > VERSION:
        return []  # a newer Meadow's archive: left as it is, not cut down to this shape
    raw = data["games"]
    checked = [check(x, game) for x in raw[: KEEP * 4]]
    good = numbered([e for e in checked if e is not None])
    good.sort(key=lambda e: -e["kept"])  # the keeping order, never the clock
    kept = bound(good)
    dropped = len(kept) != len(raw)
    if dropped or kept != raw or version != VERSION:
        # Something was dropped (or the document is not of this version): the original is
        # copied aside first; if that copy cannot be written it stays as it is, unwritten.
        if dropped or type(version) is not int:
            if storage.copy_aside(k) and dropped:
                storage.note("notice.games.repaired")
        storage.save(k, {"version": VERSION, "games": kept})
    return kept


def check(entry: Any, game: str) -> dict | None:
    """``entry`` rebuilt if it is a finished game of ``game`` that replays, else None.

    Never raises: a hostile entry (wrong types, huge numbers, actions the rules refuse) is
    simply not a game to review."""
    try:
        return _check(entry, game)
    except Exception:  # noqa: BLE001 (IllegalAction, ValueError, RecursionError, ...)
        return None


def _check(entry: Any, game: str) -> dict | None:
    if not isinstance(entry, dict) or entry.get("game") != game:
        return None
    if "online" in entry:
        return _check_online(entry, game)
    rules = rules_for(game)
    seed = entry["seed"]
    if type(seed) is not int or not 0 <= seed < 1 << 64:
        return None
    options = entry["options"]
    if not isinstance(options, dict):
        return None
    rules.options(options)  # unknown keys or wrong types: IllegalAction
    raw_seats = entry["seats"]
    if not isinstance(raw_seats, list):
        return None
    if not rules.min_players <= len(raw_seats) <= rules.max_players:
        return None
    seats = [_seat(s).to_json() for s in raw_seats]
    actions = entry["actions"]
    if not isinstance(actions, list) or len(actions) > rules.max_actions:
        return None
    when = entry["finished_at"]
    if type(when) not in (int, float) or not math.isfinite(when) or not 0 <= when < 1e11:
        return None
    hints = entry.get("hints", 0)
    if type(hints) is not int or not 0 <= hints < 1 << 31:
        return None
    daily = entry.get("daily")
    if daily is not None and not valid_date(daily):
        return None
    gid = gid_of(entry)
    kept = entry.get("kept")
    if gid is None or (kept is not None and kept_of(entry) is None):
        return None
    state = _replayed(game, len(seats), seed, options, actions)  # ALL-1; refuses a bad list
    if not state.is_over:
        return None  # only finished games are kept
    out = {
        "game": game,
        "gid": gid,
        "seed": seed,
        "options": dict(options),
        "seats": seats,
        "actions": [json.loads(json.dumps(a)) for a in actions],
        "finished_at": when,
        "hints": hints,
        "daily": daily,
    }
    if kept is not None:  # a version 1 entry is numbered with its list (numbered)
        out["kept"] = kept
    return out


def _check_online(entry: dict, game: str) -> dict | None:
    """An online game's entry: its seats and options as for a local one; its record checked
    as its own seat's (game/net/record.py: views of that seat, events the game reads)."""
    from game.net.protocol import CODE_LENGTH, CODE_LETTERS
    from game.net.record import check as check_record

    rules = rules_for(game)
    if set(entry) - {"kept"} != set(ONLINE_FIELDS):
        return None
    options = entry["options"]
    if not isinstance(options, dict):
        return None
    rules.options(options)
    raw_seats = entry["seats"]
    if (
        not isinstance(raw_seats, list)
        or not rules.min_players <= len(raw_seats) <= rules.max_players
    ):
        return None
    seats = [_seat(s).to_json() for s in raw_seats]
    players = len(seats)
    when = entry["finished_at"]
    if type(when) not in (int, float) or not math.isfinite(when) or not 0 <= when < 1e11:
        return None
    if entry["hints"] != 0 or entry["daily"] is not None:
        return None
    gid, kept = gid_of(entry), entry.get("kept")
    if gid is None or (kept is not None and kept_of(entry) is None):
        return None
    online = entry["online"]
    if not isinstance(online, dict) or set(online) - {"game_no"} != set(ONLINE_RECORD):
        return None
    game_no_of(online)  # ValueError: not a game to review
    code, seat, result = online["code"], online["seat"], online["result"]
    if not isinstance(code, str) or len(code) != CODE_LENGTH or set(code) - set(CODE_LETTERS):
        return None
    if type(seat) is not int or not 0 <= seat < players:
        return None
    if result_of(result, players) is None:
        return None
    check_record(rules, online["record"], seat, players)  # ValueError: not a game to review
    out = {
        "game": game,
        "gid": gid,
        "options": dict(options),
        "seats": seats,
        "finished_at": when,
        "hints": 0,
        "daily": None,
        "online": json.loads(json.dumps(online)),
    }
    if kept is not None:
        out["kept"] = kept
    return out


def result_of(data: Any, players: int) -> Result | None:
    """An online game's result as its server sent it (scores, winners, details), checked."""
    if not isinstance(data, dict) or set(data) != {"scores", "winners", "details"}:
        return None
    scores, winners, details = data["scores"], data["winners"], data["details"]
    if not isinstance(scores, list) or len(scores) != players:
        return None
    if not all(type(x) in (int, float) and math.isfinite(x) for x in scores):
        return None
    if not isinstance(winners, list) or not winners:
        return None
    if not all(type(w) is int and 0 <= w < players for w in winners):
        return None
    if not isinstance(details, dict) or not all(isinstance(k, str) for k in details):
        return None
    return Result(tuple(scores), tuple(winners), tuple(details.items()))


def kept_online(storage: Storage, game: str, code: str, seat: int, game_no: int = 1) -> dict | None:
    """The kept record of the room ``code``'s game ``game_no`` as seat ``seat`` saw it, if
    it is kept."""
    for entry in load(storage, game):
        online = entry.get("online")
        if (
            online is not None
            and online["code"] == code
            and online["seat"] == seat
            and game_no_of(online) == game_no
        ):
            return entry
    return None


def is_online(entry: dict) -> bool:
    """A kept online game (reviewed from its seat's record, not replayed)."""
    return "online" in entry


def winners_of(entry: dict) -> tuple[int, ...]:
    """The winning seats of a kept game (a local one's replayed end; an online one's result)."""
    if is_online(entry):
        result = result_of(entry["online"]["result"], len(entry["seats"]))
        return result.winners if result is not None else ()
    winners: tuple[int, ...] = tuple(final_state(entry).result().winners)
    return winners


def session_of(entry: dict) -> Session:
    """A new session of the entry's deal (its seats, options and seed), before any action."""
    seats = [Seat(s["name"], s["kind"]) for s in entry["seats"]]
    session = Session(entry["game"], seats, dict(entry["options"]), entry["seed"])
    session.hints = entry["hints"]
    session.daily = entry["daily"]
    session.gid = entry["gid"]
    return session


def actions_of(entry: dict) -> list:
    """The entry's actions as the engine's action objects (in order)."""
    rules = rules_for(entry["game"])
    return [rules.action_from_json(a) for a in entry["actions"]]


def final_state(entry: dict) -> Any:
    """The state the entry's game ended in (replayed; read it, do not change it)."""
    return _replayed(
        entry["game"], len(entry["seats"]), entry["seed"], entry["options"], entry["actions"]
    )


_finals: dict[str, Any] = {}  # replays of this run, by what was replayed (a list shows 20)
FINALS = 64


def _replayed(game: str, players: int, seed: int, options: dict, actions: list) -> Any:
    """``rules.replay`` of a kept game, remembered: the list of kept games asks each one's
    end when it is checked and again for its winner (the longest game is some 30 ms)."""
    text = json.dumps([game, players, seed, options, actions], sort_keys=True)
    state = _finals.get(text)
    if state is None:
        state = rules_for(game).replay(players, seed, dict(options), actions)
        if len(_finals) >= FINALS:
            _finals.pop(next(iter(_finals)))
        _finals[text] = state
    return state

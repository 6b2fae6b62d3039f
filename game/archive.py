"""The last finished games of each game, kept for review: seed, options, seats and
actions, enough to replay every step (ALL-1).

Stored under ``storage.game_key(game, "games")`` as ``{"version": 1, "games": [entry, ...]}``,
newest first. An entry is ``{game, seed, options, seats: [{name, kind}], actions,
finished_at, hints, daily}``. Bounded per game: at most ``KEEP`` entries and ``BUDGET``
characters of JSON (the oldest go first), so three games stay far below a browser's
localStorage quota. Pure (no pygame): the review screens in game/ui/ read it.

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
from game.core.match import MAX_ACTIONS, Seat, Session, _seat, valid_date
from game.storage import Storage, game_key

VERSION = 1
KEEP = 20  # finished games kept per game
BUDGET = (
    1_300_000  # characters of JSON per game: 20 of the longest four-seat games (some 64,000 each)
)
FIELDS = ("game", "seed", "options", "seats", "actions", "finished_at", "hints", "daily")


def key(game: str) -> str:
    return game_key(game, "games")


def entry_of(session: Session, when: float | None = None) -> dict:
    """The archive entry of a finished session."""
    return {
        "game": session.game,
        "seed": session.seed,
        "options": dict(session.options),
        "seats": [s.to_json() for s in session.seats],
        "actions": list(session.actions),
        "finished_at": time.time() if when is None else when,
        "hints": session.hints,
        "daily": session.daily,
    }


def same_game(a: dict, b: Any) -> bool:
    """One finished game: the same deal (seed) played to the same number of actions."""
    if not isinstance(b, dict) or not isinstance(b.get("actions"), list):
        return False
    return b.get("seed") == a["seed"] and len(b["actions"]) == len(a["actions"])


def add(storage: Storage, session: Session, when: float | None = None) -> None:
    """Keep ``session`` (a finished game) for review; never raises (a full disk or a
    refused game costs only the review, never the game's end)."""
    try:
        if session.game not in GAMES or not session.state.is_over:
            return
        entry = entry_of(session, when)
        if check(entry, session.game) is None:
            return
        # The kept ones as stored: they are checked when read (load), not at every game's end.
        k = key(session.game)
        data = storage.load(k)  # broken: set aside there, with a notice
        if isinstance(data, dict) and isinstance(data.get("games"), list):
            version = data.get("version")
            if type(version) is int and version > VERSION:
                return  # a newer Meadow's archive: left as it is
            games = [g for g in data["games"] if isinstance(g, dict)]
        else:
            if data is not None:
                storage.reject(k)  # not an archive: kept aside, not overwritten
            games = []
        if any(same_game(entry, g) for g in games):
            return  # the results reopened (or a continued finished save): kept once
        storage.save(k, {"version": VERSION, "games": bound([entry, *games])})
    except Exception:  # noqa: BLE001 (whatever went wrong, the game's end goes on)
        return


def bound(games: list[dict]) -> list[dict]:
    """At most ``KEEP`` entries and ``BUDGET`` characters, newest first: the oldest go."""
    out, used = [], 0
    for g in games[:KEEP]:
        size = len(json.dumps(g, sort_keys=True))
        if used + size > BUDGET:
            break
        out.append(g)
        used += size
    return out


def load(storage: Storage, game: str) -> list[dict]:
    """The kept games of ``game``, newest first, each checked (a bad one is dropped alone;
    then the original document is set aside, the good ones saved and one notice given)."""
    if game not in GAMES:
        return []
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
    good = [e for e in (check(x, game) for x in raw[: KEEP * 4]) if e is not None]
    good.sort(key=lambda e: -e["finished_at"])
    kept = bound(good)
    if version != VERSION or len(kept) != len(raw) or kept != raw:
        storage.set_aside(k)
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
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
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
    state = _replayed(game, len(seats), seed, options, actions)  # ALL-1; refuses a bad list
    if not state.is_over:
        return None  # only finished games are kept
    return {
        "game": game,
        "seed": seed,
        "options": dict(options),
        "seats": seats,
        "actions": [json.loads(json.dumps(a)) for a in actions],
        "finished_at": when,
        "hints": hints,
        "daily": daily,
    }


def session_of(entry: dict) -> Session:
    """A new session of the entry's deal (its seats, options and seed), before any action."""
    seats = [Seat(s["name"], s["kind"]) for s in entry["seats"]]
    session = Session(entry["game"], seats, dict(entry["options"]), entry["seed"])
    session.hints = entry["hints"]
    session.daily = entry["daily"]
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

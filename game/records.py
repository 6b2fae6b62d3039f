"""Records: per game, how people fared against each bot level and in hot-seat games.

Pure Python (no pygame): the interface loads the records through the storage layer (key
``meadow/v1/records``: a file on the desktop, localStorage in the browser), calls
:func:`record_game` once when a game ends and shows :func:`summary` on the records screen.

What is counted, per game (``via_gladiola``, ``gloschli``, ``floriado``):

- ``played``: every finished game; ``wins``: name -> games won (shared wins count for each).
- Solo games (exactly one person, the rest bots): the person's result is counted once under
  *each bot level present* at the table in ``vs[level]`` as ``win`` (the person won alone),
  ``shared`` (the person is among several winners) or ``loss`` (the person did not win).
  A game with an easy and a hard bot therefore adds one result under "easy" and one under "hard".
- Hot-seat games (two or more people): counted per game in ``hotseat``: ``played``, ``won``
  (a person won alone), ``shared`` (the victory was shared) and ``bots`` (a bot won alone);
  who won is in ``wins`` by name like every other game. Bots at a hot-seat table are not
  counted in ``vs`` (no single person's result to count).
- Bots-only games count in ``played`` and ``wins`` only.

A game is counted once: its id (seed and number of actions) is remembered in ``recent``, so
reopening or reloading a finished game never counts it again.

Stored shape (inside the storage envelope, which carries the storage version)::

    {"version": 1, "games": {game: {"played": n, "wins": {name: n},
                                    "vs": {level: {"win": n, "loss": n, "shared": n}},
                                    "hotseat": {"played": n, "won": n, "shared": n, "bots": n}}},
     "recent": [game id, ...]}

Anything malformed is dropped field by field; a document that is not records at all is
reported once (``notice.records.corrupt``) and replaced by fresh records.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.catalog import GAMES
from game.storage import KEY_RECORDS, Storage

VERSION = 1
LEVELS: tuple[str, ...] = ("random", "easy", "medium", "hard")
OUTCOMES: tuple[str, ...] = ("win", "shared", "loss")
HOTSEAT_FIELDS: tuple[str, ...] = ("played", "won", "shared", "bots")
RECENT = 40  # ids of the last games counted (a finished game is never counted twice)
HUMAN = "human"
MAX_NAME = 16  # a seat name's length (game/ui/session.py)


def fresh() -> dict:
    return {"version": VERSION, "games": {}, "recent": []}


def empty_game() -> dict:
    return {
        "played": 0,
        "wins": {},
        "vs": {},
        "hotseat": dict.fromkeys(HOTSEAT_FIELDS, 0),
    }


def _count(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else 0


def _clean_game(data: Any) -> dict:
    game = empty_game()
    if not isinstance(data, dict):
        return game
    game["played"] = _count(data.get("played"))
    wins = data.get("wins")
    if isinstance(wins, dict):
        game["wins"] = {k: _count(v) for k, v in wins.items() if _count(v) and _name(k)}
    vs = data.get("vs")
    if isinstance(vs, dict):
        for level, row in vs.items():
            if level in LEVELS and isinstance(row, dict):
                game["vs"][level] = {o: _count(row.get(o)) for o in OUTCOMES}
    hot = data.get("hotseat")
    if isinstance(hot, dict):
        game["hotseat"] = {f: _count(hot.get(f)) for f in HOTSEAT_FIELDS}
    return game


def _name(key: Any) -> bool:
    """A winner's name worth keeping: short printable text (a hand-edited file may hold
    anything, and the records screen draws every name)."""
    return isinstance(key, str) and 0 < len(key) <= MAX_NAME and key.isprintable()


def normalize(data: Any) -> dict | None:
    """Clean records, or None when ``data`` is not records at all (corrupt).

    Recovery goes entry by entry (issue 17): a bad game, count or name is dropped alone and
    everything else is kept.
    """
    if not isinstance(data, dict):
        return None
    if "games" not in data:
        # The first shape (before per-level results): {game: {"played": n, "wins": {...}}}.
        games = {k: v for k, v in data.items() if isinstance(v, dict) and k in GAMES}
        if data and not games:
            return None
        return {
            "version": VERSION,
            "games": {k: _clean_game(v) for k, v in games.items()},
            "recent": [],
        }
    version = data.get("version")
    if type(version) is int and version > VERSION:
        return None  # a newer Meadow's records: kept aside, not cut down to this shape
    games = data["games"] if isinstance(data.get("games"), dict) else {}
    recent = data.get("recent")
    return {
        "version": VERSION,
        "games": {k: _clean_game(v) for k, v in games.items() if k in GAMES},
        "recent": [x for x in recent if isinstance(x, str) and len(x) <= 80][-RECENT:]
        if isinstance(recent, list)
        else [],
    }


def load(storage: Storage) -> dict:
    """The records from storage; broken records are reported once and start afresh.

    Records that needed repair are saved repaired, the original kept aside (never lost).
    """
    data = storage.load(KEY_RECORDS)
    if data is None:
        return fresh()
    records = normalize(data)
    if records is None:
        storage.reject(KEY_RECORDS)
        return fresh()
    if records != data and isinstance(data, dict) and "games" in data:
        storage.set_aside(KEY_RECORDS)
        storage.note("notice.records.repaired")
        save(storage, records)
    return records


def save(storage: Storage, records: dict) -> bool:
    return storage.save(KEY_RECORDS, records)


def game_id(game: str, seed: int, actions: int) -> str:
    return f"{game}:{seed}:{actions}"


def outcome(seat: int, winners: Sequence[int]) -> str:
    """A seat's result: ``win`` alone, ``shared`` among several winners, else ``loss``."""
    if seat not in winners:
        return "loss"
    return "win" if len(winners) == 1 else "shared"


def add_result(
    records: dict,
    game: str,
    kinds: Sequence[str],
    names: Sequence[str],
    winners: Sequence[int],
    gid: str | None = None,
) -> bool:
    """Count one finished game into ``records`` (in place); False if ``gid`` was counted."""
    if gid is not None:
        if gid in records["recent"]:
            return False
        records["recent"] = (records["recent"] + [gid])[-RECENT:]
    g = records["games"].setdefault(game, empty_game())
    g["played"] += 1
    for w in winners:
        if 0 <= w < len(names):
            g["wins"][names[w]] = g["wins"].get(names[w], 0) + 1
    humans = [i for i, k in enumerate(kinds) if k == HUMAN]
    if len(humans) == 1:
        result = outcome(humans[0], winners)
        for level in dict.fromkeys(k for k in kinds if k != HUMAN):
            if level in LEVELS:
                row = g["vs"].setdefault(level, dict.fromkeys(OUTCOMES, 0))
                row[result] += 1
    elif len(humans) >= 2:
        hot = g["hotseat"]
        hot["played"] += 1
        if len(winners) > 1:
            hot["shared"] += 1
        elif winners and winners[0] in humans:
            hot["won"] += 1
        elif winners:
            hot["bots"] += 1
    return True


def record_game(
    storage: Storage,
    game: str,
    kinds: Sequence[str],
    names: Sequence[str],
    winners: Sequence[int],
    gid: str | None = None,
) -> bool:
    """Load, count one finished game and save; False when this game was already counted."""
    records = load(storage)
    if not add_result(records, game, kinds, names, winners, gid):
        return False
    save(storage, records)
    return True


def game_records(records: dict, game: str) -> dict:
    return records["games"].get(game) or empty_game()


def totals(game: dict) -> dict:
    """All solo results of a game added up over the levels."""
    out = dict.fromkeys(OUTCOMES, 0)
    for row in game["vs"].values():
        for o in OUTCOMES:
            out[o] += row.get(o, 0)
    return out


def best_name(game: dict) -> tuple[str, int] | None:
    """The name with the most wins (ties: alphabetical), or None."""
    if not game["wins"]:
        return None
    name, n = min(game["wins"].items(), key=lambda kv: (-kv[1], kv[0]))
    return name, n

"""Records: per game, how people fared against each bot level and in hot-seat games, and
the statistics of the person's own games against bots.

Pure Python (no pygame): the interface loads the records through the storage layer (key
``meadow/v1/records``: a file on the desktop, localStorage in the browser), calls
:func:`record_game` once when a game ends, shows the counts on the records screen and
:func:`stats` on the statistics screen.

What is counted, per game (keyed by the game's name):

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
- ``hinted``: finished games (of any seating) in which the coach showed a hint.
- Statistics of the solo games (version 2), in ``solo``: ``games``, ``won`` (alone or shared:
  a shared victory is a victory, as the rules say), the person's scores (``scored`` games with
  a score, their ``sum`` for the average, the ``best`` one: the lowest where the lowest score
  wins, ``GameDef.low_score_wins``, else the highest), the win ``streak`` now and the
  ``best_streak`` (a shared win continues a streak, a loss ends it); and in ``last`` the last
  20 solo results, oldest first: ``{"score", "outcome", "levels", "hints", "daily",
  "players", "when"}``.

A game is counted once: its id (the game's random id, ``Session.gid``) is remembered in
``recent``, so reopening or reloading a finished game never counts it again, while two games
of the same deal count as two.

Stored shape (inside the storage envelope, which carries the storage version)::

    {"version": 2, "games": {game: {"played": n, "wins": {name: n},
                                    "vs": {level: {"win": n, "loss": n, "shared": n}},
                                    "hotseat": {"played": n, "won": n, "shared": n, "bots": n},
                                    "hinted": n,
                                    "solo": {"games": n, "won": n, "scored": n, "sum": x,
                                             "best": x | null, "streak": n, "best_streak": n},
                                    "last": [{"score": x | null, "outcome": "win",
                                              "levels": ["easy"], "hints": false,
                                              "daily": false, "players": 2,
                                              "when": unix seconds | null}, ...]}},
     "recent": [game id, ...]}

Version 1 (the same without ``hinted``, ``solo`` and ``last``) is read as version 2 with those
empty, every count kept, and saved back as version 2 without a notice. Anything malformed is
dropped field by field (``notice.records.repaired``, the original set aside); a document that
is not records at all, or comes from a newer Meadow (a higher version), is set aside and
reported once (``notice.records.corrupt``) and fresh records start.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from typing import Any

from game.core.catalog import GAMES, spec
from game.storage import KEY_RECORDS, Storage

VERSION = 2
LEVELS: tuple[str, ...] = ("random", "easy", "medium", "hard")
OUTCOMES: tuple[str, ...] = ("win", "shared", "loss")
HOTSEAT_FIELDS: tuple[str, ...] = ("played", "won", "shared", "bots")
SOLO_COUNTS: tuple[str, ...] = ("games", "won", "scored", "streak", "best_streak")
RECENT = 40  # ids of the last games counted (a finished game is never counted twice)
LAST = 20  # solo results kept for the statistics' chart
HUMAN = "human"
MAX_NAME = 16  # a seat name's length (game/ui/session.py)
MAX_SCORE = 1e9  # far above any real score (blisters, points, gold), far below overflow
MAX_SUM = 1e15
MAX_PLAYERS = 12  # more seats than any game has: a result claiming more is not one of ours
MAX_WHEN = 1e11  # seconds since 1970: the year 5138


def fresh() -> dict:
    return {"version": VERSION, "games": {}, "recent": []}


def empty_solo() -> dict:
    return {**dict.fromkeys(SOLO_COUNTS, 0), "sum": 0, "best": None}


def empty_game() -> dict:
    return {
        "played": 0,
        "wins": {},
        "vs": {},
        "hotseat": dict.fromkeys(HOTSEAT_FIELDS, 0),
        "hinted": 0,
        "solo": empty_solo(),
        "last": [],
    }


def _count(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else 0


def _number(value: Any, limit: float = MAX_SCORE) -> int | float | None:
    """A finite int or float (never a bool) within ``limit``; else None."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    if isinstance(value, float) and not math.isfinite(value):
        return None
    return value if abs(value) <= limit else None


def _clean_solo(data: Any) -> dict:
    solo = empty_solo()
    if not isinstance(data, dict):
        return solo
    for key in SOLO_COUNTS:
        solo[key] = _count(data.get(key))
    # What cannot be true is made true: no more wins or scores than games, a best streak at
    # least the current one (a hand-edited file must not show "120 %").
    solo["won"] = min(solo["won"], solo["games"])
    solo["scored"] = min(solo["scored"], solo["games"])
    solo["streak"] = min(solo["streak"], solo["won"])
    solo["best_streak"] = min(max(solo["best_streak"], solo["streak"]), solo["won"])
    total, best = _number(data.get("sum"), MAX_SUM), _number(data.get("best"))
    if solo["scored"] and total is not None and best is not None:
        solo["sum"], solo["best"] = total, best
    else:  # scores without their count (or the reverse) say nothing: start the scores again
        solo["scored"] = 0
    return solo


def _clean_result(data: Any) -> dict | None:
    """One of the last results, or None when it is not one (no valid outcome)."""
    if not isinstance(data, dict) or data.get("outcome") not in OUTCOMES:
        return None
    levels = data.get("levels")
    if not isinstance(levels, list) or len(levels) > 16:
        levels = []
    levels = {x for x in levels if isinstance(x, str)}
    players = data.get("players")
    when = _number(data.get("when"), MAX_WHEN)
    return {
        "score": _number(data.get("score")),
        "outcome": data["outcome"],
        "levels": [lv for lv in LEVELS if lv in levels],
        "hints": data.get("hints") is True,
        "daily": data.get("daily") is True,
        "players": players if 0 < _count(players) <= MAX_PLAYERS else None,
        "when": int(when) if when is not None and when >= 0 else None,
    }


def _clean_last(data: Any) -> list[dict]:
    """The last results, newest LAST kept; a bad one is dropped alone."""
    if not isinstance(data, list):
        return []
    out: list[dict] = []
    for item in reversed(data):  # from the newest: a huge list costs only what is kept
        entry = _clean_result(item)
        if entry is not None:
            out.append(entry)
            if len(out) == LAST:
                break
    return out[::-1]


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
    game["hinted"] = _count(data.get("hinted"))
    game["solo"] = _clean_solo(data.get("solo"))
    game["last"] = _clean_last(data.get("last"))
    return game


def _name(key: Any) -> bool:
    """A winner's name worth keeping: short printable text (a hand-edited file may hold
    anything, and the records screen draws every name)."""
    return isinstance(key, str) and 0 < len(key) <= MAX_NAME and key.isprintable()


def normalize(data: Any) -> dict | None:
    """Clean records (version 2), or None when ``data`` is not records at all (corrupt) or a
    newer Meadow's.

    Recovery goes entry by entry: a bad game, count, name or result is dropped alone
    and everything else is kept. Version 1 comes in whole, the version 2 fields empty.
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


V1_FIELDS = ("played", "wins", "vs", "hotseat")


def as_version_1(records: dict) -> dict:
    """``records`` as version 1 wrote them: what a clean version 1 document equals."""
    return {
        "version": 1,
        "games": {k: {f: g[f] for f in V1_FIELDS} for k, g in records["games"].items()},
        "recent": records["recent"],
    }


def load(storage: Storage) -> dict:
    """The records from storage; broken records are reported once and start afresh.

    Records that needed repair are saved repaired, the original kept aside (never lost). Clean
    version 1 records are saved as version 2 quietly: nothing of them is lost, so nothing to
    report. Read under the storage's lock: a repair or a set-aside never writes over another
    window's game counted in between.
    """
    return storage.update(KEY_RECORDS, lambda: _load(storage), again=False)


def _load(storage: Storage) -> dict:
    data = storage.load(KEY_RECORDS)
    if data is None:
        return fresh()
    records = normalize(data)
    if records is None:
        storage.reject(KEY_RECORDS)
        return fresh()
    if records != data and isinstance(data, dict) and "games" in data:
        if (
            data.get("version") == 1
            and type(data["version"]) is int
            and (as_version_1(records) == data)
        ):
            save(storage, records)  # the migration to version 2
        else:
            # Copied aside first, the original rewritten only once the copy is safe (a
            # full disk leaves the original as it was, readable, and says so).
            if storage.copy_aside(KEY_RECORDS):
                storage.note("notice.records.repaired")
                save(storage, records)
    return records


def save(storage: Storage, records: dict) -> bool:
    return storage.save(KEY_RECORDS, records)


def game_id(game: str, gid: str) -> str:
    """A finished game's id in ``recent``: its game and its random game id (Session.gid), so
    two games of one deal count twice and the same game, reopened or replayed, once."""
    return f"{game}:{gid}"


def outcome(seat: int, winners: Sequence[int]) -> str:
    """A seat's result: ``win`` alone, ``shared`` among several winners, else ``loss``."""
    if seat not in winners:
        return "loss"
    return "win" if len(winners) == 1 else "shared"


def low_score_wins(game: str) -> bool:
    """Whether the lowest score is the best one in ``game`` (GameDef.low_score_wins)."""
    return spec(game).low_score_wins if game in GAMES else True


def better(game: str, a: float, b: float | None) -> bool:
    """Whether score ``a`` beats the best so far ``b`` (None: there is none yet)."""
    if b is None:
        return True
    return a < b if low_score_wins(game) else a > b


def add_result(
    records: dict,
    game: str,
    kinds: Sequence[str],
    names: Sequence[str],
    winners: Sequence[int],
    gid: str | None = None,
    *,
    scores: Sequence[float] | None = None,
    hints: int = 0,
    daily: str | None = None,
    when: float | None = None,
) -> bool:
    """Count one finished game into ``records`` (in place); False if ``gid`` was counted.

    ``scores``: one per seat (Result.scores), for the person's score in a solo game; ``hints``:
    coach hints shown in the game (Session.hints); ``daily``: the date when the game was that
    day's deal (Session.daily); ``when``: seconds since 1970 (default: now).
    """
    if gid is not None:
        if gid in records["recent"]:
            return False
        records["recent"] = (records["recent"] + [gid])[-RECENT:]
    g = records["games"].setdefault(game, empty_game())
    g["played"] += 1
    for w in winners:
        if 0 <= w < len(names):
            g["wins"][names[w]] = g["wins"].get(names[w], 0) + 1
    hinted = isinstance(hints, int) and hints > 0
    if hinted:
        g["hinted"] += 1
    humans = [i for i, k in enumerate(kinds) if k == HUMAN]
    if len(humans) == 1:
        result = outcome(humans[0], winners)
        levels = [lv for lv in LEVELS if lv in kinds]
        for level in levels:
            row = g["vs"].setdefault(level, dict.fromkeys(OUTCOMES, 0))
            row[result] += 1
        score = None
        if scores is not None and humans[0] < len(scores):
            score = _number(scores[humans[0]])
        _add_solo(g, game, result, score)
        stamp = _number(time.time() if when is None else when, MAX_WHEN)
        g["last"] = (
            g["last"]
            + [
                {
                    "score": score,
                    "outcome": result,
                    "levels": levels,
                    "hints": hinted,
                    "daily": isinstance(daily, str) and bool(daily),
                    "players": len(kinds),
                    "when": int(stamp) if stamp is not None and stamp >= 0 else None,
                }
            ]
        )[-LAST:]
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


def _add_solo(g: dict, game: str, result: str, score: int | float | None) -> None:
    solo = g["solo"]
    solo["games"] += 1
    if result == "loss":
        solo["streak"] = 0
    else:  # alone or shared: the person was not beaten
        solo["won"] += 1
        solo["streak"] += 1
        solo["best_streak"] = max(solo["best_streak"], solo["streak"])
    if score is not None and _number(solo["sum"] + score, MAX_SUM) is not None:
        solo["scored"] += 1
        solo["sum"] += score
        if better(game, score, solo["best"]):
            solo["best"] = score


def record_game(
    storage: Storage,
    game: str,
    kinds: Sequence[str],
    names: Sequence[str],
    winners: Sequence[int],
    gid: str | None = None,
    *,
    scores: Sequence[float] | None = None,
    hints: int = 0,
    daily: str | None = None,
) -> bool:
    """Load, count one finished game and save; False when this game was already counted.

    Under the storage's lock (Storage.update): another window finishing a game at the same
    moment reads the records with this one's game in them, and both count."""

    def change() -> bool:
        records = load(storage)
        if not add_result(
            records, game, kinds, names, winners, gid, scores=scores, hints=hints, daily=daily
        ):
            return False
        save(storage, records)
        return True

    return storage.update(KEY_RECORDS, change)


def reset(storage: Storage, game: str | None = None) -> dict:
    """Start one game's records and statistics again (every game's when ``game`` is None).

    The document as it was is set aside first (a ``.bad-<time>`` file on the desktop, the key
    ``meadow/v1/records/bad`` on the web), so a reset by mistake can be undone by hand. The
    ids of counted games stay: a finished game reopened after a reset is still not counted.
    A reset not done (the copy or the write refused) raises ``storage.failed_writes``.
    """

    def change() -> dict:
        records = load(storage)
        if not storage.copy_aside(KEY_RECORDS):
            return records  # no copy, no reset: the player was told why
        if game is None:
            records["games"] = {}
        else:
            records["games"].pop(game, None)
        save(storage, records)
        return records

    return storage.update(KEY_RECORDS, change, again=False)


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


def percent(part: int, whole: int) -> int | None:
    """``part`` of ``whole`` in whole percent, halves rounded up (3 of 7: 43); None of 0."""
    return (200 * part + whole) // (2 * whole) if whole > 0 else None


def stats(records: dict, game: str) -> dict:
    """The statistics screen's figures for one game, from clean records.

    ``games``/``wins``/``rate``: the person's solo games (a shared win is a win); ``best`` and
    ``average`` of the person's scores (None before the first), ``low_score_wins`` saying which
    end is best; ``streak``/``best_streak``; ``hinted``: games with coach hints (any seating);
    ``played``: every finished game, hot seat included; ``levels``: per bot level with games,
    ``{"level", "won", "games", "rate"}`` (from ``vs``, so version 1 games count too);
    ``last``: the last results, oldest first, at most LAST.
    """
    g = game_records(records, game)
    solo = g["solo"]
    levels = []
    for level in LEVELS:
        row = g["vs"].get(level)
        n = sum(row.values()) if row else 0
        if n:
            won = row["win"] + row["shared"]
            levels.append({"level": level, "won": won, "games": n, "rate": percent(won, n)})
    return {
        "played": g["played"],
        "games": solo["games"],
        "wins": solo["won"],
        "rate": percent(solo["won"], solo["games"]),
        "best": solo["best"] if solo["scored"] else None,
        "average": solo["sum"] / solo["scored"] if solo["scored"] else None,
        "low_score_wins": low_score_wins(game),
        "streak": solo["streak"],
        "best_streak": solo["best_streak"],
        "hinted": g["hinted"],
        "levels": levels,
        "last": [dict(x) for x in g["last"]],
    }

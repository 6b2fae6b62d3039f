"""Today's deal: per game, one deal a UTC day, the same for everybody.

Pure Python (no pygame). The deal is fixed by the game and the date alone: the seed is a
SHA-256 of ``"meadow-daily:<game>:<iso date>"`` (never Python's ``hash()``, which changes per
run), the table is fixed per game (``GameDef.daily_bots``: the person in seat 0 against
fixed bot levels), the options are the game's defaults and who starts is drawn from the seed
(VG-7 and the other games' "random start player").

**One try a day counts.** The try is taken when today's deal is first *started*
(:func:`take_try` writes a ``playing`` entry before the first move), so starting again to fish
for a better deal does not help: the game that was started is the one that counts. It may be
continued from its save and counts when it ends (:func:`record`); if its save is gone (a new
game of the same game replaced it, Restart dealt anew) the try stays ``playing`` for good and
shows as "not finished" (``unfinished`` once a practice game of that deal starts, so the
practice can never fill it in). Every later game of the same deal is *practice*: it carries
``Session.daily`` too (so the tables and coach treat it as the daily deal), its results say
"practice" and it changes nothing here.

**Streak** (per game: each game's deal is its own daily habit): the number of consecutive UTC
days, ending today or yesterday, whose counted try was played to the end. The best streak is
the longest such run, kept as a number so it outlives the trimmed history (both are counted
over the kept days, so a run longer than ``KEEP`` days shows as ``KEEP``).

Stored under ``meadow/v1/daily`` (inside the storage envelope)::

    {"version": 1, "games": {game: {"best": n, "days": {"2026-12-01": entry}}}}

    entry = {"state": "playing" | "done" | "unfinished", "counted": true, "players": 3,
             "levels": ["hard", "medium"], "score": 4 | null, "rank": 1 | null,
             "won": bool, "moves": n | null}

Each game keeps its last ``KEEP`` days. Read entry by entry: a bad entry is dropped alone
(the original document set aside, one notice ``notice.daily.repaired``); a document that is not
a daily history at all is set aside and reported once (``notice.daily.corrupt``).
"""

from __future__ import annotations

import datetime
import hashlib
from collections.abc import Mapping
from typing import Any

from game.core.catalog import GAMES, rules_for, spec
from game.core.match import (
    HUMAN,
    LEVEL_WORDS,
    NAMES,
    Seat,
    Session,
    level_word,
    valid_date,
    valid_name,
)
from game.i18n import t
from game.storage import PREFIX, Storage

KEY_DAILY = PREFIX + "daily"
VERSION = 1
KEEP = 366  # days of history per game (a year, leap day included): bounded on the web too

LEVELS: tuple[str, ...] = ("random", "easy", "medium", "hard")
STATES: tuple[str, ...] = ("playing", "done", "unfinished")

# Literal keys, so the catalogs' completeness test sees them used.
MONTHS: tuple[str, ...] = (
    "daily.month.1",
    "daily.month.2",
    "daily.month.3",
    "daily.month.4",
    "daily.month.5",
    "daily.month.6",
    "daily.month.7",
    "daily.month.8",
    "daily.month.9",
    "daily.month.10",
    "daily.month.11",
    "daily.month.12",
)
ORDINALS: tuple[str, ...] = (
    "daily.ordinal.1",
    "daily.ordinal.2",
    "daily.ordinal.3",
    "daily.ordinal.4",
    "daily.ordinal.5",
    "daily.ordinal.6",
)


# -- the deal ------------------------------------------------------------------------------------


def seed_for(game: str, date: str) -> int:
    """The deal's seed: the same on every Python and machine for one game and date."""
    digest = hashlib.sha256(f"meadow-daily:{game}:{date}".encode()).digest()
    return int.from_bytes(digest[:4], "big") >> 1  # 31 bits, like every other game's seed


def today_utc(now: datetime.datetime | float | None = None) -> str:
    """Today's date in UTC as ISO text ("2026-12-01"); ``now`` (a datetime or a Unix time) for
    tests. A naive datetime is taken as UTC."""
    if now is None:
        moment = datetime.datetime.now(datetime.UTC)
    elif isinstance(now, datetime.datetime):
        moment = now if now.tzinfo is None else now.astimezone(datetime.UTC)
    else:
        moment = datetime.datetime.fromtimestamp(float(now), datetime.UTC)
    return moment.date().isoformat()


def options_for(game: str) -> dict:
    """The game's default options: who starts is drawn from the seed (start_player -1)."""
    return dict(rules_for(game).default_options)


def player_name(setups: Mapping[str, Any] | None, game: str) -> str:
    """The person's seat name: the first person of this game's remembered set-up, else of any
    game's, else the default name."""
    setups = setups if isinstance(setups, Mapping) else {}
    for name in (game, *GAMES):
        setup = setups.get(name)
        seats = setup.get("seats") if isinstance(setup, Mapping) else None
        for seat in seats if isinstance(seats, list) else ():
            if isinstance(seat, Mapping) and seat.get("kind") == HUMAN:
                if valid_name(seat.get("name")):
                    return seat["name"]
                break
    return NAMES[0]


def seats_for(game: str, name: str) -> list[Seat]:
    """The person in seat 0, then the game's fixed bots (named so none shares the person's)."""
    others = [n for n in NAMES if n.casefold() != name.casefold()]
    levels = spec(game).daily_bots
    return [Seat(name, HUMAN)] + [Seat(others[i], lv) for i, lv in enumerate(levels)]


def new_session(game: str, date: str, name: str = NAMES[0]) -> Session:
    """Today's deal of ``game`` as a session ready to play (``Session.daily`` set)."""
    session = Session(game, seats_for(game, name), options_for(game), seed_for(game, date))
    session.daily = date
    return session


# -- the history ----------------------------------------------------------------------------------


def fresh() -> dict:
    return {"version": VERSION, "games": {}}


def _count(value: Any) -> int | None:
    return value if type(value) is int and 0 <= value < 1 << 31 else None


def _score(value: Any) -> float | int | None:
    if type(value) is int and abs(value) < 1 << 31:
        return value
    if type(value) is float and value == value and abs(value) < 1e9:
        return value
    return None


def clean_entry(data: Any) -> dict | None:
    """One day's entry rebuilt field by field, or None when it is not one."""
    if not isinstance(data, dict) or data.get("state") not in STATES:
        return None
    players, levels = _count(data.get("players")), data.get("levels")
    if players is None or not 2 <= players <= 6 or not isinstance(levels, list):
        return None
    if len(levels) != players - 1 or any(lv not in LEVELS for lv in levels):
        return None
    entry = {
        "state": data["state"],
        "counted": True,
        "players": players,
        "levels": list(levels),
        "score": None,
        "rank": None,
        "won": False,
        "moves": None,
    }
    if entry["state"] == "done":
        score, rank, moves = _score(data.get("score")), _count(data.get("rank")), data.get("moves")
        if score is None or rank is None or not 1 <= rank <= players:
            return None
        if type(data.get("won")) is not bool or _count(moves) is None:
            return None
        entry.update(score=score, rank=rank, won=data["won"], moves=moves)
    return entry


def normalize(data: Any) -> tuple[dict, bool] | None:
    """(clean history, whether anything was dropped), or None when ``data`` is not one."""
    if not isinstance(data, dict) or not isinstance(data.get("games"), dict):
        return None
    version = data.get("version")
    if type(version) is not int or version > VERSION:
        return None  # a newer Meadow's history: kept aside, not cut down to this shape
    out, dropped = fresh(), False
    for game, g in data["games"].items():
        if game not in GAMES or not isinstance(g, dict) or not isinstance(g.get("days"), dict):
            dropped = True
            continue
        days = {}
        for date, raw in g["days"].items():
            entry = clean_entry(raw) if valid_date(date) else None
            if entry is None:
                dropped = True
            else:
                days[date] = entry
        if len(days) > KEEP:
            days = dict(sorted(days.items())[-KEEP:])
            dropped = True
        best = _count(g.get("best"))
        if best is None and "best" in g:
            dropped = True
        out["games"][game] = {"best": best or 0, "days": days}
    return out, dropped


def load(storage: Storage) -> dict:
    """The history; a broken one is set aside with one notice and starts afresh, a partly
    broken one keeps its good entries (saved repaired, the original set aside). Under the
    storage's lock, as a repair writes."""
    return storage.update(KEY_DAILY, lambda: _load(storage), again=False)


def _load(storage: Storage) -> dict:
    data = storage.load(KEY_DAILY)
    if data is None:
        return fresh()
    found = normalize(data)
    if found is None:
        storage.reject(KEY_DAILY)
        return fresh()
    history, dropped = found
    if dropped:
        # Copied aside first, the original rewritten only once the copy is safe.
        if storage.copy_aside(KEY_DAILY):
            storage.note("notice.daily.repaired")
            save(storage, history)
    return history


def save(storage: Storage, history: dict) -> bool:
    return storage.save(KEY_DAILY, history)


def _game(history: dict, game: str) -> dict:
    return history["games"].setdefault(game, {"best": 0, "days": {}})


def entry(history: dict, game: str, date: str) -> dict | None:
    g = history["games"].get(game)
    return g["days"].get(date) if g else None


def _put(history: dict, game: str, date: str, value: dict) -> None:
    g = _game(history, game)
    g["days"][date] = value
    if len(g["days"]) > KEEP:  # the oldest days go: ISO dates sort by time
        g["days"] = dict(sorted(g["days"].items())[-KEEP:])
    g["best"] = max(g["best"], best_streak(history, game))


def take_try(storage: Storage, session: Session) -> bool:
    """The day's counted try is taken as the deal starts; False (practice) when it was taken."""
    date = session.daily
    if date is None or session.game not in GAMES:
        return False
    return storage.update(KEY_DAILY, lambda: _take_try(storage, session, date))


def _take_try(storage: Storage, session: Session, date: str) -> bool:
    history = load(storage)
    if entry(history, session.game, date) is not None:
        return False
    kinds = [s.kind for s in session.seats]
    value = {
        "state": "playing",
        "counted": True,
        "players": len(kinds),
        "levels": [k for k in kinds if k != HUMAN],
        "score": None,
        "rank": None,
        "won": False,
        "moves": None,
    }
    _put(history, session.game, date, value)
    save(storage, history)
    return True


def is_this_deal(save: Any, game: str, date: str) -> bool:
    """Is ``save`` (a saved session) a game of ``game``'s deal of ``date``?"""
    return (
        isinstance(save, dict)
        and save.get("game") == game
        and save.get("daily") == date
        and save.get("seed") == seed_for(game, date)
    )


def day_state(history: dict, game: str, date: str, save: Any = None) -> str:
    """Where the day's deal stands: ``open`` (the try is still to take), ``resume`` (taken, its
    game saved: continue it), ``lost`` (taken, its save gone), ``done`` or ``unfinished``."""
    day = entry(history, game, date)
    if day is None:
        return "open"
    if day["state"] == "playing":
        return "resume" if is_this_deal(save, game, date) else "lost"
    return day["state"]


def close_try(storage: Storage, game: str, date: str) -> None:
    """A try whose game is gone becomes ``unfinished`` before practice of its deal starts."""

    def change() -> None:
        history = load(storage)
        day = entry(history, game, date)
        if day is not None and day["state"] == "playing":
            _put(history, game, date, dict(day, state="unfinished"))
            save(storage, history)

    storage.update(KEY_DAILY, change)


def rank_of(seat: int, scores: tuple[float, ...], winners: tuple[int, ...], low: bool) -> int:
    """1 for a winner; else 1 + the seats that won or scored strictly better."""
    if seat in winners:
        return 1
    mine = scores[seat]
    better = [
        i
        for i, s in enumerate(scores)
        if i != seat and (i in winners or (s < mine if low else s > mine))
    ]
    return 1 + len(better)


def result_entry(session: Session, result: Any) -> dict | None:
    """The finished deal as a history entry (the first person's result), or None."""
    humans = session.humans
    if not humans:
        return None
    seat = humans[0]
    low = spec(session.game).low_score_wins
    scores = tuple(result.scores)
    score = scores[seat]
    score = int(score) if float(score).is_integer() else float(score)
    kinds = [s.kind for s in session.seats]
    return {
        "state": "done",
        "counted": True,
        "players": len(kinds),
        "levels": [k for k in kinds if k != HUMAN],
        "score": score,
        "rank": rank_of(seat, scores, tuple(result.winners), low),
        "won": seat in result.winners,
        "moves": len(session.actions),
    }


def record(storage: Storage, session: Session, result: Any) -> dict:
    """A daily game ended: count it if it is the day's try. Returns ``{"counted": bool,
    "entry": the day's counted entry or None}``; calling it again for the same game (a finished
    save opened again) gives the same answer and changes nothing."""
    date = session.daily
    if date is None or session.game not in GAMES:
        return {"counted": False, "entry": None}
    mine = result_entry(session, result)

    def change() -> dict:
        history = load(storage)
        day = entry(history, session.game, date)
        if mine is not None and (day is None or day["state"] == "playing"):
            _put(history, session.game, date, mine)
            save(storage, history)
            return {"counted": True, "entry": mine}
        counted = day is not None and mine is not None and same_game(day, mine)
        return {"counted": counted, "entry": day}

    return storage.update(KEY_DAILY, change)


def same_game(a: dict, b: dict) -> bool:
    return all(a.get(k) == b.get(k) for k in ("score", "rank", "moves", "players", "levels"))


def outcome(storage: Storage, session: Session) -> dict:
    """What :func:`record` said, asked again without changing anything (the results screen)."""
    date = session.daily
    if date is None or session.game not in GAMES or not session.state.is_over:
        return {"counted": False, "entry": None}
    day = entry(load(storage), session.game, date)
    mine = result_entry(session, session.state.result())
    counted = day is not None and mine is not None and same_game(day, mine)
    return {"counted": counted, "entry": day}


def _days_before(date: str, n: int) -> str:
    return (datetime.date.fromisoformat(date) - datetime.timedelta(days=n)).isoformat()


def done_days(history: dict, game: str) -> set[str]:
    g = history["games"].get(game)
    return {d for d, e in g["days"].items() if e["state"] == "done"} if g else set()


def streak(history: dict, game: str, today: str) -> int:
    """Consecutive days ending today (or yesterday, while today's deal is still open) whose
    counted try was played to the end."""
    days = done_days(history, game)
    day = today if today in days else _days_before(today, 1)
    n = 0
    while day in days:
        n += 1
        day = _days_before(day, 1)
    return n


def best_streak(history: dict, game: str) -> int:
    """The longest run of finished days kept, or the stored best if that was longer."""
    days = sorted(done_days(history, game))
    best = run = 0
    prev: str | None = None
    for d in days:
        run = run + 1 if prev is not None and _days_before(d, 1) == prev else 1
        best = max(best, run)
        prev = d
    g = history["games"].get(game)
    return max(best, g["best"] if g else 0)


def recent_days(history: dict, game: str, n: int = 7) -> list[tuple[str, dict]]:
    """The last ``n`` days played, newest first."""
    g = history["games"].get(game)
    if not g:
        return []
    return sorted(g["days"].items(), reverse=True)[:n]


# -- words ----------------------------------------------------------------------------------------


def date_text(date: str) -> str:
    """ "1 Dec 2026" in the current language (the month names are in the catalogs)."""
    d = datetime.date.fromisoformat(date)
    return t("daily.date", day=d.day, month=t(MONTHS[d.month - 1]), year=d.year)


def score_text(game: str, score: float) -> str:
    """A final score in the game's own words ("26 blisters")."""
    return spec(game).score_words(score)


def place_text(rank: int, players: int) -> str:
    """ "1st of 3"."""
    ordinal = t(ORDINALS[rank - 1]) if 1 <= rank <= len(ORDINALS) else str(rank)
    return t("daily.place", rank=ordinal, n=players)


def levels_text(levels: list[str]) -> str:
    return ", ".join(level_word(lv) for lv in levels if lv in LEVEL_WORDS)


def result_text(game: str, day: dict) -> str:
    """ "4 blisters · 1st of 3"; "not finished" for a try still open."""
    if day["state"] != "done":
        return t("daily.not_finished")
    return f"{score_text(game, day['score'])} · {place_text(day['rank'], day['players'])}"


def share_line(game: str, date: str, day: dict) -> str:
    """ "Meadow · <game> · 1 Dec 2026 · 4 blisters · 1st of 3 vs hard, medium"."""
    return t(
        "daily.share",
        app=t("app.title"),
        game=t(f"game.{game}.name"),
        date=date_text(date),
        result=result_text(game, day),
        levels=levels_text(day["levels"]),
    )

"""A finished game is written down in one place: records, today's deal, the kept games.

Pure Python: the table calls :func:`record` once when a game ends (game/ui/table/base.py).
"""

from __future__ import annotations

from game import archive, daily, records
from game.core.match import Session
from game.storage import Storage


def record(storage: Storage, session: Session) -> None:
    """Count ``session``'s finished game into the records (once: its id is remembered), for
    today's deal into the daily history (the day's counted try, or practice), and keep it for
    review (game/archive.py; never raises)."""
    s = session
    result = s.state.result()
    records.record_game(
        storage,
        s.game,
        [x.kind for x in s.seats],
        s.names,
        list(result.winners),
        records.game_id(s.game, s.seed, len(s.actions)),
        scores=list(result.scores),
        hints=s.hints,
        daily=s.daily,
    )
    if s.daily:
        daily.record(storage, s, result)
    archive.add(storage, s)

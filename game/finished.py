"""A finished game is written down in one place: records, today's deal, the kept games.

Pure Python: the table calls :func:`end` in the same step as the action that ends the game
(game/ui/table/base.py), so quitting during the animations or the results pause loses nothing;
the results only show what is already written.
"""

from __future__ import annotations

import time

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
        records.game_id(s.game, s.gid),
        scores=list(result.scores),
        hints=s.hints,
        daily=s.daily,
    )
    if s.daily:
        daily.record(storage, s, result)
    archive.add(storage, s)


def end(storage: Storage, session: Session) -> bool:
    """Write down ``session``'s finished game, then clear its save slot; True once done.

    Order matters for a quit (or a full disk) at any moment: the finished game is first saved
    in its slot, then recorded (records, today's deal, kept games), and the slot is cleared
    only when all of that was written. If a write failed (the player was told), the slot keeps
    the finished game, and continuing it records it then. Calling it again is harmless: a game
    is counted and kept once (its id)."""
    if session.recorded or not session.state.is_over:
        return session.recorded
    data = session.to_save()
    data["saved_at"] = time.time()
    storage.write_game(session.game, data)
    before = storage.failed_writes
    record(storage, session)
    if storage.failed_writes != before or not storage.clear_game(session.game, session.gid):
        return False
    session.recorded = True
    return True

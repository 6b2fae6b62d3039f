"""A served SQLite store copies its write-ahead log into the database on a thread of its own
(game/net/store.py ``start_background``), not in the request that happens to commit the
thousandth page: that copy would stop the event loop for every room."""

from __future__ import annotations

import shutil
import sqlite3
import time
from pathlib import Path

from game.net import store as store_mod
from game.net.store import Store


def _write(store: Store, n: int) -> None:
    for k in range(n):
        with store.transaction():
            store.add_chat("ROOM", 0, 0, {"text": f"line {k}"}, float(k))


def _lines_in_file_alone(path: Path, tmp: Path) -> int:
    """The chat lines the database file holds without its log (what was checkpointed)."""
    copy = tmp / "alone.sqlite"
    shutil.copyfile(path, copy)
    db = sqlite3.connect(copy)
    try:
        return int(db.execute("SELECT COUNT(*) FROM chat").fetchone()[0])
    except sqlite3.OperationalError:  # not even the tables yet: they are in the log too
        return 0
    finally:
        db.close()


def test_a_served_store_checkpoints_on_its_own_thread(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(store_mod, "CHECKPOINT_SECONDS", 0.02)
    path = tmp_path / "meadow.sqlite"
    store = Store(str(path))
    store.start_background()
    try:
        assert store.db.execute("PRAGMA wal_autocheckpoint").fetchone()[0] == 0
        _write(store, 20)
        for _ in range(500):  # the thread's next round
            if _lines_in_file_alone(path, tmp_path) == 20:
                break
            time.sleep(0.02)
        assert _lines_in_file_alone(path, tmp_path) == 20
    finally:
        store.close()
    wal = tmp_path / "meadow.sqlite-wal"
    assert not wal.exists() or wal.stat().st_size == 0  # closed: everything in the file


def test_a_store_not_served_keeps_sqlites_own_checkpoints(tmp_path) -> None:
    path = tmp_path / "meadow.sqlite"
    store = Store(str(path))
    try:
        assert store.db.execute("PRAGMA wal_autocheckpoint").fetchone()[0] == 1000
        _write(store, 20)
        # A few pages: SQLite's own checkpoint has not come yet, the lines are in the log.
        assert _lines_in_file_alone(path, tmp_path) == 0
    finally:
        store.close()

"""Rooms and their actions in SQLite (stdlib ``sqlite3``, WAL): the server's durable state.

A room is one row (its game, options, seed, seats with their token hashes, host, status and a
``version`` bumped by every change) plus one row per action played. The engine state is never
stored: a game is its seed and actions (ALL-1), so loading a room replays them. Every change is
one ``BEGIN IMMEDIATE`` transaction committed before the server answers, so an acknowledged
action survives a crash of the process; several server processes may share one file (the
transaction is also their lock on the room, see rooms.py).

Token hashes, not tokens, are stored: a copy of the file opens no seat.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

SCHEMA = """
CREATE TABLE IF NOT EXISTS rooms (
    code TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    seed INTEGER NOT NULL,
    seats TEXT NOT NULL,
    host INTEGER NOT NULL,
    status TEXT NOT NULL,
    version INTEGER NOT NULL,
    epoch INTEGER NOT NULL,
    created REAL NOT NULL,
    updated REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS rooms_status ON rooms (status);
CREATE TABLE IF NOT EXISTS actions (
    code TEXT NOT NULL,
    n INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,
    revealed INTEGER NOT NULL,
    PRIMARY KEY (code, n)
) WITHOUT ROWID;
"""


@dataclass
class RoomRow:
    code: str
    game: str
    options: dict
    seed: int
    seats: list[dict]  # {"kind": "open" | "human" | level, "name": str | None, "token": hash}
    host: int
    status: str
    version: int  # bumped by every change
    epoch: int  # bumped by every undo: the actions before may have changed


class Store:
    """One SQLite file; every method is short and synchronous (a commit in WAL mode with
    ``synchronous=NORMAL`` is well under a millisecond: the process may crash without losing
    a committed action; ``durable=True`` also survives a power cut, at an fsync per action)."""

    def __init__(self, path: str, durable: bool = False) -> None:
        self.path = path
        folder = os.path.dirname(path)
        if folder:
            os.makedirs(folder, exist_ok=True)
        self.db = sqlite3.connect(path, timeout=10.0, isolation_level=None)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute(f"PRAGMA synchronous={'FULL' if durable else 'NORMAL'}")
        self.db.execute("PRAGMA busy_timeout=10000")
        self.db.executescript(SCHEMA)
        self.writes = 0  # committed write transactions, for the bench

    def close(self) -> None:
        self.db.close()

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """``BEGIN IMMEDIATE`` (the write lock, shared by every process on the file) ...
        commit, or roll back on any exception."""
        self.db.execute("BEGIN IMMEDIATE")
        try:
            yield self.db
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")
        self.writes += 1

    def code_exists(self, code: str) -> bool:
        return self.db.execute("SELECT 1 FROM rooms WHERE code=?", (code,)).fetchone() is not None

    def version(self, code: str) -> int | None:
        row = self.db.execute("SELECT version FROM rooms WHERE code=?", (code,)).fetchone()
        return None if row is None else row[0]

    def count_actions(self, code: str) -> int:
        return self.db.execute("SELECT COUNT(*) FROM actions WHERE code=?", (code,)).fetchone()[0]

    def load_room(self, code: str) -> RoomRow | None:
        row = self.db.execute(
            "SELECT code, game, options, seed, seats, host, status, version, epoch FROM rooms"
            " WHERE code=?",
            (code,),
        ).fetchone()
        if row is None:
            return None
        return RoomRow(
            row[0],
            row[1],
            json.loads(row[2]),
            row[3],
            json.loads(row[4]),
            row[5],
            row[6],
            row[7],
            row[8],
        )

    def load_actions(self, code: str, start: int = 0) -> list[tuple[int, dict, bool]]:
        """(seat, action JSON, revealed) of the room's actions from number ``start`` on."""
        rows = self.db.execute(
            "SELECT n, seat, action, revealed FROM actions WHERE code=? AND n>=? ORDER BY n",
            (code, start),
        ).fetchall()
        out = []
        for i, (n, seat, action, revealed) in enumerate(rows):
            if n != start + i:
                raise ValueError(f"room {code}: action {start + i} is missing")
            out.append((seat, json.loads(action), bool(revealed)))
        return out

    def codes(self, status: str | None = None) -> list[str]:
        if status is None:
            rows = self.db.execute("SELECT code FROM rooms ORDER BY created").fetchall()
        else:
            rows = self.db.execute(
                "SELECT code FROM rooms WHERE status=? ORDER BY created", (status,)
            ).fetchall()
        return [r[0] for r in rows]

    # -- inside a transaction ---------------------------------------------------------------
    def insert_room(self, row: RoomRow) -> None:
        now = time.time()
        self.db.execute(
            "INSERT INTO rooms (code, game, options, seed, seats, host, status, version, epoch,"
            " created, updated) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
            (
                row.code,
                row.game,
                json.dumps(row.options),
                row.seed,
                json.dumps(row.seats),
                row.host,
                row.status,
                row.version,
                row.epoch,
                now,
                now,
            ),
        )

    def update_room(
        self, code: str, seats: list[dict], status: str, version: int, epoch: int
    ) -> None:
        self.db.execute(
            "UPDATE rooms SET seats=?, status=?, version=?, epoch=?, updated=? WHERE code=?",
            (json.dumps(seats), status, version, epoch, time.time(), code),
        )

    def add_action(self, code: str, n: int, seat: int, action: dict, revealed: bool) -> None:
        self.db.execute(
            "INSERT INTO actions (code, n, seat, action, revealed) VALUES (?,?,?,?,?)",
            (code, n, seat, json.dumps(action, separators=(",", ":")), int(revealed)),
        )

    def cut_actions(self, code: str, keep: int) -> None:
        self.db.execute("DELETE FROM actions WHERE code=? AND n>=?", (code, keep))

    def expire_lobbies(self, before: float, keep: set[str] | frozenset = frozenset()) -> list[str]:
        """Delete rooms never started and untouched since ``before`` (a time.time()), but
        those in ``keep``; their codes. Games once started are kept for good."""
        with self.transaction():
            codes = [
                r[0]
                for r in self.db.execute(
                    "SELECT code FROM rooms WHERE status='lobby' AND updated<?", (before,)
                )
                if r[0] not in keep
            ]
            self.db.executemany("DELETE FROM rooms WHERE code=?", [(c,) for c in codes])
        return codes

    def stats(self) -> dict[str, Any]:
        rooms = dict(self.db.execute("SELECT status, COUNT(*) FROM rooms GROUP BY status"))
        return {"rooms": rooms, "writes": self.writes}

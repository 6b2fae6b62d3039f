"""Rooms and their actions: the server's durable state, behind one interface with two back
ends (``--database URL``).

- ``sqlite:///path`` (:class:`Store`, the default ``DATA/meadow.sqlite``): stdlib ``sqlite3``
  in WAL mode; one process (or several on one machine), nothing to install or run.
- ``postgresql://…`` (:class:`PgStore`, game/net/store_pg.py): the shared store of any number
  of processes on any number of machines.

A room is one row (its game, options, seed, seats with their token hashes, host, status and a
``version`` bumped by every change) plus one row per action played, keyed by (room, number):
an action can only be written at the room's next number, so two processes can never both
apply one at the same place. The engine state is never stored: a game is its seed and actions
(ALL-1), so loading a room replays them. Every change is one transaction committed before the
server answers. Inside it :meth:`RoomStore.locked_version` holds the room's lock, so the
read-check-write of a change is never interleaved with another process's (rooms.py).

The schema is versioned (table ``schema_version``): the migrations newer than the stored
version are applied at start, in one transaction.

Token hashes, not tokens, are stored: a copy of the database opens no seat.
"""

from __future__ import annotations

import json
import logging
import os
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from game.net.protocol import dumps

log = logging.getLogger("meadow.store")

# A served SQLite store copies its write-ahead log into the database this often, on a thread
# of its own: done by the committing request (SQLite's default, every 1,000 pages), the copy
# stops the event loop for tens of milliseconds about once a second under load.
CHECKPOINT_SECONDS = 1.0

# The tables of migration 3, the same on both back ends: the words said at a table, and the
# earlier games of a room that went on with a rematch.
TABLES_3 = [
    """CREATE TABLE IF NOT EXISTS chat (
        code TEXT NOT NULL,
        i INTEGER NOT NULL,
        game_no INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        line TEXT NOT NULL,
        at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (code, i)
    )""",
    """CREATE TABLE IF NOT EXISTS games (
        code TEXT NOT NULL,
        game_no INTEGER NOT NULL,
        seed BIGINT NOT NULL,
        seats TEXT NOT NULL,
        actions TEXT NOT NULL,
        result TEXT NOT NULL,
        finished DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (code, game_no)
    )""",
]

# Each migration: (version, statements). Never change one that shipped: add the next.
SQLITE_MIGRATIONS: list[tuple[int, list[str]]] = [
    (
        1,
        [
            """CREATE TABLE IF NOT EXISTS rooms (
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
            )""",
            "CREATE INDEX IF NOT EXISTS rooms_status ON rooms (status)",
            """CREATE TABLE IF NOT EXISTS actions (
                code TEXT NOT NULL,
                n INTEGER NOT NULL,
                seat INTEGER NOT NULL,
                action TEXT NOT NULL,
                revealed INTEGER NOT NULL,
                PRIMARY KEY (code, n)
            ) WITHOUT ROWID""",
        ],
    ),
    (
        2,
        [
            # who is connected where, until when (each process refreshes its own rows)
            """CREATE TABLE IF NOT EXISTS presence (
                code TEXT NOT NULL,
                seat INTEGER NOT NULL,
                proc TEXT NOT NULL,
                expires REAL NOT NULL,
                PRIMARY KEY (code, seat, proc)
            )""",
            # work that must be done once, by a live process: a bot's turn in a room
            """CREATE TABLE IF NOT EXISTS leases (
                code TEXT PRIMARY KEY,
                proc TEXT NOT NULL,
                expires REAL NOT NULL
            )""",
        ],
    ),
    (
        3,
        [
            # how the room is run, rematch votes, which game of the room (RoomRow.meta)
            "ALTER TABLE rooms ADD COLUMN meta TEXT NOT NULL DEFAULT '{}'",
            # when the seat to play runs out of time; when its reminder is due; listed
            "ALTER TABLE rooms ADD COLUMN deadline REAL",
            "ALTER TABLE rooms ADD COLUMN remind REAL",
            "ALTER TABLE rooms ADD COLUMN listed INTEGER NOT NULL DEFAULT 0",
            "CREATE INDEX IF NOT EXISTS rooms_deadline ON rooms (deadline)",
            "CREATE INDEX IF NOT EXISTS rooms_remind ON rooms (remind)",
            "CREATE INDEX IF NOT EXISTS rooms_listed ON rooms (listed)",
            # the level of the bot that made the action for a person, or NULL
            "ALTER TABLE actions ADD COLUMN standin TEXT",
            *TABLES_3,
        ],
    ),
]


class StoreError(Exception):
    """The database cannot be opened or used (said in one line to whoever runs the server)."""


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
    epoch: int  # bumped by every undo and rematch: the actions before may have changed
    # {"table": how the room is run, "game_no", "rematch": [seats], "deadline", "remind",
    #  "reminded"}: see rooms.py
    meta: dict = field(default_factory=dict)


class RoomStore:
    """What the rooms need of a database. The SQL is written once, with ``?`` parameters;
    a back end only connects, runs statements and opens transactions."""

    url = ""
    shared = False  # True: other processes may change rooms (the server then polls)

    def __init__(self) -> None:
        self.writes = 0  # committed write transactions, for the bench
        self.timed: Callable[[float], None] = lambda seconds: None  # each commit's duration

    # -- what a back end provides ------------------------------------------------------------
    def _all(self, sql: str, params: Sequence[Any] = ()) -> list[tuple]:
        raise NotImplementedError

    def _run(self, sql: str, params: Sequence[Any] = ()) -> None:
        raise NotImplementedError

    def _many(self, sql: str, rows: list[tuple]) -> None:
        raise NotImplementedError

    def _count(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run a change; the number of rows it changed."""
        raise NotImplementedError

    @contextmanager
    def transaction(self) -> Iterator[None]:
        raise NotImplementedError
        yield

    def locked_version(self, code: str) -> int | None:
        """Inside a transaction: the room's version, holding the room against other writers
        until the commit."""
        raise NotImplementedError

    def start_background(self) -> None:
        """The work a served store does beside the requests (SQLite: its checkpoints)."""

    def close(self) -> None:
        raise NotImplementedError

    # -- shared --------------------------------------------------------------------------------
    def _one(self, sql: str, params: Sequence[Any] = ()) -> tuple | None:
        rows = self._all(sql, params)
        return rows[0] if rows else None

    def schema_version(self) -> int:
        row = self._one("SELECT MAX(version) FROM schema_version")
        return 0 if row is None or row[0] is None else int(row[0])

    def code_exists(self, code: str) -> bool:
        return self._one("SELECT 1 FROM rooms WHERE code=?", (code,)) is not None

    def version(self, code: str) -> int | None:
        row = self._one("SELECT version FROM rooms WHERE code=?", (code,))
        return None if row is None else row[0]

    def count_actions(self, code: str) -> int:
        row = self._one("SELECT COUNT(*) FROM actions WHERE code=?", (code,))
        return 0 if row is None else int(row[0])

    def load_room(self, code: str) -> RoomRow | None:
        row = self._one(
            "SELECT code, game, options, seed, seats, host, status, version, epoch, meta"
            " FROM rooms WHERE code=?",
            (code,),
        )
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
            json.loads(row[9]),
        )

    def load_actions(self, code: str, start: int = 0) -> list[tuple[int, dict, bool]]:
        """(seat, action JSON, revealed) of the room's actions from number ``start`` on."""
        rows = self._all(
            "SELECT n, seat, action, revealed FROM actions WHERE code=? AND n>=? ORDER BY n",
            (code, start),
        )
        out = []
        for i, (n, seat, action, revealed) in enumerate(rows):
            if n != start + i:
                raise ValueError(f"room {code}: action {start + i} is missing")
            out.append((seat, json.loads(action), bool(revealed)))
        return out

    def codes(self, status: str | None = None) -> list[str]:
        if status is None:
            rows = self._all("SELECT code FROM rooms ORDER BY created, code")
        else:
            rows = self._all(
                "SELECT code FROM rooms WHERE status=? ORDER BY created, code", (status,)
            )
        return [r[0] for r in rows]

    def room_times(self, code: str) -> tuple[float, float] | None:
        """(created, updated) of a room, as time.time() (for copying a store)."""
        row = self._one("SELECT created, updated FROM rooms WHERE code=?", (code,))
        return None if row is None else (float(row[0]), float(row[1]))

    # -- inside a transaction ---------------------------------------------------------------
    def insert_room(self, row: RoomRow, times: tuple[float, float] | None = None) -> None:
        now = time.time()
        created, updated = times or (now, now)
        self._run(
            "INSERT INTO rooms (code, game, options, seed, seats, host, status, version, epoch,"
            " created, updated, meta, deadline, remind, listed)"
            " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
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
                created,
                updated,
                *_meta_columns(row.meta, row.seats, row.status),
            ),
        )

    def update_room(
        self,
        code: str,
        seats: list[dict],
        status: str,
        version: int,
        epoch: int,
        meta: dict | None = None,
        host: int | None = None,
    ) -> None:
        """The room's changed row; ``meta`` (and ``host``) only when given."""
        if meta is None:
            self._run(
                "UPDATE rooms SET seats=?, status=?, version=?, epoch=?, updated=? WHERE code=?",
                (json.dumps(seats), status, version, epoch, time.time(), code),
            )
            return
        self._run(
            "UPDATE rooms SET seats=?, status=?, version=?, epoch=?, updated=?, meta=?,"
            " deadline=?, remind=?, listed=?, host=COALESCE(?, host) WHERE code=?",
            (
                json.dumps(seats),
                status,
                version,
                epoch,
                time.time(),
                *_meta_columns(meta, seats, status),
                host,
                code,
            ),
        )

    def advance(
        self,
        code: str,
        version: int,
        status: str | None = None,
        meta: dict | None = None,
        seats: list[dict] | None = None,
    ) -> None:
        """Inside a transaction: an action's change of the room row, its new ``version`` and
        only what else changed (``status``, ``meta``; ``seats`` for the columns meta's depend
        on). Every move writes the row: leaving out what did not change keeps the indexed
        columns and their index pages, and the seats' JSON, out of the commit."""
        cols = ["version=?", "updated=?"]
        params: list[Any] = [version, time.time()]
        if status is not None:
            cols.append("status=?")
            params.append(status)
        if meta is not None:
            assert seats is not None and status is not None  # what the meta columns read
            cols.append("meta=?, deadline=?, remind=?, listed=?")
            params.extend(_meta_columns(meta, seats, status))
        self._run(f"UPDATE rooms SET {', '.join(cols)} WHERE code=?", (*params, code))

    def add_action(
        self,
        code: str,
        n: int,
        seat: int,
        action: dict,
        revealed: bool,
        standin: str | None = None,
    ) -> None:
        """One action; ``standin``: the level of the bot that made it for a person."""
        self._run(
            "INSERT INTO actions (code, n, seat, action, revealed, standin) VALUES (?,?,?,?,?,?)",
            (code, n, seat, dumps(action), int(revealed), standin),
        )

    def standins(self, code: str) -> dict[int, str]:
        """The actions a bot made for a person: number -> the bot's level."""
        rows = self._all(
            "SELECT n, standin FROM actions WHERE code=? AND standin IS NOT NULL ORDER BY n",
            (code,),
        )
        return {int(n): str(level) for n, level in rows}

    def add_chat(self, code: str, game_no: int, seat: int, line: dict, at: float) -> int:
        """Inside a transaction holding the room: one line said at the table; its number."""
        row = self._one("SELECT MAX(i) FROM chat WHERE code=?", (code,))
        i = 0 if row is None or row[0] is None else int(row[0]) + 1
        self._run(
            "INSERT INTO chat (code, i, game_no, seat, line, at) VALUES (?,?,?,?,?,?)",
            (code, i, game_no, seat, json.dumps(line), at),
        )
        return i

    def chat(self, code: str, after: int = -1, limit: int = 50) -> list[tuple[int, dict]]:
        """The room's last ``limit`` lines numbered above ``after``, oldest first."""
        rows = self._all(
            "SELECT i, line FROM chat WHERE code=? AND i>? ORDER BY i DESC LIMIT ?",
            (code, after, limit),
        )
        return [(int(i), json.loads(line)) for i, line in reversed(rows)]

    def archive_game(
        self, code: str, game_no: int, row: RoomRow, actions: list, result: dict
    ) -> None:
        """Inside a transaction: a finished game of the room kept before a rematch replaces
        it (its seats as they were, its actions with who made them, its result)."""
        self._run(
            "INSERT INTO games (code, game_no, seed, seats, actions, result, finished)"
            " VALUES (?,?,?,?,?,?,?)",
            (
                code,
                game_no,
                row.seed,
                json.dumps(row.seats),
                json.dumps(actions, separators=(",", ":")),
                json.dumps(result),
                time.time(),
            ),
        )

    def games(self, code: str) -> list[dict]:
        """The room's earlier games (rematches), oldest first."""
        rows = self._all(
            "SELECT game_no, seed, seats, actions, result, finished FROM games WHERE code=?"
            " ORDER BY game_no",
            (code,),
        )
        return [
            {
                "game_no": r[0],
                "seed": r[1],
                "seats": json.loads(r[2]),
                "actions": json.loads(r[3]),
                "result": json.loads(r[4]),
                "finished": r[5],
            }
            for r in rows
        ]

    # The rows kept beside a room's own, by table: copied as they are (copy-store).
    KEPT = {
        "chat": "code, i, game_no, seat, line, at",
        "games": "code, game_no, seed, seats, actions, result, finished",
    }

    def kept_rows(self, code: str) -> dict[str, list[tuple]]:
        return {
            table: self._all(f"SELECT {cols} FROM {table} WHERE code=?", (code,))
            for table, cols in self.KEPT.items()
        }

    def add_kept_rows(self, rows: dict[str, list[tuple]]) -> None:
        """Inside a transaction: rows of ``kept_rows`` from another store."""
        for table, cols in self.KEPT.items():
            if rows.get(table):
                marks = ",".join("?" * len(cols.split(",")))
                self._many(f"INSERT INTO {table} ({cols}) VALUES ({marks})", rows[table])

    def due(self, column: str, now: float, limit: int = 50) -> list[str]:
        """Rooms whose ``deadline`` (a turn ran out) or ``remind`` (an e-mail is due) is past."""
        assert column in ("deadline", "remind")
        rows = self._all(
            f"SELECT code FROM rooms WHERE {column}<? ORDER BY {column} LIMIT ?", (now, limit)
        )
        return [r[0] for r in rows]

    def listed(self, limit: int = 50) -> list[str]:
        """Rooms open to anyone with a seat free, the newest first."""
        rows = self._all(
            "SELECT code FROM rooms WHERE listed=1 ORDER BY created DESC LIMIT ?", (limit,)
        )
        return [r[0] for r in rows]

    def rooms_overview(self) -> list[tuple]:
        """(code, game, status, seats, created, updated, meta) of every room (for hosts)."""
        return self._all(
            "SELECT code, game, status, seats, created, updated, meta FROM rooms"
            " ORDER BY updated DESC"
        )

    def delete_room(self, code: str) -> bool:
        """Inside a transaction: a room and everything kept with it."""
        for table in ("actions", "chat", "games", "presence", "leases"):
            self._run(f"DELETE FROM {table} WHERE code=?", (code,))
        return self._count("DELETE FROM rooms WHERE code=?", (code,)) == 1

    def reseed(self, code: str, seed: int) -> None:
        """Inside a transaction: the room's next game (a rematch) is dealt from ``seed``."""
        self._run("UPDATE rooms SET seed=? WHERE code=?", (seed, code))

    def cut_actions(self, code: str, keep: int) -> None:
        self._run("DELETE FROM actions WHERE code=? AND n>=?", (code, keep))

    def expire_lobbies(self, before: float, keep: set[str] | frozenset = frozenset()) -> list[str]:
        """Delete rooms never started and untouched since ``before`` (a time.time()), but
        those in ``keep``; their codes. Games once started are kept for good."""
        with self.transaction():
            codes = [
                r[0]
                for r in self._all(
                    "SELECT code FROM rooms WHERE status='lobby' AND updated<?", (before,)
                )
                if r[0] not in keep
            ]
            if codes:
                self._many("DELETE FROM rooms WHERE code=?", [(c,) for c in codes])
                self._many("DELETE FROM chat WHERE code=?", [(c,) for c in codes])
        return codes

    def stats(self) -> dict[str, Any]:
        counts = self._all("SELECT status, COUNT(*) FROM rooms GROUP BY status")
        rooms = {r[0]: r[1] for r in counts}
        return {"rooms": rooms, "writes": self.writes}

    # -- presence and leases (several processes; each call is its own transaction) ---------
    def set_presence(self, proc: str, rows: list[tuple[str, int]], expires: float) -> None:
        """This process's connected seats, (code, seat) each, present until ``expires``; its
        rows not listed are removed."""
        with self.transaction():
            self._run("DELETE FROM presence WHERE proc=?", (proc,))
            if rows:
                self._many(
                    "INSERT INTO presence (code, seat, proc, expires) VALUES (?,?,?,?)",
                    [(code, seat, proc, expires) for code, seat in sorted(set(rows))],
                )

    def present(self, codes: list[str], now: float) -> dict[str, set[int]]:
        """The seats connected somewhere, for each room of ``codes``."""
        out: dict[str, set[int]] = {c: set() for c in codes}
        if not codes:
            return out
        marks = ",".join("?" * len(codes))
        for code, seat in self._all(
            f"SELECT code, seat FROM presence WHERE expires>? AND code IN ({marks})",
            (now, *codes),
        ):
            out[code].add(seat)
        return out

    def take_lease(self, code: str, proc: str, now: float, until: float) -> bool:
        """The room's lease for ``proc`` until ``until``: taken when it is free, expired or
        already its own; False when another live process holds it."""
        with self.transaction():
            changed = self._count(
                "INSERT INTO leases (code, proc, expires) VALUES (?,?,?) ON CONFLICT (code)"
                " DO UPDATE SET proc=excluded.proc, expires=excluded.expires"
                " WHERE leases.expires<? OR leases.proc=excluded.proc",
                (code, proc, until, now),
            )
        return changed == 1

    def mark_due(self, code: str) -> None:
        """Inside a change's transaction: the room has work for some process (a lease that
        nobody holds, already expired), unless a process holds it now."""
        self._run(
            "INSERT INTO leases (code, proc, expires) VALUES (?, '', 0) ON CONFLICT (code)"
            " DO NOTHING",
            (code,),
        )

    def clear_lease(self, code: str, now: float) -> None:
        """An expired lease of a room with nothing to do."""
        with self.transaction():
            self._run("DELETE FROM leases WHERE code=? AND expires<?", (code, now))

    def drop_lease(self, code: str, proc: str) -> None:
        with self.transaction():
            self._run("DELETE FROM leases WHERE code=? AND proc=?", (code, proc))

    def expired_leases(self, now: float, limit: int = 50) -> list[str]:
        """Rooms whose lease holder stopped renewing it (a process that died)."""
        rows = self._all(
            "SELECT code FROM leases WHERE expires<? ORDER BY expires LIMIT ?", (now, limit)
        )
        return [r[0] for r in rows]

    def ping(self) -> None:
        """Raises when the database does not answer (the health check)."""
        self._one("SELECT 1")


class Store(RoomStore):
    """One SQLite file; every method is short and synchronous (a commit in WAL mode with
    ``synchronous=NORMAL`` is well under a millisecond: the process may crash without losing
    a committed action; ``durable=True`` also survives a power cut, at an fsync per action).
    ``BEGIN IMMEDIATE`` takes the file's write lock, shared by every process on the file: it
    is also each change's lock on its room."""

    def __init__(self, path: str, durable: bool = False) -> None:
        super().__init__()
        self.path = path
        self.url = "sqlite:///" + os.path.abspath(path)
        self._checkpoints: tuple[threading.Thread, threading.Event] | None = None
        folder = os.path.dirname(path)
        try:
            if folder:
                os.makedirs(folder, exist_ok=True)
            if os.path.isdir(path):
                raise StoreError(f"the database {path} cannot be opened: it is a folder")
            self.db = sqlite3.connect(path, timeout=10.0, isolation_level=None)
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute(f"PRAGMA synchronous={'FULL' if durable else 'NORMAL'}")
            self.db.execute("PRAGMA busy_timeout=10000")
            self._migrate()
        except (sqlite3.Error, OSError) as exc:
            raise StoreError(f"the database {path} cannot be opened: {exc}") from None

    def _migrate(self) -> None:
        self.db.execute("BEGIN IMMEDIATE")
        try:
            self.db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            have = self.schema_version()
            for version, statements in SQLITE_MIGRATIONS:
                if version > have:
                    for sql in statements:
                        self.db.execute(sql)
                    self.db.execute("INSERT INTO schema_version (version) VALUES (?)", (version,))
            # Read every table once: a damaged file fails here, at start, not mid-game.
            self.db.execute("SELECT COUNT(*) FROM rooms").fetchone()
            self.db.execute("SELECT COUNT(*) FROM actions").fetchone()
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    def start_background(self) -> None:
        if self._checkpoints is not None:
            return
        stop = threading.Event()
        thread = threading.Thread(
            target=self._checkpoint_until, args=(stop,), name="sqlite-checkpoints", daemon=True
        )
        self.db.execute("PRAGMA wal_autocheckpoint=0")  # the thread does it now
        self._checkpoints = thread, stop
        thread.start()

    def _checkpoint_until(self, stop: threading.Event) -> None:
        # Its own connection: sqlite3 releases the GIL while SQLite works, and a PASSIVE
        # checkpoint waits for no writer, so requests go on meanwhile.
        db = sqlite3.connect(self.path, timeout=10.0, isolation_level=None)
        try:
            while not stop.wait(CHECKPOINT_SECONDS):
                try:
                    db.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
                except sqlite3.Error as exc:
                    log.warning("checkpoint of %s failed (tried again): %s", self.path, exc)
        finally:
            db.close()

    def close(self) -> None:
        if self._checkpoints is not None:
            thread, stop = self._checkpoints
            stop.set()
            thread.join()
            self._checkpoints = None
            try:  # everything into the database file, the log emptied
                self.db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
            except sqlite3.Error as exc:
                log.warning("last checkpoint of %s failed: %s", self.path, exc)
        self.db.close()

    def _all(self, sql: str, params: Sequence[Any] = ()) -> list[tuple]:
        return self.db.execute(sql, params).fetchall()

    def _run(self, sql: str, params: Sequence[Any] = ()) -> None:
        self.db.execute(sql, params)

    def _many(self, sql: str, rows: list[tuple]) -> None:
        self.db.executemany(sql, rows)

    def _count(self, sql: str, params: Sequence[Any] = ()) -> int:
        return self.db.execute(sql, params).rowcount

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """``BEGIN IMMEDIATE`` ... commit, or roll back on any exception."""
        began = time.perf_counter()
        self.db.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")
        self.writes += 1
        self.timed(time.perf_counter() - began)

    def locked_version(self, code: str) -> int | None:
        return self.version(code)  # BEGIN IMMEDIATE already holds the whole file


def _meta_columns(meta: dict, seats: list[dict], status: str) -> tuple:
    """The columns kept from a room's meta for queries: (meta, deadline, remind, listed)."""
    table = meta.get("table") or {}
    listed = (
        bool(table.get("open"))
        and status == "lobby"
        and any(s.get("kind") == "open" for s in seats)
    )
    return (json.dumps(meta), meta.get("deadline"), meta.get("remind"), int(listed))

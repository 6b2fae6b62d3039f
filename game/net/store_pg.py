"""The rooms in PostgreSQL (``--database postgresql://…``): the store shared by any number of
server processes on any number of machines. The interface and the SQL are store.py's.

Driver: psycopg 3 (``psycopg[binary]``: the maintained successor of psycopg2, the libpq
wheel included, nothing to compile). Its synchronous connection is used on purpose: every
change of a room is one short transaction whose in-memory update must happen with its commit
and never interleave with another change of the same room in this process (rooms.py), as with
SQLite; a change therefore runs as one step of the event loop (a few round trips on the
local network) instead of needing a lock per room around ``await`` points.

Each change takes ``SELECT … FOR UPDATE`` on its room's row (:meth:`locked_version`), so
changes of one room from different processes queue on the database, and the key (room,
number) of ``actions`` refuses a second action at the same place whatever happens.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import psycopg

from game.net.store import TABLES_3, RoomStore, StoreError

log = logging.getLogger("meadow.net")

MIGRATIONS: list[tuple[int, list[str]]] = [
    (
        1,
        [
            """CREATE TABLE rooms (
                code TEXT PRIMARY KEY,
                game TEXT NOT NULL,
                options TEXT NOT NULL,
                seed BIGINT NOT NULL,
                seats TEXT NOT NULL,
                host INTEGER NOT NULL,
                status TEXT NOT NULL,
                version INTEGER NOT NULL,
                epoch INTEGER NOT NULL,
                created DOUBLE PRECISION NOT NULL,
                updated DOUBLE PRECISION NOT NULL
            )""",
            "CREATE INDEX rooms_status ON rooms (status)",
            """CREATE TABLE actions (
                code TEXT NOT NULL,
                n INTEGER NOT NULL,
                seat INTEGER NOT NULL,
                action TEXT NOT NULL,
                revealed INTEGER NOT NULL,
                PRIMARY KEY (code, n)
            )""",
        ],
    ),
    (
        2,
        [
            """CREATE TABLE presence (
                code TEXT NOT NULL,
                seat INTEGER NOT NULL,
                proc TEXT NOT NULL,
                expires DOUBLE PRECISION NOT NULL,
                PRIMARY KEY (code, seat, proc)
            )""",
            """CREATE TABLE leases (
                code TEXT PRIMARY KEY,
                proc TEXT NOT NULL,
                expires DOUBLE PRECISION NOT NULL
            )""",
        ],
    ),
    (
        3,
        [
            "ALTER TABLE rooms ADD COLUMN meta TEXT NOT NULL DEFAULT '{}'",
            "ALTER TABLE rooms ADD COLUMN deadline DOUBLE PRECISION",
            "ALTER TABLE rooms ADD COLUMN remind DOUBLE PRECISION",
            "ALTER TABLE rooms ADD COLUMN listed INTEGER NOT NULL DEFAULT 0",
            "CREATE INDEX rooms_deadline ON rooms (deadline)",
            "CREATE INDEX rooms_remind ON rooms (remind)",
            "CREATE INDEX rooms_listed ON rooms (listed)",
            "ALTER TABLE actions ADD COLUMN standin TEXT",
            *TABLES_3,
        ],
    ),
]
MIGRATION_LOCK = 0x6D656164  # the advisory lock held while one process migrates


def _pg(sql: str) -> str:
    return sql.replace("?", "%s")


class PgStore(RoomStore):
    shared = True

    def __init__(self, url: str) -> None:
        super().__init__()
        self.url = url
        self.conn: psycopg.Connection | None = None
        try:
            self._migrate()
        except psycopg.Error as exc:
            raise StoreError(f"the database cannot be opened: {_first_line(exc)}") from None

    def _connect(self) -> psycopg.Connection:
        """The connection, opened again when it was lost (a database restart)."""
        conn = self.conn
        if conn is None or conn.closed or conn.broken:
            if conn is not None:
                log.warning("database connection lost: connecting again")
            conn = self.conn = psycopg.connect(self.url, autocommit=True, connect_timeout=5)
        return conn

    def _migrate(self) -> None:
        conn = self._connect()
        with conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
            conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            have = self.schema_version()
            for version, statements in MIGRATIONS:
                if version > have:
                    for sql in statements:
                        conn.execute(sql)
                    conn.execute("INSERT INTO schema_version (version) VALUES (%s)", (version,))

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()

    def _all(self, sql: str, params: Sequence[Any] = ()) -> list[tuple]:
        cur = self._connect().execute(_pg(sql), params)
        return cur.fetchall() if cur.description is not None else []

    def _run(self, sql: str, params: Sequence[Any] = ()) -> None:
        self._connect().execute(_pg(sql), params)

    def _count(self, sql: str, params: Sequence[Any] = ()) -> int:
        return self._connect().execute(_pg(sql), params).rowcount

    def _many(self, sql: str, rows: list[tuple]) -> None:
        with self._connect().cursor() as cur:
            cur.executemany(_pg(sql), rows)

    @contextmanager
    def transaction(self) -> Iterator[None]:
        began = time.perf_counter()
        with self._connect().transaction():
            yield
        self.writes += 1
        self.timed(time.perf_counter() - began)

    def locked_version(self, code: str) -> int | None:
        row = self._one("SELECT version FROM rooms WHERE code=? FOR UPDATE", (code,))
        return None if row is None else row[0]


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__

"""A throw-away PostgreSQL for the tests and the bench: Debian's ``postgresql`` package run
from its binaries in a temporary folder, on 127.0.0.1 and a free port, with no socket file
and no durability (fsync off). Never for real data."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path


class NoPostgres(RuntimeError):
    """PostgreSQL's binaries are not installed."""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def initdb_path() -> str | None:
    bins = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"))
    return str(bins[-1]) if bins else shutil.which("initdb")


class LocalPostgres:
    """A real PostgreSQL (Debian's ``postgresql`` package) in a temporary folder, on
    127.0.0.1 and a free port, no socket file, stopped and deleted by ``stop()``. The server
    refuses to run as root: as root (CI) it runs as the ``postgres`` user (``Popen(user=)``,
    so that the child is the server itself and its signals reach it)."""

    def __init__(self) -> None:
        initdb = initdb_path()
        if initdb is None:
            raise NoPostgres("PostgreSQL is not installed (apt-get install postgresql)")
        bindir = Path(initdb).parent
        self.folder = Path(tempfile.mkdtemp(prefix="meadow-pg-"))
        self.folder.chmod(0o755)
        data = self.folder / "data"
        who: dict = {}
        if os.geteuid() == 0:
            who = {"user": "postgres", "group": "postgres", "extra_groups": []}
            shutil.chown(self.folder, "postgres", "postgres")
        subprocess.run(
            [str(initdb), "-D", str(data), "-U", "meadow", "--auth=trust"]
            + ["-E", "UTF8", "--no-sync", "--no-instructions"],
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            cwd=self.folder,
            **who,
        )
        self.port = _free_port()
        self.proc = subprocess.Popen(
            [str(bindir / "postgres"), "-D", str(data), "-p", str(self.port)]
            + ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="]
            + ["-c", "fsync=off", "-c", "full_page_writes=off", "-c", "max_connections=200"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            cwd=self.folder,
            **who,
        )
        self._count = 0
        deadline = time.monotonic() + 30
        import psycopg

        while True:
            try:
                psycopg.connect(self.url("postgres"), connect_timeout=2).close()
                break
            except psycopg.OperationalError:
                if time.monotonic() > deadline or self.proc.poll() is not None:
                    self.stop()
                    raise RuntimeError("postgres did not start") from None
                time.sleep(0.1)

    def url(self, db: str = "meadow") -> str:
        return f"postgresql://meadow@127.0.0.1:{self.port}/{db}"

    def new_database(self) -> str:
        """A fresh empty database; its URL."""
        import psycopg

        self._count += 1
        name = f"t{self._count}"
        with psycopg.connect(self.url("postgres"), autocommit=True) as conn:
            conn.execute(f"CREATE DATABASE {name}")
        return self.url(name)

    def stop(self) -> None:
        if self.proc.poll() is None:
            # SIGINT: PostgreSQL's fast shutdown
            self.proc.send_signal(signal.SIGINT)
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        shutil.rmtree(self.folder, ignore_errors=True)

"""Shared set-up of the online tests: servers in the test's own loop or as processes, a Redis
server, and clients that play random legal moves."""

from __future__ import annotations

import asyncio
import atexit
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path

import pytest

from game.dev.local_postgres import LocalPostgres, NoPostgres
from game.net.client import Client
from game.net.config import Config
from game.net.heavy import search
from game.net.server import Running, start

ROOT = Path(__file__).resolve().parent.parent


@asynccontextmanager
async def in_process(data: Path, **overrides):
    """A server on a free loopback port inside the test's event loop."""
    cfg = Config(port=0, data=str(data), web=str(data / "no-page"), **overrides)
    running: Running = await start(cfg)
    try:
        yield running
    finally:
        await running.stop()


async def connected(url: str, n: int = 1) -> list[Client]:
    clients = [Client(url) for _ in range(n)]
    for c in clients:
        await c.connect()
    return clients


async def close_all(clients: list[Client]) -> None:
    for c in clients:
        await c.close()


async def two_player_room(url: str, game: str = "floriado") -> tuple[Client, Client]:
    a, b = await connected(url, 2)
    seated = await a.create(game, ["open", "open"], "Ana")
    await b.join(seated["code"].lower())
    await b.sit(seated["code"], 1, "Ben")
    await a.start()
    await b.wait_for(lambda c: c.view is not None)
    return a, b


async def play_turn(clients: list[Client], rng: random.Random) -> bool:
    """Whoever is to act plays a random legal action; False when the game is over."""
    first = clients[0]
    await first.wait_for(lambda c: c.over or any(x.my_turn for x in clients))
    for c in clients:
        if c.my_turn:
            n = c.n
            await c.act(rng.choice(c.legal))
            for other in clients:  # everybody has seen it before the next turn
                await other.wait_for(lambda x, n=n: x.n > n or x.over)
            return True
    return not first.over


def held_search(gate: str, *job: object) -> tuple[dict, int]:
    """The bot pool's search (heavy.search), held in the worker until the file ``gate``
    exists: a bot's decision in flight for as long as a test needs it. The worker's pid is
    written to ``gate``.pid."""
    Path(gate + ".tmp").write_text(str(os.getpid()), encoding="ascii")
    os.replace(gate + ".tmp", gate + ".pid")  # whole when seen
    for _ in range(12_000):  # some 2 minutes at most: no worker left waiting for ever
        if os.path.exists(gate):
            break
        time.sleep(0.01)
    return search(*job)  # type: ignore[arg-type]


class MailSink:
    """What a local SMTP server (aiosmtpd) received: (recipients, the raw message)."""

    def __init__(self) -> None:
        self.got: list[tuple[list[str], str]] = []

    async def handle_DATA(self, server, session, envelope) -> str:  # noqa: N802 (aiosmtpd's)
        self.got.append((list(envelope.rcpt_tos), envelope.content.decode()))
        return "250 OK"


@contextmanager
def mail_sink() -> Iterator[tuple[MailSink, str]]:
    """An SMTP sink on a free loopback port, and the ``--smtp`` URL that sends to it."""
    from aiosmtpd.controller import Controller

    sink, port = MailSink(), free_port()
    smtpd = Controller(sink, hostname="127.0.0.1", port=port)
    smtpd.start()
    try:
        yield sink, f"smtp://127.0.0.1:{port}?from=meadow@example.org"
    finally:
        smtpd.stop()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ServerProcess:
    """``python -m game serve`` as a child process on a free port."""

    def __init__(self, data: Path, *extra: str, port: int | None = None) -> None:
        self.port = port or free_port()
        self.data = data
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "game", "serve", "--port", str(self.port), "--data", str(data)]
            + ["--web", str(data / "no-page"), *extra],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        seen = []
        while True:  # "Meadow serving on ..." once it listens
            line = self.proc.stdout.readline()
            seen.append(line)
            if line.startswith("Meadow serving on"):
                break
            if not line:
                self.proc.kill()
                raise RuntimeError("server did not start:\n" + "".join(seen))
        self.output = seen
        # Drain the rest so that a chatty server never blocks on a full pipe.
        self.drain = threading.Thread(target=self._drain, daemon=True)
        self.drain.start()

    def _drain(self) -> None:
        for line in self.proc.stdout:
            self.output.append(line)

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/ws"

    def kill(self) -> str:
        """SIGKILL: no shutdown code runs (a crash); returns what it printed."""
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=30)
        self.drain.join(timeout=5)
        return "".join(self.output)

    def stop(self) -> str:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.drain.join(timeout=5)
        return "".join(self.output)


class RedisServer:
    def __init__(self, tmp: Path) -> None:
        exe = shutil.which("redis-server")
        if exe is None:
            if os.environ.get("CI") == "true":
                pytest.fail("redis-server is missing (.ci/run installs Debian's redis-server)")
            pytest.skip("redis-server is not installed (apt-get install redis-server)")
        self.port = free_port()
        self.proc = subprocess.Popen(
            [exe, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--dir", str(tmp)]
            + ["--appendonly", "no", "--daemonize", "no", "--loglevel", "warning"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 20
        while True:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.5):
                    break
            except OSError:
                if time.monotonic() > deadline or self.proc.poll() is not None:
                    self.proc.kill()
                    raise RuntimeError("redis-server did not start") from None
                time.sleep(0.05)

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def run(coro):
    return asyncio.run(coro)


def _need(what: str, hint: str) -> None:
    """A missing service: under CI a failure, elsewhere a skip that says why."""
    if os.environ.get("CI"):
        pytest.fail(f"{what} is missing ({hint})")
    pytest.skip(f"{what} is not installed ({hint})")


class PostgresServer(LocalPostgres):
    """game/dev/local_postgres.py's server; without PostgreSQL a skip that says why (a
    failure under CI)."""

    def __init__(self) -> None:
        try:
            super().__init__()
        except NoPostgres:
            _need("PostgreSQL", ".ci/run installs Debian's postgresql")


_shared: list[PostgresServer] = []


def shared_postgres() -> PostgresServer:
    """One PostgreSQL for every test of this process that does not stop it (each test takes
    a fresh database of it: ``new_database()``); stopped when the process exits."""
    if not _shared:
        _shared.append(PostgresServer())
        atexit.register(_shared[0].stop)
    return _shared[0]


@pytest.fixture
def postgres() -> PostgresServer:
    return shared_postgres()

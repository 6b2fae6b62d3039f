"""The room server's garbage collector (game/net/collector.py) and event loop: a served
process freezes what start-up made and collects its young generation seldom, runs on uvloop
when installed, and says so with ``--stats``; a server started inside another program (the
tests, the bench's own process) leaves that program's collector alone."""

from __future__ import annotations

import asyncio
import gc
import json
import urllib.request

import pytest

from game.net import collector
from game.net.config import Config
from game.net.server import event_loop_runner, start
from tests.net_helpers import ServerProcess


def test_a_served_process_tunes_its_collector_and_counts_its_pauses(tmp_path) -> None:
    server = ServerProcess(tmp_path, "--stats")
    try:
        url = f"http://127.0.0.1:{server.port}/stats"
        with urllib.request.urlopen(url, timeout=10) as r:
            answer = json.loads(r.read())
            stats = answer["gc"]
    finally:
        server.stop()
    # The worker pools (records, bots) were made before the first request, off the loop.
    started = answer["heavy"]["started"]
    assert len(started) == 2 and server.proc.pid not in started
    uvloop = pytest.importorskip("uvloop")
    assert answer["loop"] == uvloop.Loop.__module__  # the loop that writes to sockets in C
    assert stats["threshold"][0] == collector.YOUNG
    assert stats["frozen"] > 10_000  # the modules, classes and tables start-up made
    assert stats["full"] >= 0 and isinstance(stats["ms"], list)


def test_a_server_started_in_process_leaves_the_collector_alone(tmp_path) -> None:
    before = gc.get_threshold(), gc.get_freeze_count()

    async def main() -> None:
        running = await start(Config(port=0, data=str(tmp_path), web=str(tmp_path / "no")))
        await running.stop()

    asyncio.run(main())
    assert (gc.get_threshold(), gc.get_freeze_count()) == before


def test_the_standard_loop_when_asked_or_when_uvloop_is_missing(monkeypatch) -> None:
    assert event_loop_runner("asyncio") is asyncio.run
    import builtins

    real = builtins.__import__

    def no_uvloop(name: str, *args, **kwargs):
        if name == "uvloop":
            raise ImportError(name)
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_uvloop)
    assert event_loop_runner("auto") is asyncio.run
    assert event_loop_runner("uvloop") is asyncio.run  # said in the log, and serving goes on
